package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;

/**
 * RULES.md §15 (Longest Road) in the base game, on the beginner map. Road chains are laid
 * along explicit intersection paths; see {@link #chain}.
 */
class RoadRulesTest {

    private static final Topology T = Topology.standard();

    /** Seat 0's seven-road chain across the top of the island. */
    private static final int[] TOP_SEVEN = {0, 4, 1, 5, 2, 6, 10, 15};

    /** Lays one road of {@code seat} between each pair of consecutive intersections. */
    private static Fixture chain(Fixture f, int seat, int... nodes) {
        for (int i = 1; i < nodes.length; i++) {
            int path = T.pathBetween(nodes[i - 1], nodes[i]);
            assertTrue(path >= 0, "no path between " + nodes[i - 1] + " and " + nodes[i]);
            f.road(seat, path);
        }
        return f;
    }

    private static int path(int a, int b) {
        int p = T.pathBetween(a, b);
        assertTrue(p >= 0, "no path between " + a + " and " + b);
        return p;
    }

    private static List<GameEvent> eventsSince(Game game, int from) {
        return List.copyOf(game.events().subList(from, game.events().size()));
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
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21);
            assertEquals(5, length(f, 0));
            assertEquals(5, f.game().view(1).roadLength(0));
        }

        @Test
        @DisplayName("R-15.1 branches do not add: three arms of 2, 2 and 3 give 5")
        void branchesDoNotAdd() {
            Fixture f = Fixture.base(4).settlement(0, 12);
            chain(f, 0, 12, 7, 3);
            chain(f, 0, 12, 8, 4);
            chain(f, 0, 12, 17, 22, 28);
            assertEquals(7, GameState.ROADS - f.state().roadsLeft[0]);
            assertEquals(5, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 a closed loop of 6 roads counts 6")
        void closedLoopOfSixCountsSix() {
            Fixture f = chain(Fixture.base(4).settlement(0, 18), 0, 18, 24, 30, 35, 29, 23, 18);
            assertEquals(6, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 a loop of 6 with a tail of 1 counts 7: an intersection may be passed twice, a road never")
        void loopWithTailCountsSeven() {
            Fixture f = chain(Fixture.base(4).settlement(0, 13), 0, 13, 18, 24, 30, 35, 29, 23, 18);
            assertEquals(7, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 two loops sharing a road form one trail through all 11 roads")
        void twoLoopsSharingARoad() {
            // hexes 9 and 4 share the road 18-23: the outline of both is a trail of 10 roads
            Fixture f = Fixture.base(4).settlement(0, 18);
            chain(f, 0, 18, 24, 30, 35, 29, 23, 18);
            chain(f, 0, 18, 13, 8, 12, 17, 23);
            assertEquals(11, GameState.ROADS - f.state().roadsLeft[0]);
            assertEquals(11, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 an opponent's settlement splits a road: 6 roads cut in the middle give 3")
        void opponentSettlementSplitsARoad() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21, 27);
            assertEquals(6, length(f, 0));
            f.settlement(1, 11);
            assertEquals(3, length(f, 0));
            assertEquals(3, f.state().roadLength[0]);
            assertEquals(3, f.game().view(0).roadLength(0));
        }

        @Test
        @DisplayName("R-15.1 one's own settlement does not split one's road")
        void ownSettlementDoesNotSplit() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21, 27);
            f.settlement(0, 11);
            assertEquals(6, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 an opponent's settlement at the end of a road does not shorten it")
        void opponentSettlementAtTheEndDoesNotShorten() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21, 27);
            f.settlement(1, 27);
            assertEquals(6, length(f, 0));
        }

        @Test
        @DisplayName("R-15.1 an opponent's settlement built in play splits the road and updates the length at once")
        void settlementBuiltInPlayUpdatesTheLength() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21, 27);
            f.settlement(1, 24);
            chain(f, 1, 24, 18, 13, 8, 12, 7);         // 5, seat 0 holds with 6
            f.hand(1, "1 brick, 1 lumber, 1 wool, 1 grain").main(1);
            Game game = f.game();
            assertEquals(0, f.state().longestRoad);
            game.apply(new BuildSettlement(7));        // seat 0: 0-3-7 is 2, 7-11-16-21-27 is 4
            assertEquals(4, game.view(2).roadLength(0));
            assertEquals(4, f.state().roadLength[0]);
            assertEquals(1, f.state().longestRoad);
            Invariants.check(game);
        }
    }

    @Nested
    @DisplayName("R-15.2 Longest Road needs a length of 5 or more")
    class Minimum {

        @Test
        @DisplayName("R-15.2 four roads hold no award")
        void fourRoadsHoldNoAward() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16);
            assertEquals(4, f.state().roadLength[0]);
            assertEquals(BoardView.NOBODY, f.state().longestRoad);
            assertEquals(OptionalInt.empty(), f.game().view(0).longestRoadHolder());
            assertEquals(1, f.game().victoryPoints(0));
        }

        @Test
        @DisplayName("R-15.2 the fifth road takes the award: LongestRoadTaken, +2 points")
        void fifthRoadTakesTheAward() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16)
                    .hand(0, "1 brick, 1 lumber").main(0);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildRoad(path(16, 21)));
            assertEquals(List.of(new Built(0, Piece.ROAD, path(16, 21)), new LongestRoadTaken(0, 5)),
                    eventsSince(game, start));
            assertEquals(OptionalInt.of(0), game.view(1).longestRoadHolder());
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(1).victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.2 a holder extending the road raises its length without a new award event")
        void holderExtendingGetsNoNewEvent() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21)
                    .hand(0, "1 brick, 1 lumber").main(0);
            Game game = f.game();
            assertEquals(0, f.state().longestRoad);
            int start = game.events().size();
            game.apply(new BuildRoad(path(21, 27)));
            assertEquals(List.of(new Built(0, Piece.ROAD, path(21, 27))), eventsSince(game, start));
            assertEquals(6, game.view(0).roadLength(0));
            assertEquals(3, game.victoryPoints(0));
        }
    }

    @Nested
    @DisplayName("R-15.3 reassignment: the holder keeps a tie, a unique longest takes it, else it is set aside")
    class Reassignment {

        /** Seat 0 holds with 7 across the top, seat 3 is ready to build a settlement at 5 (splitting it 3 + 4). */
        private Fixture holderSevenAndABreaker() {
            Fixture f = Fixture.base(4).settlement(0, 0);
            chain(f, 0, TOP_SEVEN);
            assertEquals(0, f.state().longestRoad);
            f.settlement(3, 13);
            chain(f, 3, 13, 9, 5);
            return f.hand(3, "1 brick, 1 lumber, 1 wool, 1 grain");
        }

        @Test
        @DisplayName("R-15.3 case 1: the holder keeps it when another player ties")
        void holderKeepsOnATie() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21);
            f.settlement(1, 43);
            chain(f, 1, 43, 47, 51, 48, 52);
            f.hand(1, "1 brick, 1 lumber").main(1);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildRoad(path(52, 49)));
            assertEquals(5, f.state().roadLength[1]);
            assertEquals(List.of(new Built(1, Piece.ROAD, path(52, 49))), eventsSince(game, start));
            assertEquals(0, f.state().longestRoad);
            assertEquals(3, game.victoryPoints(0));
            assertEquals(1, game.victoryPoints(1));
        }

        @Test
        @DisplayName("R-15.3 case 2: a unique longer road takes it from the holder: +2 / -2")
        void uniqueLongerRoadTakesIt() {
            Fixture f = chain(Fixture.base(4).settlement(0, 0), 0, 0, 3, 7, 11, 16, 21);
            f.settlement(1, 43);
            chain(f, 1, 43, 47, 51, 48, 52, 49);
            f.hand(1, "1 brick, 1 lumber").main(1);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildRoad(path(49, 53)));
            assertEquals(List.of(new Built(1, Piece.ROAD, path(49, 53)), new LongestRoadTaken(1, 6)),
                    eventsSince(game, start));
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(OptionalInt.of(1), game.view(0).longestRoadHolder());
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 1: a broken holder still at least 5 and not beaten keeps it on a tie")
        void brokenHolderStillLongestKeepsIt() {
            Fixture f = Fixture.base(4).settlement(0, 0);
            chain(f, 0, TOP_SEVEN);
            f.settlement(1, 27);
            chain(f, 1, 27, 33, 28, 34, 29, 35, 40);   // 6
            f.settlement(3, 19);
            chain(f, 3, 19, 14, 10);
            f.hand(3, "1 brick, 1 lumber, 1 wool, 1 grain").main(3);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildSettlement(10));     // seat 0: 0..6 is 6, 10-15 is 1
            assertEquals(6, f.state().roadLength[0]);
            assertEquals(List.of(new Built(3, Piece.SETTLEMENT, 10)), eventsSince(game, start));
            assertEquals(0, f.state().longestRoad);
            assertEquals(3, game.victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 2: when the holder's road is broken a unique longest other road takes it")
        void brokenHolderLosesToAUniqueLongest() {
            Fixture f = holderSevenAndABreaker();
            f.settlement(1, 27);
            chain(f, 1, 27, 33, 28, 34, 29, 35, 40);   // 6
            f.settlement(2, 43);
            chain(f, 2, 43, 47, 51, 48, 52, 49);       // 5
            f.main(3);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildSettlement(5));
            assertEquals(List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadTaken(1, 6)),
                    eventsSince(game, start));
            assertEquals(4, f.state().roadLength[0]);
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(2));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 3: a tie at the top among non-holders after the break sets the card aside, "
                + "then a single longest takes it")
        void tieAmongNonHoldersSetsItAside() {
            Fixture f = holderSevenAndABreaker();
            f.settlement(1, 27);
            chain(f, 1, 27, 33, 28, 34, 29, 35);       // 5
            f.settlement(2, 43);
            chain(f, 2, 43, 47, 51, 48, 52, 49);       // 5
            f.main(3);
            Game game = f.game();
            int start = game.events().size();
            game.apply(new BuildSettlement(5));
            assertEquals(List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadSetAside()),
                    eventsSince(game, start));
            assertEquals(4, f.state().roadLength[0]);
            assertEquals(BoardView.NOBODY, f.state().longestRoad);
            assertEquals(OptionalInt.empty(), game.view(1).longestRoadHolder());
            assertEquals(1, game.victoryPoints(0));
            assertEquals(1, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(2));
            Invariants.check(game);

            // seat 2 adds a branch that does not lengthen its 5: still a tie, still nobody
            f.hand(2, "1 brick, 1 lumber").main(2);
            start = game.events().size();
            game.apply(new BuildRoad(path(48, 44)));
            assertEquals(5, f.state().roadLength[2]);
            assertEquals(List.of(new Built(2, Piece.ROAD, path(48, 44))), eventsSince(game, start));
            assertEquals(BoardView.NOBODY, f.state().longestRoad);

            // seat 1 goes to 6: a single longest takes it
            f.hand(1, "1 brick, 1 lumber").main(1);
            start = game.events().size();
            game.apply(new BuildRoad(path(35, 40)));
            assertEquals(List.of(new Built(1, Piece.ROAD, path(35, 40)), new LongestRoadTaken(1, 6)),
                    eventsSince(game, start));
            assertEquals(3, game.victoryPoints(1));
            assertEquals(1, game.victoryPoints(0));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 3: a holder broken below 5 with nobody else at 5 sets the card aside")
        void brokenBelowFiveWithNobodyElseSetsItAside() {
            Fixture f = Fixture.base(4).settlement(0, 0);
            chain(f, 0, 0, 4, 1, 5, 2, 6);             // 5
            f.settlement(1, 27);
            chain(f, 1, 27, 33, 28, 34, 29);           // 4
            f.settlement(3, 13);
            chain(f, 3, 13, 9, 5);
            f.hand(3, "1 brick, 1 lumber, 1 wool, 1 grain").main(3);
            Game game = f.game();
            assertEquals(3, game.victoryPoints(0));
            int start = game.events().size();
            game.apply(new BuildSettlement(5));
            assertEquals(List.of(new Built(3, Piece.SETTLEMENT, 5), new LongestRoadSetAside()),
                    eventsSince(game, start));
            assertEquals(BoardView.NOBODY, f.state().longestRoad);
            assertEquals(1, game.victoryPoints(0));
            assertEquals(3, f.state().roadLength[0]);
            assertEquals(4, f.state().roadLength[1]);
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-15.3 case 3: after a set-aside the old holder takes it back only as the single longest of 5 or more")
        void oldHolderRetakesOnlyAsSingleLongest() {
            Fixture f = Fixture.base(4).settlement(0, 0);
            chain(f, 0, 0, 4, 1, 5, 2, 6);             // 5
            f.settlement(3, 13);
            chain(f, 3, 13, 9, 5);
            f.hand(3, "1 brick, 1 lumber, 1 wool, 1 grain").main(3);
            Game game = f.game();
            game.apply(new BuildSettlement(5));        // 3 + 2: set aside
            assertEquals(BoardView.NOBODY, f.state().longestRoad);
            f.hand(0, "2 brick, 2 lumber").main(0);
            int start = game.events().size();
            game.apply(new BuildRoad(path(0, 3)));
            assertEquals(4, f.state().roadLength[0]);  // 3-0-4-1-5
            assertEquals(List.of(new Built(0, Piece.ROAD, path(0, 3))), eventsSince(game, start));
            assertEquals(BoardView.NOBODY, f.state().longestRoad);
            start = game.events().size();
            game.apply(new BuildRoad(path(3, 7)));     // 7-3-0-4-1-5, ending at the opponent's settlement
            assertEquals(List.of(new Built(0, Piece.ROAD, path(3, 7)), new LongestRoadTaken(0, 5)),
                    eventsSince(game, start));
            assertEquals(3, game.victoryPoints(0));
            Invariants.check(game);
        }
    }
}
