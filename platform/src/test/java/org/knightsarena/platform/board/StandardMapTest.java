package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

class StandardMapTest {

    private static final Topology T = Topology.standard();

    @Test
    @DisplayName("R-2.1.2 random maps with NO_ADJACENT_RED never put a 6 or 8 next to another")
    void noAdjacentRedHoldsForAThousandSeeds() {
        for (long seed = 0; seed < 1_000; seed++) {
            Board board = StandardMap.random(new SplittableRandom(seed), TokenRule.NO_ADJACENT_RED);
            assertFalse(RedTokens.adjacent(board), "seed " + seed);
            assertPiecesOfTheBaseGame(board);
        }
    }

    @Test
    @DisplayName("R-2.1.2 random maps with ANY sometimes put a 6 or 8 next to another")
    void anyRuleAllowsAdjacentRed() {
        int adjacent = 0;
        for (long seed = 0; seed < 200; seed++) {
            Board board = StandardMap.random(new SplittableRandom(seed), TokenRule.ANY);
            assertPiecesOfTheBaseGame(board);
            if (RedTokens.adjacent(board)) {
                adjacent++;
            }
        }
        assertTrue(adjacent > 0, "no seed out of 200 placed adjacent reds");
    }

    @Test
    void sameSeedGivesEqualSpec() {
        for (TokenRule rule : TokenRule.values()) {
            Board a = StandardMap.random(new SplittableRandom(2024), rule);
            Board b = StandardMap.random(new SplittableRandom(2024), rule);
            assertEquals(a.spec(), b.spec(), rule.name());
        }
        assertNotEquals(
                StandardMap.random(new SplittableRandom(1), TokenRule.ANY).spec(),
                StandardMap.random(new SplittableRandom(2), TokenRule.ANY).spec());
    }

    @Test
    void terrainsAndHarboursDoNotDependOnTheTokenRule() {
        for (long seed = 0; seed < 50; seed++) {
            Board any = StandardMap.random(new SplittableRandom(seed), TokenRule.ANY);
            Board red = StandardMap.random(new SplittableRandom(seed), TokenRule.NO_ADJACENT_RED);
            assertEquals(any.spec().terrains(), red.spec().terrains());
            assertEquals(any.spec().harbours(), red.spec().harbours());
        }
    }

    @Test
    @DisplayName("R-2.1.2 the beginner map is valid and has the pieces of §2.1")
    void beginnerMapIsValid() {
        Board board = StandardMap.beginner();
        assertSame(board, StandardMap.beginner());
        assertPiecesOfTheBaseGame(board);
        assertFalse(RedTokens.adjacent(board));
        assertEquals(9, board.desert(), "the desert is in the centre");
        assertEquals(board, Board.from(board.spec()));
        assertEquals(
                List.of(10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11),
                board.spec().tokens());
        assertEquals(Terrain.MOUNTAINS, board.terrain(0));
        assertEquals(Terrain.PASTURE, board.terrain(18));
        assertEquals(Harbour.GRAIN, board.harbourOfSlot(1));
        assertEquals(Harbour.LUMBER, board.harbourOfSlot(8));
    }

    private static void assertPiecesOfTheBaseGame(Board board) {
        Map<Terrain, Integer> terrains = new EnumMap<>(Terrain.class);
        Map<Integer, Integer> tokens = new TreeMap<>();
        for (int hex = 0; hex < T.hexCount(); hex++) {
            terrains.merge(board.terrain(hex), 1, Integer::sum);
            tokens.merge(board.token(hex), 1, Integer::sum);
        }
        assertEquals(
                Map.of(
                        Terrain.FOREST,
                        4,
                        Terrain.PASTURE,
                        4,
                        Terrain.FIELDS,
                        4,
                        Terrain.HILLS,
                        3,
                        Terrain.MOUNTAINS,
                        3,
                        Terrain.DESERT,
                        1),
                terrains);
        // Token 0 is the desert's "no token".
        Map<Integer, Integer> expectedTokens =
                new TreeMap<>(Map.of(0, 1, 2, 1, 3, 2, 4, 2, 5, 2, 6, 2, 8, 2, 9, 2, 10, 2, 11, 2));
        expectedTokens.put(12, 1);
        assertEquals(expectedTokens, tokens);
        Map<Harbour, Integer> harbours = new EnumMap<>(Harbour.class);
        for (int slot = 0; slot < T.harbourSlotCount(); slot++) {
            harbours.merge(board.harbourOfSlot(slot), 1, Integer::sum);
        }
        assertEquals(
                Map.of(
                        Harbour.GENERIC,
                        4,
                        Harbour.BRICK,
                        1,
                        Harbour.LUMBER,
                        1,
                        Harbour.WOOL,
                        1,
                        Harbour.GRAIN,
                        1,
                        Harbour.ORE,
                        1),
                harbours);
    }
}
