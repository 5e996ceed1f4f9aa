package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.path;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.DevelopmentCardBought;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DevelopmentCardPlayed;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.LargestArmyTaken;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.api.event.TurnCapReached;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Pieces;

/** RULES.md §16 as the base game applies it, and the turn cap. */
class VictoryRulesTest {

    private static final String SETTLEMENT_COST = "1 brick, 1 lumber, 1 wool, 1 grain";

    /** Asserts the game is over with this winner and nothing more can be decided. */
    private static void assertWonBy(Game game, int seat) {
        assertTrue(game.isOver());
        assertEquals(OptionalInt.of(seat), game.winner());
        IllegalStateException e = assertThrows(IllegalStateException.class, game::decision);
        assertEquals("the game is over", e.getMessage());
        assertEquals(Optional.of("the game is over"), game.check(EndTurn.INSTANCE));
        assertThrows(IllegalArgumentException.class, () -> game.apply(EndTurn.INSTANCE));
        assertEquals(MatchResult.Ending.WON, game.result().ending());
        assertEquals(OptionalInt.of(seat), game.result().winner());
    }

    /**
     * Seat 0 with 9 points (cities at 11, 20, 22, 31 and a settlement at 13) and a road 13-9-5
     * towards a free spot at 5; it is seat 0's turn after the roll.
     */
    private static Fixture seatZeroAtNine() {
        Fixture f =
                Fixture.base(4).city(0, 11).city(0, 20).city(0, 22).city(0, 31).settlement(0, 13);
        f.roads(0, 13, 9, 5);
        assertEquals(9, f.game().victoryPoints(0));
        return f.main(0);
    }

    @Nested
    @DisplayName("R-21.9 points: settlement 1, city 2, Longest Road 2, Largest Army 2, victory point card 1")
    class PointSources {

        @Test
        @DisplayName("R-21.9 the base target is 10")
        void baseTargetIsTen() {
            assertEquals(10, GameOptions.standard(Ruleset.BASE, 4).pointsToWin());
            assertEquals(10, GameOptions.standard(Ruleset.BASE, 3).pointsToWin());
            assertEquals(10, Fixture.base(4).game().view(2).pointsToWin());
        }

        @Test
        @DisplayName("R-21.9 a settlement is 1 point, upgrading it to a city makes 2")
        void settlementOneCityTwo() {
            Fixture f = Fixture.base(4).settlement(0, 0).settlement(0, 10);
            f.road(0, path(0, 3)).road(0, path(10, 15));
            Game game = f.hand(0, "3 ore, 2 grain").main(0).game();
            assertEquals(2, game.victoryPoints(0));
            game.apply(new BuildCity(10));
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(1).victoryPoints(0));
            assertEquals(0, game.victoryPoints(1));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-21.9 Longest Road is 2 points")
        void longestRoadTwo() {
            Fixture f = Fixture.base(4).settlement(0, 0).roads(0, 0, 3, 7, 11, 16);
            assertEquals(1, f.game().victoryPoints(0));
            f.roads(0, 16, 21);
            assertEquals(0, f.state().points.longestRoad);
            assertEquals(3, f.game().victoryPoints(0));
            assertEquals(3, f.game().view(3).victoryPoints(0));
        }

        @Test
        @DisplayName("R-21.9 Largest Army is 2 points, from the third played knight")
        void largestArmyTwo() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 0)
                    .road(0, path(0, 3))
                    .knightsPlayed(0, 2)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .beforeRoll(0);
            Game game = f.game();
            assertEquals(
                    List.of(new DevelopmentCardPlayed(0, DevelopmentCard.KNIGHT), new LargestArmyTaken(0, 3)),
                    eventsOf(game, PlayDevelopmentCard.knight()));
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(1).victoryPoints(0));
            assertEquals(OptionalInt.of(0), game.view(1).largestArmyHolder());
        }

        @Test
        @DisplayName("R-21.9 a victory point card is 1 hidden point: in game.victoryPoints and the owner's view, "
                + "not in an opponent's view")
        void victoryPointCardIsOneHiddenPoint() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 0)
                    .developmentCard(0, DevelopmentCard.VICTORY_POINT)
                    .developmentCard(0, DevelopmentCard.VICTORY_POINT);
            Game game = f.game();
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(0).victoryPoints(0));
            assertEquals(1, game.view(1).victoryPoints(0));
            assertEquals(1, game.view(2).victoryPoints(0));
            assertEquals(1, game.view(3).victoryPoints(0));
        }

        @Test
        @DisplayName("R-21.9 all sources add up: settlement + city + Longest Road + Largest Army + card = 8")
        void allSourcesAddUp() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 0)
                    .city(0, 27)
                    .roads(0, 0, 3, 7, 11, 16, 21)
                    .knightsPlayed(0, 2)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .developmentCard(0, DevelopmentCard.VICTORY_POINT)
                    .beforeRoll(0);
            Game game = f.game();
            game.apply(PlayDevelopmentCard.knight());
            assertEquals(8, game.victoryPoints(0));
            assertEquals(7, game.view(1).victoryPoints(0));
            assertFalse(game.isOver());
        }
    }

    @Nested
    @DisplayName("R-16.2 a player wins only during their own turn, at the first moment they reach 10")
    class OwnTurn {

        @Test
        @DisplayName(
                "R-16.2 building the 10th point ends the game at once: GameWon is the last event, no decision follows")
        void tenthPointByBuildingWinsAtOnce() {
            Fixture f = seatZeroAtNine().hand(0, SETTLEMENT_COST);
            Game game = f.game();
            assertEquals(
                    List.of(new Built(0, Piece.SETTLEMENT, 5), new GameWon(0, List.of(10, 0, 0, 0))),
                    eventsOf(game, new BuildSettlement(5)));
            assertWonBy(game, 0);
            assertEquals(List.of(10, 0, 0, 0), game.result().points());
            assertEquals(List.of(1, 2, 2, 2), game.result().places());
            assertEquals(1, game.result().turns());
        }

        @Test
        @DisplayName("R-16.2 nine points are not enough: the game goes on")
        void ninePointsDoNotWin() {
            Fixture f = Fixture.base(4).city(0, 11).city(0, 20).city(0, 22).city(0, 31);
            f.roads(0, 31, 25, 19);
            Game game = f.hand(0, SETTLEMENT_COST).main(0).game();
            game.apply(new BuildSettlement(19));
            assertEquals(9, game.victoryPoints(0));
            assertFalse(game.isOver());
            assertInstanceOf(MainTurn.class, game.decision());
            assertThrows(IllegalStateException.class, game::result);
        }

        @Test
        @DisplayName("R-16.2 the road that takes Longest Road as the 10th point wins at once")
        void longestRoadAsTenthPointWins() {
            Fixture f = Fixture.base(4).city(0, 20).city(0, 22).city(0, 31).city(0, 0);
            f.roads(0, 0, 3, 7, 11, 16);
            Game game = f.hand(0, "1 brick, 1 lumber").main(0).game();
            assertEquals(8, game.victoryPoints(0));
            assertEquals(
                    List.of(
                            new Built(0, Piece.ROAD, path(16, 21)),
                            new LongestRoadTaken(0, 5),
                            new GameWon(0, List.of(10, 0, 0, 0))),
                    eventsOf(game, new BuildRoad(path(16, 21))));
            assertWonBy(game, 0);
        }

        @Test
        @DisplayName("R-16.2 / R-21.5 a victory point card bought as the 10th point wins at once")
        void boughtVictoryPointCardWinsAtOnce() {
            Game game = seatZeroAtNine()
                    .hand(0, "1 wool, 1 grain, 1 ore")
                    .deckTop(DevelopmentCard.VICTORY_POINT)
                    .game();
            assertEquals(
                    List.of(
                            new DevelopmentCardBought(0),
                            new DevelopmentCardDrawn(0, DevelopmentCard.VICTORY_POINT),
                            new GameWon(0, List.of(10, 0, 0, 0))),
                    eventsOf(game, BuyDevelopmentCard.INSTANCE));
            assertWonBy(game, 0);
        }

        @Test
        @DisplayName(
                "R-16.2 Largest Army taken before the roll as the 10th point wins at once, before the robber moves")
        void largestArmyBeforeTheRollWinsAtOnce() {
            Fixture f = Fixture.base(4)
                    .city(0, 11)
                    .city(0, 20)
                    .city(0, 22)
                    .city(0, 31)
                    .knightsPlayed(0, 2)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .beforeRoll(0);
            Game game = f.game();
            assertEquals(
                    List.of(
                            new DevelopmentCardPlayed(0, DevelopmentCard.KNIGHT),
                            new LargestArmyTaken(0, 3),
                            new GameWon(0, List.of(10, 0, 0, 0))),
                    eventsOf(game, PlayDevelopmentCard.knight()));
            assertWonBy(game, 0);
            assertTrue(game.events().stream().noneMatch(e -> e instanceof DiceRolled));
        }

        @Test
        @DisplayName("R-16.4 hidden victory point cards count: 9 public + 1 card reach 10 and win")
        void hiddenCardsCountTowardsTheWin() {
            Fixture f = Fixture.base(4)
                    .city(0, 11)
                    .city(0, 20)
                    .city(0, 22)
                    .city(0, 31)
                    .developmentCard(0, DevelopmentCard.VICTORY_POINT);
            f.roads(0, 31, 25, 19);
            Game game = f.hand(0, SETTLEMENT_COST).main(0).game();
            assertEquals(9, game.victoryPoints(0));
            assertEquals(8, game.view(1).victoryPoints(0));
            game.apply(new BuildSettlement(19));
            assertEquals(
                    new GameWon(0, List.of(10, 0, 0, 0)),
                    game.events().get(game.events().size() - 1));
            assertWonBy(game, 0);
        }
    }

    @Nested
    @DisplayName("R-16.3 / R-16.4 points reached on another player's turn")
    class OtherTurn {

        /**
         * Seat 1 holds Longest Road with seven roads across the top (0-4-1-5-2-6-10-15); seat 2 has
         * 8 points in cities and six roads (27 .. 40); seat 0, to move, can settle at 5 and cut
         * seat 1's road into 3 + 4, which hands the card to seat 2.
         */
        private Fixture roadBreak(boolean seatZeroAtNine) {
            Fixture f = seatZeroAtNine
                    ? seatZeroAtNine()
                    : Fixture.base(4).settlement(0, 13).roads(0, 13, 9, 5);
            f.settlement(1, 0);
            f.roads(1, 0, 4, 1, 5, 2, 6, 10, 15);
            f.city(2, 27).city(2, 44).city(2, 46).city(2, 53);
            f.roads(2, 27, 33, 28, 34, 29, 35, 40);
            assertEquals(1, f.state().points.longestRoad);
            return f.hand(0, SETTLEMENT_COST + ", 4 brick").main(0);
        }

        @Test
        @DisplayName("R-16.3 a player pushed to 10 by Longest Road on another's turn does not win then, "
                + "but at the start of their own next turn, before rolling")
        void pushedToTenWinsAtTheStartOfTheirOwnTurn() {
            Fixture f = roadBreak(false).dice(2, 3);
            Game game = f.game();
            assertEquals(
                    List.of(new Built(0, Piece.SETTLEMENT, 5), new LongestRoadTaken(2, 6)),
                    eventsOf(game, new BuildSettlement(5)));
            assertEquals(10, game.victoryPoints(2));
            assertFalse(game.isOver());
            assertEquals(OptionalInt.empty(), game.winner());
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(0, game.decision().seat());

            // more of seat 0's turn, then all of seat 1's: seat 2 still has not won
            game.apply(new TradeWithBank(Card.BRICK, Card.ORE));
            assertFalse(game.isOver());
            game.apply(EndTurn.INSTANCE);
            assertFalse(game.isOver());
            assertEquals(1, game.decider());
            game.apply(RollDice.INSTANCE);
            assertFalse(game.isOver());

            assertEquals(
                    List.of(new TurnStarted(3, 2), new GameWon(2, List.of(2, 1, 10, 0))),
                    eventsOf(game, EndTurn.INSTANCE));
            assertWonBy(game, 2);
            assertEquals(3, game.turn());
            assertEquals(List.of(2, 3, 1, 4), game.result().places());
        }

        @Test
        @DisplayName(
                "R-16.3 a player pushed to 10 on another's turn who is back below 10 when their turn starts does not win")
        void pushedToTenButBackBelowDoesNotWin() {
            Fixture f = roadBreak(false).dice(2, 3);
            Game game = f.game();
            game.apply(new BuildSettlement(5));
            assertEquals(10, game.victoryPoints(2));
            game.apply(EndTurn.INSTANCE);
            f.hand(1, "3 brick, 3 lumber");
            game.apply(RollDice.INSTANCE);
            game.apply(new BuildRoad(path(15, 20)));
            game.apply(new BuildRoad(path(20, 26)));
            // seat 1: 5-2-6-10-15-20-26-32 is 7 > 6
            assertEquals(
                    List.of(new Built(1, Piece.ROAD, path(26, 32)), new LongestRoadTaken(1, 7)),
                    eventsOf(game, new BuildRoad(path(26, 32))));
            assertEquals(8, game.victoryPoints(2));
            assertEquals(List.of(new TurnStarted(3, 2)), eventsOf(game, EndTurn.INSTANCE));
            assertFalse(game.isOver());
            assertEquals(2, game.decision().seat());
            assertInstanceOf(BeforeRoll.class, game.decision());
        }

        @Test
        @DisplayName("R-16.4 only the active player can win: seat 0 reaches 10 while seat 2 is pushed to 11 by "
                + "the same settlement; seat 0 wins")
        void onlyTheActivePlayerWins() {
            Fixture f = roadBreak(true);
            f.settlement(2, 24);
            Game game = f.game();
            assertEquals(9, game.victoryPoints(2));
            assertEquals(
                    List.of(
                            new Built(0, Piece.SETTLEMENT, 5),
                            new LongestRoadTaken(2, 6),
                            new GameWon(0, List.of(10, 1, 11, 0))),
                    eventsOf(game, new BuildSettlement(5)));
            assertWonBy(game, 0);
            assertEquals(List.of(10, 1, 11, 0), game.result().points());
        }

        @Test
        @DisplayName("R-16.4 the winner is placed first even when another seat has more points")
        void winnerIsPlacedFirstEvenWithFewerPoints() {
            Fixture f = roadBreak(true);
            f.settlement(2, 24);
            Game game = f.game();
            game.apply(new BuildSettlement(5));
            assertEquals(OptionalInt.of(0), game.winner());
            MatchResult r = game.result();
            assertEquals(List.of(10, 1, 11, 0), r.points());
            assertEquals(List.of(1, 3, 2, 4), r.places());
        }
    }

    @Nested
    @DisplayName("R-22.1 the turn cap ends the game without a winner")
    class TurnCap {

        private Game cappedGame(int cap) {
            Game game = Game.create(
                    GameOptions.standard(Ruleset.BASE, 4).withTurnCap(cap).withMap(GameOptions.MapChoice.BEGINNER), 7);
            while (game.turn() == 0) {
                game.apply(game.decision().options().get(0));
            }
            return game;
        }

        private int settlementOf(Game game, int seat) {
            GameState s = game.state();
            for (int node = 0; node < s.topology.intersectionCount(); node++) {
                if (s.pieces.buildingOwner[node] == seat && s.pieces.buildingKind[node] == Pieces.SETTLEMENT) {
                    return node;
                }
            }
            throw new AssertionError("seat " + seat + " has no settlement");
        }

        @Test
        @DisplayName("R-22.1 after the last turn of a cap of 3 the game ends: TurnCapReached, no winner, "
                + "places by points with ties sharing a place")
        void turnCapEndsWithoutAWinner() {
            Game game = cappedGame(3);
            assertEquals(1, game.turn());
            for (int seat = 0; seat < 3; seat++) {
                assertEquals(seat, game.decider());
                game.forceDice(1, 1);
                game.apply(RollDice.INSTANCE);
                if (seat != 1) {
                    game.state().cards.receive(seat, Cards.parse("3 ore, 2 grain"));
                    game.apply(new BuildCity(settlementOf(game, seat)));
                }
                assertFalse(game.isOver());
                assertThrows(IllegalStateException.class, game::result);
                List<GameEvent> events = eventsOf(game, EndTurn.INSTANCE);
                if (seat < 2) {
                    assertEquals(List.of(new TurnStarted(seat + 2, seat + 1)), events);
                } else {
                    assertEquals(List.of(new TurnCapReached(3, List.of(3, 2, 3, 2))), events);
                }
            }
            assertTrue(game.isOver());
            assertEquals(OptionalInt.empty(), game.winner());
            assertEquals(3, game.turn());
            assertThrows(IllegalStateException.class, game::decision);
            MatchResult r = game.result();
            assertEquals(MatchResult.Ending.TURN_CAP, r.ending());
            assertEquals(OptionalInt.empty(), r.winner());
            assertEquals(List.of(3, 2, 3, 2), r.points());
            assertEquals(List.of(1, 3, 1, 3), r.places());
            assertEquals(3, r.turns());
        }

        @Test
        @DisplayName("R-22.1 equal points at the cap share first place")
        void equalPointsShareFirstPlace() {
            Game game = cappedGame(2);
            for (int seat = 0; seat < 2; seat++) {
                game.forceDice(1, 1);
                game.apply(RollDice.INSTANCE);
                game.apply(EndTurn.INSTANCE);
            }
            assertTrue(game.isOver());
            assertEquals(
                    new TurnCapReached(2, List.of(2, 2, 2, 2)),
                    game.events().get(game.events().size() - 1));
            assertEquals(List.of(1, 1, 1, 1), game.result().places());
            assertEquals(MatchResult.Ending.TURN_CAP, game.result().ending());
        }

        @Test
        @DisplayName(
                "R-22.1 random play with a cap of 3 ends at turn 3 with TurnCapReached holding every seat's points")
        void randomPlayStopsAtTheCap() {
            for (long seed = 0; seed < 20; seed++) {
                Game game = RandomPlay.play(
                        GameOptions.standard(Ruleset.BASE, 3 + (int) (seed % 2)).withTurnCap(3),
                        seed,
                        new Random(seed));
                assertEquals(3, game.turn(), "seed " + seed);
                assertEquals(OptionalInt.empty(), game.winner(), "seed " + seed);
                List<Integer> points = new ArrayList<>();
                for (int p = 0; p < game.options().playerCount(); p++) {
                    points.add(game.victoryPoints(p));
                }
                GameEvent last = game.events().get(game.events().size() - 1);
                assertEquals(new TurnCapReached(3, points), last, "seed " + seed);
                assertEquals(points, game.result().points());
                long turnsStarted = game.events().stream()
                        .filter(e -> e instanceof TurnStarted)
                        .count();
                assertEquals(3, turnsStarted, "seed " + seed);
                Invariants.check(game);
            }
        }
    }
}
