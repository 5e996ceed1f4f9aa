package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.path;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.state.Pieces;

/**
 * RULES.md §15 (Longest Road) in the base game, on the beginner map. Road chains are laid
 * along explicit intersection paths; see {@link Fixture#roads}.
 */
class RoadRulesTest {

    /** Seat 0's seven-road chain across the top of the island. */
    private static final int[] TOP_SEVEN = {0, 4, 1, 5, 2, 6, 10, 15};
    /** The first five roads of {@link #TOP_SEVEN}. */
    private static final int[] TOP_FIVE = {0, 4, 1, 5, 2, 6};

    private static final String ROAD_COST = "1 brick, 1 lumber";
    private static final String SETTLEMENT_COST = "1 brick, 1 lumber, 1 wool, 1 grain";

    /** Seat 0's chain from its settlement at 0: {@link #seatZeroRoad} lays its first roads. */
    private static final int[] FROM_ZERO = {0, 3, 7, 11, 16, 21, 27};

    /** Seat 0 with a settlement at 0 and {@code roads} roads (1 to 6) along {@link #FROM_ZERO}. */
    private static Fixture seatZeroRoad(int roads) {
        return Fixture.base(4).settlement(0, 0).roads(0, Arrays.copyOf(FROM_ZERO, roads + 1));
    }

    private static int length(Fixture f, int seat) {
        return LongestRoad.length(f.state(), seat);
    }

    @Nested
    @DisplayName("R-15.1 road length is the longest trail")
    class Length {

        @Test
        @DisplayName("R-15.1 a straight chain of 5 roads has length 5")
        void straightChainCountsEveryRoad() {
            Fixture f = seatZeroRoad(5);
            assertEquals(5, length(f, 0));
            assertEquals(5, f.game().view(1).roadLength(0));
        }

        @Test
        @DisplayName("R-15.1 branches do not add: three arms of 2, 2 and 3 give 5")
        void branchesDoNotAdd() {
            Fixture f = Fixture.base(4).settlement(0, 12);
            f.roads(0, 12, 7, 3);
            f.roads(0, 12, 8, 4);
            f.roads(0, 12, 17, 22, 28);
            assertEquals(7, Pieces.ROADS - f.state().pieces.roadsLeft[0]);
            assertEquals(5, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 a closed loop of 6 roads counts 6")
        void closedLoopOfSixCountsSix() {
            Fixture f = Fixture.base(4).settlement(0, 18).roads(0, 18, 24, 30, 35, 29, 23, 18);
            assertEquals(6, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 a loop of 6 with a tail of 1 counts 7: an intersection may be passed twice, a road never")
        void loopWithTailCountsSeven() {
            Fixture f = Fixture.base(4).settlement(0, 13).roads(0, 13, 18, 24, 30, 35, 29, 23, 18);
            assertEquals(7, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 two loops sharing a road form one trail through all 11 roads")
        void twoLoopsSharingARoad() {
            // hexes 9 and 4 share the road 18-23: the outline of both is a trail of 10 roads
            Fixture f = Fixture.base(4).settlement(0, 18);
            f.roads(0, 18, 24, 30, 35, 29, 23, 18);
            f.roads(0, 18, 13, 8, 12, 17, 23);
            assertEquals(11, Pieces.ROADS - f.state().pieces.roadsLeft[0]);
            assertEquals(11, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 an opponent's settlement splits a road: 6 roads cut in the middle give 3")
        void opponentSettlementSplitsARoad() {
            Fixture f = seatZeroRoad(6);
            assertEquals(6, length(f, 0));
            f.settlement(1, 11);
            assertEquals(3, length(f, 0));
            assertEquals(3, f.state().points.roadLength[0]);
            assertEquals(3, f.game().view(0).roadLength(0));
        }

        @ParameterizedTest(name = "R-15.1 {2}")
        @CsvSource(
                delimiter = '|',
                value = {
                    "0 | 11 | one's own settlement does not split one's road",
                    "1 | 27 | an opponent's settlement at the end of a road does not shorten it"
                })
        void settlementThatDoesNotSplitKeepsTheLength(int seat, int intersection, String rule) {
            Fixture f = seatZeroRoad(6);
            f.settlement(seat, intersection);
            assertEquals(6, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 an opponent's settlement built in play splits the road and updates the length at once")
        void settlementBuiltInPlayUpdatesTheLength() {
            Fixture f = seatZeroRoad(6);
            f.settlement(1, 24);
            f.roads(1, 24, 18, 13, 8, 12, 7); // 5, seat 0 holds with 6
            f.hand(1, SETTLEMENT_COST).main(1);
            Game game = f.game();
            assertEquals(0, f.state().points.longestRoad);
            game.apply(new BuildSettlement(7)); // seat 0: 0-3-7 is 2, 7-11-16-21-27 is 4
            assertEquals(4, game.view(2).roadLength(0));
            assertEquals(4, f.state().points.roadLength[0]);
            assertEquals(1, f.state().points.longestRoad);
            Invariants.check(game);
        }
    }

    @Nested
    @DisplayName("R-15.2 Longest Road needs a length of 5 or more")
    class Minimum {

        @Test
        @DisplayName("R-15.2 four roads hold no award")
        void fourRoadsHoldNoAward() {
            Fixture f = seatZeroRoad(4);
            assertEquals(4, f.state().points.roadLength[0]);
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);
            assertEquals(OptionalInt.empty(), f.game().view(0).longestRoadHolder());
            assertEquals(1, f.game().victoryPoints(0));
        }

        @Test
        @DisplayName("R-15.2 the fifth road takes the award: LongestRoadTaken, +2 points")
        void fifthRoadTakesTheAward() {
            Game game = seatZeroRoad(4).hand(0, ROAD_COST).main(0).game();
            assertEquals(
                    List.of(new Built(0, Piece.ROAD, path(16, 21)), new LongestRoadTaken(0, 5)),
                    eventsOf(game, new BuildRoad(path(16, 21))));
            assertEquals(OptionalInt.of(0), game.view(1).longestRoadHolder());
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(1).victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.2 a holder extending the road raises its length without a new award event")
        void holderExtendingGetsNoNewEvent() {
            Fixture f = seatZeroRoad(5).hand(0, ROAD_COST).main(0);
            Game game = f.game();
            assertEquals(0, f.state().points.longestRoad);
            assertEquals(List.of(new Built(0, Piece.ROAD, path(21, 27))), eventsOf(game, new BuildRoad(path(21, 27))));
            assertEquals(6, game.view(0).roadLength(0));
            assertEquals(3, game.victoryPoints(0));
        }
    }

    @Nested
    @DisplayName("R-15.3 reassignment: the holder keeps a tie, a unique longest takes it, else it is set aside")
    class Reassignment {

        /**
         * Seat 0 holds with a road from its settlement at 0 along {@code chain}; seat 3 has a
         * settlement at 13, a road 13-9-5 and the cards to build a settlement at 5, which splits
         * seat 0's road.
         */
        private Fixture holderAndABreaker(int... chain) {
            Fixture f = Fixture.base(4).settlement(0, 0).roads(0, chain);
            assertEquals(0, f.state().points.longestRoad);
            return f.settlement(3, 13).roads(3, 13, 9, 5).hand(3, SETTLEMENT_COST);
        }

        /**
         * {@link #holderAndABreaker} with seat 0 at 7 across the top, seat 1's road along
         * {@code seatOne}, seat 2 at 5 from 43; seat 3 to move.
         */
        private Fixture topSevenBrokenAmongRivals(int... seatOne) {
            return holderAndABreaker(TOP_SEVEN)
                    .settlement(1, seatOne[0])
                    .roads(1, seatOne)
                    .settlement(2, 43)
                    .roads(2, 43, 47, 51, 48, 52, 49)
                    .main(3);
        }

        /** Seat 0 holds with 5; seat 1 has a road along {@code chain} from 43 and the cards for one more. */
        private Game seatOneChallengesFive(int... chain) {
            return seatZeroRoad(5)
                    .settlement(1, 43)
                    .roads(1, chain)
                    .hand(1, ROAD_COST)
                    .main(1)
                    .game();
        }

        @Test
        @DisplayName("R-15.3 case 1: the holder keeps it when another player ties")
        void holderKeepsOnATie() {
            Game game = seatOneChallengesFive(43, 47, 51, 48, 52);
            assertEquals(List.of(new Built(1, Piece.ROAD, path(52, 49))), eventsOf(game, new BuildRoad(path(52, 49))));
            assertEquals(5, game.state().points.roadLength[1]);
            assertEquals(0, game.state().points.longestRoad);
            assertEquals(3, game.victoryPoints(0));
            assertEquals(1, game.victoryPoints(1));
        }

        @Test
        @DisplayName("R-15.3 case 2: a unique longer road takes it from the holder: +2 / -2")
        void uniqueLongerRoadTakesIt() {
            Game game = seatOneChallengesFive(43, 47, 51, 48, 52, 49);
            assertEquals(
                    List.of(new Built(1, Piece.ROAD, path(49, 53)), new LongestRoadTaken(1, 6)),
                    eventsOf(game, new BuildRoad(path(49, 53))));
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(OptionalInt.of(1), game.view(0).longestRoadHolder());
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 1: a broken holder still at least 5 and not beaten keeps it on a tie")
        void brokenHolderStillLongestKeepsIt() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 0)
                    .roads(0, TOP_SEVEN)
                    .settlement(1, 27)
                    .roads(1, 27, 33, 28, 34, 29, 35, 40) // 6
                    .settlement(3, 19)
                    .roads(3, 19, 14, 10)
                    .hand(3, SETTLEMENT_COST)
                    .main(3);
            Game game = f.game();
            // seat 0: 0..6 is 6, 10-15 is 1
            assertEquals(List.of(new Built(3, Piece.SETTLEMENT, 10)), eventsOf(game, new BuildSettlement(10)));
            assertEquals(6, f.state().points.roadLength[0]);
            assertEquals(0, f.state().points.longestRoad);
            assertEquals(3, game.victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 2: when the holder's road is broken a unique longest other road takes it")
        void brokenHolderLosesToAUniqueLongest() {
            Fixture f = topSevenBrokenAmongRivals(27, 33, 28, 34, 29, 35, 40); // seat 1 at 6
            Game game = f.game();
            assertEquals(
                    List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadTaken(1, 6)),
                    eventsOf(game, new BuildSettlement(5)));
            assertEquals(4, f.state().points.roadLength[0]);
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(2));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 3: a tie at the top among non-holders after the break sets the card aside, "
                + "then a single longest takes it")
        void tieAmongNonHoldersSetsItAside() {
            Fixture f = topSevenBrokenAmongRivals(27, 33, 28, 34, 29, 35); // seat 1 at 5
            Game game = f.game();
            assertEquals(
                    List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadSetAside()),
                    eventsOf(game, new BuildSettlement(5)));
            assertEquals(4, f.state().points.roadLength[0]);
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);
            assertEquals(OptionalInt.empty(), game.view(1).longestRoadHolder());
            assertEquals(1, game.victoryPoints(0));
            assertEquals(1, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(2));
            Invariants.check(game);

            // seat 2 adds a branch that does not lengthen its 5: still a tie, still nobody
            f.hand(2, ROAD_COST).main(2);
            assertEquals(List.of(new Built(2, Piece.ROAD, path(48, 44))), eventsOf(game, new BuildRoad(path(48, 44))));
            assertEquals(5, f.state().points.roadLength[2]);
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);

            // seat 1 goes to 6: a single longest takes it
            f.hand(1, ROAD_COST).main(1);
            assertEquals(
                    List.of(new Built(1, Piece.ROAD, path(35, 40)), new LongestRoadTaken(1, 6)),
                    eventsOf(game, new BuildRoad(path(35, 40))));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 3: a holder broken below 5 with nobody else at 5 sets the card aside")
        void brokenBelowFiveWithNobodyElseSetsItAside() {
            Fixture f = holderAndABreaker(TOP_FIVE)
                    .settlement(1, 27)
                    .roads(1, 27, 33, 28, 34, 29) // 4
                    .main(3);
            Game game = f.game();
            assertEquals(3, game.victoryPoints(0));
            assertEquals(
                    List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadSetAside()),
                    eventsOf(game, new BuildSettlement(5)));
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, f.state().points.roadLength[0]);
            assertEquals(4, f.state().points.roadLength[1]);
            Invariants.check(game);
        }

        @Test
        @DisplayName(
                "R-15.3 case 3: after a set-aside the old holder takes it back only as the single longest of 5 or more")
        void oldHolderRetakesOnlyAsSingleLongest() {
            Fixture f = holderAndABreaker(TOP_FIVE).main(3);
            Game game = f.game();
            game.apply(new BuildSettlement(5)); // 3 + 2: set aside
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);
            f.hand(0, "2 brick, 2 lumber").main(0);
            assertEquals(List.of(new Built(0, Piece.ROAD, path(0, 3))), eventsOf(game, new BuildRoad(path(0, 3))));
            assertEquals(4, f.state().points.roadLength[0]); // 3-0-4-1-5
            assertEquals(BoardView.NOBODY, f.state().points.longestRoad);
            // 7-3-0-4-1-5, ending at the opponent's settlement
            assertEquals(
                    List.of(new Built(0, Piece.ROAD, path(3, 7)), new LongestRoadTaken(0, 5)),
                    eventsOf(game, new BuildRoad(path(3, 7))));
            assertEquals(3, game.victoryPoints(0));
            Invariants.check(game);
        }
    }
}
