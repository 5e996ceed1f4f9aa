package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.platform.board.ExtensionMap;
import org.knightsarena.platform.board.TokenRule;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/** The special build phase of 5 and 6 players, on the extension's island. */
class SpecialBuildPhaseTest {

    /** What a builder may be offered. */
    private static final Set<Action.Kind> BUILDS = EnumSet.of(
            Action.Kind.BUILD_ROAD,
            Action.Kind.BUILD_SETTLEMENT,
            Action.Kind.BUILD_CITY,
            Action.Kind.BUY_DEVELOPMENT_CARD,
            Action.Kind.BUILD_CITY_WALL,
            Action.Kind.BUILD_IMPROVEMENT,
            Action.Kind.RECRUIT_KNIGHT,
            Action.Kind.ACTIVATE_KNIGHT,
            Action.Kind.PROMOTE_KNIGHT,
            Action.Kind.END_TURN);

    private static Fixture table(Ruleset ruleset, int players) {
        return Fixture.of(ruleset, players, ExtensionMap.random(new SplittableRandom(3), TokenRule.NO_ADJACENT_RED));
    }

    @Test
    @DisplayName(
            "R-24.4.3 after a turn every other player builds in seat order from the next, then the next turn starts")
    void everyOtherPlayerBuildsInSeatOrder() {
        for (int players = 5; players <= 6; players++) {
            Game game = table(Ruleset.BASE, players).main(2).game();
            game.apply(EndTurn.INSTANCE);
            for (int k = 1; k < players; k++) {
                int builder = (2 + k) % players;
                assertEquals(Phase.SPECIAL_BUILD, game.state().turn.phase());
                assertEquals(builder, game.decider(), players + " players, builder " + k);
                assertEquals(2, game.view(builder).activePlayer(), "the turn's player stays active");
                assertTrue(game.view(builder).isSpecialBuildPhase());
                game.apply(EndTurn.INSTANCE);
            }
            assertFalse(game.view(3).isSpecialBuildPhase());
            assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(3, game.decider(), "the next player's turn begins");
            assertEquals(2, game.turn(), "one turn number for the turn and its special build phase");
        }
    }

    @Test
    @DisplayName("R-24.4.3 with 3 or 4 players the next turn starts at once")
    void noSpecialBuildPhaseForThreeOrFour() {
        for (int players = 3; players <= 4; players++) {
            Game game = Fixture.base(players).main(0).game();
            game.apply(EndTurn.INSTANCE);
            assertEquals(Phase.BEFORE_ROLL, game.state().turn.phase());
            assertEquals(1, game.decider());
        }
    }

    @Test
    @DisplayName("R-24.4.3 a builder may build and buy, but not trade, offer or play a card")
    void builderMayOnlyBuildAndBuy() {
        Fixture f = table(Ruleset.BASE, 5);
        int node = freeSpot(f.state(), 0);
        f.settlement(1, node)
                .hand(1, "4 brick, 4 lumber, 2 wool, 2 grain, 2 ore, 1 wool")
                .main(0);
        f.developmentCard(1, DevelopmentCard.KNIGHT);
        Game game = f.game();
        game.apply(EndTurn.INSTANCE);
        Decision decision = game.decision();
        MainTurn sbp = assertInstanceOf(MainTurn.class, decision);
        assertEquals(1, sbp.seat());
        assertEquals(0, sbp.offersLeft(), "no offers");
        assertTrue(sbp.tradable().isEmpty(), "nothing changes hands between players");
        for (Action option : sbp.options()) {
            assertTrue(BUILDS.contains(option.kind()), "not a build: " + option);
        }
        assertTrue(sbp.options().contains(BuyDevelopmentCard.INSTANCE));
        assertTrue(sbp.options().stream().anyMatch(a -> a instanceof BuildRoad));
        assertFalse(sbp.options().contains(PlayDevelopmentCard.knight()), "no card play (R-24.4.3)");
        assertTrue(decision.validate(new OfferTrade(Cards.parse("1 brick"), Cards.parse("1 ore")))
                .isPresent());
        // a build pays and places as in the builder's own turn
        BuildRoad road = (BuildRoad) sbp.options().stream()
                .filter(a -> a instanceof BuildRoad)
                .findFirst()
                .orElseThrow();
        game.apply(road);
        assertEquals(1, game.state().pieces.roadOwner[road.path()]);
        assertEquals(3, game.state().cards.count(1, org.knightsarena.api.cards.Card.BRICK));
        assertEquals(1, game.decider(), "the builder goes on until passing");
    }

    @Test
    @DisplayName("R-24.4.3 a player reaching the target in the special build phase wins only at their own turn")
    void noWinInTheSpecialBuildPhase() {
        Fixture f = table(Ruleset.BASE, 5);
        GameState s = f.state();
        int home = freeSpot(s, 0);
        f.settlement(1, home);
        int[] chain = twoRoadsToAFreeSpot(s, home);
        f.roads(1, home, chain[0], chain[1]);
        for (int i = 0; i < 4; i++) {
            f.city(1, freeSpot(s, 40)); // 8 points, and 1 for the settlement
        }
        f.hand(1, "1 brick, 1 lumber, 1 wool, 1 grain").main(0);
        Game game = f.game();
        assertEquals(9, game.victoryPoints(1));
        game.apply(EndTurn.INSTANCE); // seat 0's turn ends; seat 1 builds first
        game.apply(new BuildSettlement(chain[1]));
        assertEquals(10, game.victoryPoints(1));
        for (int builder = 1; builder <= 3; builder++) {
            assertFalse(game.isOver(), "no win in the special build phase, seat " + builder);
            game.apply(EndTurn.INSTANCE);
        }
        assertFalse(game.isOver());
        game.apply(EndTurn.INSTANCE); // seat 4 passes last: seat 1's own turn begins
        assertEquals(java.util.OptionalInt.of(1), game.winner(), "the points count at the builder's own turn");
        assertEquals(2, game.turn());
    }

    @Test
    @DisplayName(
            "R-24.4.4 a development card bought in the special build phase may be played in the builder's next turn")
    void cardBoughtThereServesInTheNextTurn() {
        Fixture f = table(Ruleset.BASE, 5);
        f.hand(1, "1 wool, 1 grain, 1 ore").deckTop(DevelopmentCard.KNIGHT).main(0);
        Game game = f.game();
        game.apply(EndTurn.INSTANCE);
        game.apply(BuyDevelopmentCard.INSTANCE);
        for (int k = 0; k < 4; k++) {
            game.apply(EndTurn.INSTANCE);
        }
        BeforeRoll before = assertInstanceOf(BeforeRoll.class, game.decision());
        assertEquals(1, before.seat());
        assertTrue(
                before.options().contains(PlayDevelopmentCard.knight()),
                before.options().toString());
    }

    @Test
    @DisplayName(
            "R-24.4.3 with Cities & Knights a builder may recruit a knight but not move one nor play progress cards")
    void citiesAndKnightsBuilderRecruitsButDoesNotAct() {
        Fixture f = table(Ruleset.CITIES_AND_KNIGHTS, 6);
        GameState s = f.state();
        int[] chain = cityWithTwoRoads(f, 1);
        f.knight(1, chain[0], 1, true).hand(1, "2 wool, 2 ore, 2 grain").main(0);
        Game game = f.game();
        game.apply(EndTurn.INSTANCE);
        MainTurn sbp = assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(1, sbp.seat());
        List<Action> options = sbp.options();
        for (Action option : options) {
            assertTrue(BUILDS.contains(option.kind()), "not a build: " + option);
        }
        assertTrue(options.contains(new RecruitKnight(chain[1])), options.toString());
        game.apply(new RecruitKnight(chain[1]));
        assertEquals(1, s.knights.owner[chain[1]]);
    }

    @Test
    @DisplayName("R-24.4.4 a knight activated in the special build phase may act in the builder's next turn")
    void knightActivatedThereActsInTheNextTurn() {
        Fixture f = table(Ruleset.CITIES_AND_KNIGHTS, 5);
        int[] chain = cityWithTwoRoads(f, 1);
        f.knight(1, chain[0], 1, false).hand(1, "1 grain").main(0);
        Game game = f.game();
        game.apply(EndTurn.INSTANCE);
        assertTrue(game.decision().validate(new MoveKnight(chain[0], chain[1])).isPresent(), "no knight action there");
        game.apply(new ActivateKnight(chain[0]));
        for (int k = 0; k < 4; k++) {
            game.apply(EndTurn.INSTANCE); // seat 1 passes, then seats 2 to 4
        }
        assertEquals(1, game.decider());
        f.dice(2, 3).eventDie(EventDie.POLITICS_GATE);
        game.apply(RollDice.INSTANCE);
        MainTurn main = assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(1, main.seat());
        assertTrue(
                main.options().contains(new MoveKnight(chain[0], chain[1])),
                main.options().toString());
    }

    /** Builds a city of {@code seat} with two roads from it; @return {b, c}, the roads' far ends, c free */
    private static int[] cityWithTwoRoads(Fixture f, int seat) {
        int home = freeSpot(f.state(), 0);
        f.city(seat, home);
        int[] chain = twoRoadsToAFreeSpot(f.state(), home);
        f.roads(seat, home, chain[0], chain[1]);
        return chain;
    }

    /** @return the first intersection from {@code from} on where a settlement may stand and no knight does */
    private static int freeSpot(GameState s, int from) {
        for (int node = from; node < s.topology.intersectionCount(); node++) {
            boolean knight = s.knights.owner.length > 0 && s.knights.owner[node] >= 0;
            if (Building.isFreeSpot(s, node) && !knight) {
                return node;
            }
        }
        throw new AssertionError("no free spot");
    }

    /** @return {b, c}: a path of two roads from {@code home} to a free spot c */
    private static int[] twoRoadsToAFreeSpot(GameState s, int home) {
        Topology t = s.topology;
        for (int i = 0; i < t.neighbourCount(home); i++) {
            int b = t.neighbour(home, i);
            for (int j = 0; j < t.neighbourCount(b); j++) {
                int c = t.neighbour(b, j);
                if (c != home && Building.isFreeSpot(s, c)) {
                    return new int[] {b, c};
                }
            }
        }
        throw new AssertionError("no free spot two roads from " + home);
    }
}
