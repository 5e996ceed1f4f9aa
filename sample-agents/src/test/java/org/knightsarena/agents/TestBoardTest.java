package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The test board must have the standard topology, or the agent tests prove little. */
class TestBoardTest {

    @Test
    void hasTheStandardCounts() {
        TestBoard board = new TestBoard();
        assertEquals(19, board.hexCount());
        assertEquals(54, board.intersectionCount());
        assertEquals(72, board.pathCount());
    }

    @Test
    void everyIntersectionHasTwoOrThreeNeighboursAndOneToThreeHexes() {
        TestBoard board = new TestBoard();
        int threeHexes = 0;
        for (int i = 0; i < board.intersectionCount(); i++) {
            int n = board.neighbourCount(i);
            int h = board.hexCountAt(i);
            assertEquals(true, n == 2 || n == 3, "neighbours of " + i + ": " + n);
            assertEquals(true, h >= 1 && h <= 3, "hexes at " + i + ": " + h);
            threeHexes += h == 3 ? 1 : 0;
            for (int k = 0; k < n; k++) {
                int p = board.pathAt(i, k);
                int other = board.end(p, 0) == i ? board.end(p, 1) : board.end(p, 0);
                assertEquals(board.neighbour(i, k), other);
            }
        }
        assertEquals(24, threeHexes);
    }
}
