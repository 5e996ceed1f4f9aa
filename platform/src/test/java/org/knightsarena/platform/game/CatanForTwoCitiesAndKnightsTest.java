package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;
import static org.knightsarena.platform.game.CkRollTest.roll;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildNeutralKnight;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.DisplaceKnight;
import org.knightsarena.api.action.ForceTrade;
import org.knightsarena.api.action.ForceTradeWithCommodities;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.PlayAlchemist;
import org.knightsarena.api.action.PlayDeserter;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.PromoteNeutralKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.BuildNeutral;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceDeserterKnight;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.EventDieRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.TradeTokensChanged;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.TwoPlayerTable;
import org.knightsarena.platform.position.Positions;

/**
 * Catan for Two with Cities &amp; Knights (docs/rules/variants.md#R-17.3), on the beginner map: the
 * neutral colours 2 and 3 begin on intersections 9 and 44. Seat 0 plays along a chain of
 * intersections away from both.
 */
class CatanForTwoCitiesAndKnightsTest {

    /** Seat 0's chain of intersections, away from both neutral settlements. */
    private static final int[] HOME = CatanForTwoRulesTest.FAR_CHAIN;
    /** An intersection next to neutral 2's settlement on 9. */
    private static final int NEAR_NINE =
            BaseBoardQueries.neighbours(9).iterator().next();

    /** Seat 0 with a settlement on HOME[0] and roads to HOME[3], in its main phase. */
    private static Fixture home() {
        return Fixture.ck(2).settlement(0, HOME[0]).roads(0, HOME[0], HOME[1], HOME[2], HOME[3]);
    }

    @Test
    @DisplayName("R-17.3.1 a recruited knight forces a neutral basic knight where a neutral's roads reach, else a road")
    void aKnightForcesANeutralKnightOrRoad() {
        Game noRoads = home().hand(0, "1 wool, 1 ore").main(0).game();
        noRoads.apply(new RecruitKnight(HOME[1]));
        BuildNeutral roads = assertInstanceOf(BuildNeutral.class, noRoads.decision());
        assertFalse(roads.options().isEmpty());
        assertTrue(
                roads.options().stream().allMatch(a -> a instanceof BuildNeutralRoad),
                "no neutral road reaches a spot: a neutral road, never a settlement " + roads.options());

        Game game = home().road(2, BaseBoardQueries.path(9, NEAR_NINE))
                .hand(0, "1 wool, 1 ore")
                .main(0)
                .game();
        game.apply(new RecruitKnight(HOME[1]));
        BuildNeutral knights = assertInstanceOf(BuildNeutral.class, game.decision());
        assertEquals(List.of(new BuildNeutralKnight(2, NEAR_NINE)), knights.options(), "9 holds the settlement");
        game.apply(new BuildNeutralKnight(2, NEAR_NINE));
        GameState s = game.state();
        assertEquals(2, s.knights.owner[NEAR_NINE]);
        assertEquals(1, s.knights.strength[NEAR_NINE], "the same strength as the knight placed: basic");
        assertFalse(s.knights.isActive(NEAR_NINE));
        assertEquals(1, s.knights.left[2 * 3], "one of the neutral's two basic knights is on the board");
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(2, game.view(1).board().knightOwner(NEAR_NINE), "the view shows the neutral's knight");
    }

    @Test
    @DisplayName("R-17.3.2 neutral knights are never active and never defend against the barbarians")
    void neutralKnightsNeverDefend() {
        Fixture f = Fixture.ck(2)
                .city(0, HOME[0])
                .road(2, BaseBoardQueries.path(9, NEAR_NINE))
                .knight(2, NEAR_NINE, 2, false);
        f.barbarians(6);
        List<GameEvent> events = roll(f, 1, 1, EventDie.SHIP);
        BarbariansAttacked attack = events.stream()
                .filter(e -> e instanceof BarbariansAttacked)
                .map(e -> (BarbariansAttacked) e)
                .findFirst()
                .orElseThrow();
        assertEquals(1, attack.strength(), "one city on the island");
        assertEquals(0, attack.defence(), "the neutral's strong knight does not defend");
        assertEquals(List.of(0, 0), attack.contributions(), "the two players only");
        MainTurn main = assertInstanceOf(MainTurn.class, advanceToMain(f.game()));
        assertTrue(main.options().stream().noneMatch(a -> a.equals(new ActivateKnight(NEAR_NINE))));
    }

    @Test
    @DisplayName(
            "R-17.3.3 a promotion forces a neutral basic knight's promotion to strong; a strong one goes no higher")
    void aPromotionForcesANeutralPromotion() {
        Game game = home().road(2, BaseBoardQueries.path(9, NEAR_NINE))
                .knight(2, NEAR_NINE, 1, false)
                .knight(0, HOME[1], 1, false)
                .knight(0, HOME[2], 2, false)
                .level(0, Track.POLITICS, 3)
                .hand(0, "2 wool, 2 ore")
                .main(0)
                .game();
        game.apply(new PromoteKnight(HOME[1]));
        BuildNeutral promotion = assertInstanceOf(BuildNeutral.class, game.decision());
        assertEquals(List.of(new PromoteNeutralKnight(2, NEAR_NINE)), promotion.options());
        game.apply(new PromoteNeutralKnight(2, NEAR_NINE));
        GameState s = game.state();
        assertEquals(2, s.knights.strength[NEAR_NINE]);
        assertFalse(s.knights.isActive(NEAR_NINE), "still inactive");
        assertEquals(List.of(2, 1, 2), List.of(s.knights.left[6], s.knights.left[7], s.knights.left[8]));

        game.apply(new PromoteKnight(HOME[2]));
        assertEquals(3, s.knights.strength[HOME[2]], "the Fortress lets seat 0 promote to mighty");
        assertInstanceOf(MainTurn.class, game.decision(), "no neutral basic knight is left: nothing happens");
    }

    @Test
    @DisplayName("R-17.3.4 cities, walls and activations have no neutral counterpart")
    void citiesWallsAndActivationsForceNothing() {
        Game game = home().knight(0, HOME[1], 1, false)
                .hand(0, "3 grain, 3 ore, 2 brick")
                .main(0)
                .game();
        for (Action action : List.of(new BuildCity(HOME[0]), new BuildCityWall(HOME[0]), new ActivateKnight(HOME[1]))) {
            game.apply(action);
            assertInstanceOf(MainTurn.class, game.decision(), "nothing owed after " + action);
        }
        assertEquals(Phase.MAIN, game.state().turn.phase());
    }

    @Test
    @DisplayName(
            "R-17.3.5 both rolls carry the event die; a repeated total re-rolls only the production dice; Alchemist ruling")
    void bothRollsCarryTheEventDie() {
        Fixture f = Fixture.ck(2).progress(0, ProgressCard.ALCHEMIST);
        Game game = f.dice(3, 3)
                .eventDie(EventDie.SHIP)
                .dice(2, 4)
                .dice(1, 3)
                .eventDie(EventDie.SHIP)
                .game();
        assertEquals(36 + 1, game.decision().options().size(), "the roll and every Alchemist pair");
        game.apply(RollDice.INSTANCE);
        BeforeRoll second = assertInstanceOf(BeforeRoll.class, game.decision(), "the second roll is owed");
        assertEquals(31 + 1, second.options().size(), "no Alchemist pair of the first roll's total 6");
        assertTrue(second.options().stream().noneMatch(a -> a instanceof PlayAlchemist p && p.yellow() + p.red() == 6));
        game.apply(RollDice.INSTANCE);
        List<GameEvent> events = game.events();
        assertEquals(
                List.of(new DiceRolled(0, 3, 3), new DiceRolled(0, 1, 3)),
                events.stream().filter(e -> e instanceof DiceRolled).toList(),
                "the second 6 was rolled again");
        assertEquals(2, events.stream().filter(e -> e instanceof EventDieRolled).count(), "one event die a roll");
        assertEquals(2, game.state().barbarians.position(), "two ships in one turn");
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-17.3.6 the plain forced trade takes and gives resources only; with commodities it costs twice")
    void forcedTradesWithAndWithoutCommodities() {
        Game plain = Fixture.ck(2).hand(1, "2 paper, 1 brick, 1 ore").main(0).game();
        MainTurn main = assertInstanceOf(MainTurn.class, plain.decision());
        assertTrue(main.options().contains(ForceTrade.INSTANCE));
        assertTrue(main.options().contains(ForceTradeWithCommodities.INSTANCE));
        plain.apply(ForceTrade.INSTANCE);
        GameState s = plain.state();
        assertEquals(Cards.parse("2 paper"), s.cards.handOf(1), "the two resources were taken, no commodity");
        assertEquals(TwoPlayerTable.STARTING_TOKENS - 2, s.twoPlayer.tokens(0), "2: not behind on points");
        ChooseGift gift = assertInstanceOf(ChooseGift.class, plain.decision());
        assertEquals(Cards.parse("1 brick, 1 ore"), gift.hand(), "gives back resources");
        plain.apply(new GiveCards(Cards.parse("1 brick, 1 ore")));
        MainTurn after = assertInstanceOf(MainTurn.class, plain.decision());
        assertFalse(after.options().contains(ForceTradeWithCommodities.INSTANCE), "one forced trade a turn");

        Game dear = Fixture.ck(2)
                .hand(1, "2 paper, 1 brick")
                .hand(0, "1 cloth")
                .main(0)
                .game();
        MainTurn offer = assertInstanceOf(MainTurn.class, dear.decision());
        assertFalse(offer.options().contains(ForceTrade.INSTANCE), "one resource is not enough for the plain trade");
        dear.apply(ForceTradeWithCommodities.INSTANCE);
        assertEquals(TwoPlayerTable.STARTING_TOKENS - 4, dear.state().twoPlayer.tokens(0), "twice the cost");
        assertTrue(dear.events().contains(new TradeTokensChanged(0, -4, 1)));
        assertEquals(1, dear.state().cards.handSize(1));
        ChooseGift any = assertInstanceOf(ChooseGift.class, dear.decision());
        assertEquals(3, any.hand().total(), "may give back any card, the cloth included");
        assertEquals(1, any.hand().cloth());
    }

    @Test
    @DisplayName("R-17.3.6 a Deserter aimed at a neutral colour takes away its weakest knight")
    void deserterOnANeutral() {
        int other = BaseBoardQueries.neighbours(NEAR_NINE).stream()
                .filter(n -> n != 9)
                .findFirst()
                .orElseThrow();
        Game game = home().roads(2, 9, NEAR_NINE, other)
                .knight(2, NEAR_NINE, 2, false)
                .knight(2, other, 1, false)
                .progress(0, ProgressCard.DESERTER)
                .main(0)
                .game();
        MainTurn main = assertInstanceOf(MainTurn.class, game.decision());
        assertTrue(main.options().contains(new PlayDeserter(2)), main.options().toString());
        game.apply(new PlayDeserter(2));
        GameState s = game.state();
        assertEquals(BoardView.NOBODY, s.knights.owner[other], "the basic knight is taken away");
        assertEquals(2, s.knights.owner[NEAR_NINE], "the strong one stays");
        assertEquals(2, s.knights.left[2 * 3], "back in the neutral's supply");
        PlaceDeserterKnight place = assertInstanceOf(PlaceDeserterKnight.class, game.decision());
        assertEquals(0, place.seat());
        assertEquals(1, place.strength(), "the player places a knight of the same strength");
    }

    @Test
    @DisplayName("R-17.3.2 ruling: a displaced neutral knight goes back to its supply; no one places it")
    void aDisplacedNeutralKnightLeavesTheBoard() {
        Game game = home().knight(0, HOME[1], 2, true)
                .knight(2, HOME[3], 1, false)
                .main(0)
                .game();
        game.apply(new DisplaceKnight(HOME[1], HOME[3]));
        GameState s = game.state();
        assertEquals(0, s.knights.owner[HOME[3]]);
        assertEquals(2, s.knights.left[2 * 3], "the neutral's basic knight is back in supply");
        assertInstanceOf(MainTurn.class, game.decision(), "no decision owed by a neutral");
    }

    @Test
    @DisplayName("R-24.2.4 with Cities & Knights a reward for defending Catan earns a trade token")
    void defendingEarnsAToken() {
        Fixture f = Fixture.ck(2).city(0, HOME[0]).roads(0, HOME[0], HOME[1]).knight(0, HOME[1], 1, true);
        f.barbarians(6);
        List<GameEvent> events = roll(f, 1, 1, EventDie.SHIP);
        assertTrue(
                events.contains(new TradeTokensChanged(0, 1, TwoPlayerTable.STARTING_TOKENS + 1)), events.toString());
    }

    @Test
    @DisplayName("R-17.3 positions with neutral knights read back to the same text and play on the same")
    void positionsWithNeutralKnightsRoundTrip() {
        int written = 0;
        for (long seed = 1; seed <= 30 && written < 3; seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 2), seed);
            RandomPlay.steps(game, new Random(seed), 600);
            if (game.isOver() || !hasNeutralKnight(game.state())) {
                continue;
            }
            written++;
            String position = Positions.write(game);
            Game loaded = Positions.read(position);
            assertEquals(position, Positions.write(loaded), "seed " + seed);
            assertEquals(game.state().knights, loaded.state().knights);
            int before = game.events().size();
            RandomPlay.steps(game, new Random(seed * 7), 200);
            RandomPlay.steps(loaded, new Random(seed * 7), 200);
            assertSameItems(game.events().subList(before, game.events().size()), loaded.events(), "played on");
        }
        assertTrue(written > 0, "some game had a neutral knight to save");
    }

    private static boolean hasNeutralKnight(GameState s) {
        for (int node = 0; node < s.knights.owner.length; node++) {
            if (s.knights.owner[node] >= s.players) {
                return true;
            }
        }
        return false;
    }

    /** Answers the second roll and any decisions owed with their defaults until the main phase. */
    private static Object advanceToMain(Game game) {
        while (!(game.decision() instanceof MainTurn)) {
            game.apply(game.decision().defaultAnswer());
        }
        return game.decision();
    }
}
