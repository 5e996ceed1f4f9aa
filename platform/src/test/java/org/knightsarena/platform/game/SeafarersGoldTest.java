package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.decision.ChooseGoldResource;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/** Gold fields (docs/rules/seafarers.md#R-23.5) and their combination with Cities &amp; Knights. */
class SeafarersGoldTest {

    private static final String SHORES = "heading-for-new-shores";

    /** @return the first gold field of the map */
    static int goldHex(GameState s) {
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            if (s.board.terrain(hex) == Terrain.GOLD) {
                return hex;
            }
        }
        throw new AssertionError("no gold field on " + s.options.scenario());
    }

    /** Rolls the gold field's number (the event die, in Cities &amp; Knights, shows a gate nobody draws at). */
    private static List<GameEvent> rollGold(Fixture f, int hex) {
        int token = f.state().board.token(hex);
        int yellow = Math.max(1, token - 6);
        f.dice(yellow, token - yellow);
        if (f.state().isCitiesAndKnights()) {
            f.eventDie(EventDie.TRADE_GATE);
        }
        int before = f.game().events().size();
        f.game().applyChecked(RollDice.INSTANCE);
        return BaseBoardQueries.eventsSince(f.game(), before);
    }

    /** Lays a road of the seat on a land path or coast at the node, as Invariants wants beside each building. */
    static Fixture spur(Fixture f, int seat, int node) {
        GameState s = f.state();
        for (int k = 0; k < s.topology.pathCountAt(node); k++) {
            int path = s.topology.pathAt(node, k);
            if (s.sea.landPath(path) && s.pieces.roadOwner[path] == org.knightsarena.api.board.BoardView.NOBODY) {
                return f.road(seat, path);
            }
        }
        throw new AssertionError("no free land path at " + node);
    }

    /** A game where {@code seat} has a settlement or city (with a road) on a corner of the first gold field and is about to roll. */
    private static Fixture besideGold(Ruleset ruleset, int players, long seed, int seat, boolean city, int corner) {
        Fixture f = Fixture.scenario(ruleset, SHORES, players, seed);
        int node = f.state().topology.corner(goldHex(f.state()), corner);
        return spur(city ? f.city(seat, node) : f.settlement(seat, node), seat, node)
                .beforeRoll(seat);
    }

    private static List<Action> allResources() {
        List<Action> all = new ArrayList<>();
        for (Card r : Card.resources()) {
            all.add(new TakeResource(r));
        }
        return all;
    }

    @Test
    @DisplayName("R-23.5.1 a settlement next to the rolled gold field takes 1 resource of its owner's choice")
    void settlementTakesOne() {
        Fixture f = besideGold(Ruleset.BASE, 4, 1, 0, false, 0);
        rollGold(f, goldHex(f.state()));
        Decision d = f.game().decision();
        assertEquals(new ChooseGoldResource(0, 1, allResources()), d);
        int ore = f.count(0, Card.ORE);
        f.game().applyChecked(new TakeResource(Card.ORE));
        assertEquals(ore + 1, f.count(0, Card.ORE));
        assertEquals(
                new GoldChosen(0, Card.ORE),
                f.game().events().get(f.game().events().size() - 1));
        assertEquals(Phase.MAIN, f.state().turn.phase());
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-23.5.1, R-17.1.2 a city takes 2 resources of its choice, never a commodity (Cities & Knights)")
    void cityTakesTwoNoCommodity() {
        Fixture f = besideGold(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 0, true, 0);
        rollGold(f, goldHex(f.state()));
        ChooseGoldResource first =
                assertInstanceOf(ChooseGoldResource.class, f.game().decision());
        assertEquals(2, first.picksLeft());
        assertEquals(allResources(), first.options(), "five resources, no paper, cloth or coin");
        int handBefore = f.state().cards.handOf(0).total();
        f.game().applyChecked(new TakeResource(Card.WOOL));
        ChooseGoldResource second =
                assertInstanceOf(ChooseGoldResource.class, f.game().decision());
        assertEquals(new ChooseGoldResource(0, 1, allResources()), second);
        f.game().applyChecked(new TakeResource(Card.BRICK));
        assertEquals(handBefore + 2, f.state().cards.handOf(0).total(), "the two picks may differ");
        assertEquals(Phase.MAIN, f.state().turn.phase());
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-23.5.1 a city takes 2 in the base game too")
    void baseCityTakesTwo() {
        Fixture f = besideGold(Ruleset.BASE, 3, 4, 1, true, 3);
        rollGold(f, goldHex(f.state()));
        assertEquals(
                2,
                assertInstanceOf(ChooseGoldResource.class, f.game().decision()).picksLeft());
        f.game().applyChecked(new TakeResource(Card.GRAIN));
        f.game().applyChecked(new TakeResource(Card.GRAIN));
        assertEquals(Phase.MAIN, f.state().turn.phase());
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-23.5.3 each pick is limited to what the bank holds; with none left the picks lapse")
    void bankLimits() {
        Fixture f = besideGold(Ruleset.BASE, 4, 1, 0, true, 0);
        GameState s = f.state();
        int gold = goldHex(s);
        for (Card r : Card.resources()) { // seat 3 holds the bank but one wool
            s.cards.receiveOne(3, r, s.cards.bank[r.ordinal()] - (r == Card.WOOL ? 1 : 0));
        }
        rollGold(f, gold);
        assertEquals(
                new ChooseGoldResource(0, 2, List.of(new TakeResource(Card.WOOL))),
                f.game().decision(),
                "only what the bank holds");
        f.game().applyChecked(new TakeResource(Card.WOOL));
        assertEquals(Phase.MAIN, s.turn.phase(), "the second pick lapses: the bank is empty");
        assertEquals(0, s.islands.goldOwed[0]);
        Invariants.check(f.game());

        f.beforeRoll(0);
        rollGold(f, gold);
        assertEquals(Phase.MAIN, s.turn.phase(), "an empty bank owes no pick at all");
    }

    @Test
    @DisplayName("R-23.5.2 the picks are asked in seat order from the roller, after the ordinary production")
    void seatOrder() {
        Fixture f = Fixture.scenario(Ruleset.BASE, SHORES, 4, 1);
        GameState s = f.state();
        int gold = goldHex(s);
        for (int seat = 0; seat < 3; seat++) {
            int node = s.topology.corner(gold, 2 * seat);
            spur(seat == 1 ? f.city(seat, node) : f.settlement(seat, node), seat, node);
        }
        f.beforeRoll(2);
        List<GameEvent> events = rollGold(f, gold);
        List<Integer> order = new ArrayList<>();
        while (s.turn.phase() == Phase.GOLD) {
            ChooseGoldResource d =
                    assertInstanceOf(ChooseGoldResource.class, f.game().decision());
            order.add(d.seat());
            f.game().applyChecked(d.options().get(0));
        }
        assertEquals(List.of(2, 0, 1, 1), order);
        assertTrue(
                events.stream().noneMatch(e -> e instanceof GoldChosen),
                "the roll, its production included, is over before the first pick");
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-23.5.4 the robber on a gold field stops it")
    void robberStopsGold() {
        Fixture f = besideGold(Ruleset.BASE, 4, 1, 0, false, 0);
        int gold = goldHex(f.state());
        rollGold(f.robber(gold), gold);
        assertEquals(Phase.MAIN, f.state().turn.phase());
        assertEquals(0, f.state().islands.goldOwed[0]);
    }

    @Test
    @DisplayName("R-23.5.4 a second setup building next to gold takes 1 resource of choice per gold field")
    void setupOnGold() {
        for (Ruleset ruleset : Ruleset.values()) {
            Game game = setupBeside(ruleset);
            GameState s = game.state();
            int seat = s.turn.active;
            ChooseGoldResource d = assertInstanceOf(ChooseGoldResource.class, game.decision(), ruleset.name());
            assertEquals(seat, d.seat());
            int held = s.cards.handOf(seat).total();
            for (int left = d.picksLeft(); left > 0; left--) {
                game.applyChecked(new TakeResource(Card.LUMBER));
            }
            assertEquals(held + d.picksLeft(), s.cards.handOf(seat).total());
            assertEquals(Phase.SETUP_ROAD, s.turn.phase(), "then the setup road");
            Invariants.check(game);
        }
    }

    /** Plays a New World setup at random up to the second round, then builds next to a gold field. */
    private static Game setupBeside(Ruleset ruleset) {
        for (long seed = 1; seed < 200; seed++) {
            Game game = Game.create(
                    org.knightsarena.platform.game.state.GameOptions.standard(ruleset, 4)
                            .withScenario("new-world"),
                    seed,
                    org.knightsarena.platform.maps.Scenarios::deal);
            GameState s = game.state();
            Random random = new Random(seed);
            while (s.turn.setupIndex < s.players || s.turn.phase() != Phase.SETUP_SETTLEMENT) {
                RandomPlay.steps(game, random, 1);
            }
            for (int hex = 0; hex < s.topology.hexCount(); hex++) {
                for (int c = 0; c < 6 && s.board.terrain(hex) == Terrain.GOLD; c++) {
                    int node = s.topology.corner(hex, c);
                    if (Building.isSetupSpot(s, node)) {
                        game.applyChecked(
                                ruleset == Ruleset.CITIES_AND_KNIGHTS
                                        ? new BuildCity(node)
                                        : new BuildSettlement(node));
                        return game;
                    }
                }
            }
        }
        throw new AssertionError("no New World deal with a free set-up spot beside gold");
    }
}
