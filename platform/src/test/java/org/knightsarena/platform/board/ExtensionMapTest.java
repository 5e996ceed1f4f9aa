package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

class ExtensionMapTest {

    private static final Topology T = ExtensionMap.topology();

    @Test
    @DisplayName("R-24.4.1 the 5–6 player island has 30 hexes in rows of 3-4-5-6-5-4-3, 80 intersections, 109 paths")
    void islandHasTheExtensionsShape() {
        assertEquals(30, T.hexCount());
        assertEquals(80, T.intersectionCount());
        assertEquals(109, T.pathCount());
        int[] rowLengths = new int[7];
        for (int hex = 0; hex < T.hexCount(); hex++) {
            rowLengths[T.hexR(hex) + 3]++;
            if (hex > 0) {
                assertTrue(T.hexY(hex) > T.hexY(hex - 1) || T.hexX(hex) > T.hexX(hex - 1), "row by row: " + hex);
            }
        }
        assertEquals(
                List.of(3, 4, 5, 6, 5, 4, 3),
                List.of(
                        rowLengths[0],
                        rowLengths[1],
                        rowLengths[2],
                        rowLengths[3],
                        rowLengths[4],
                        rowLengths[5],
                        rowLengths[6]));
        assertSame(T, ExtensionMap.topology());
    }

    @Test
    @DisplayName("R-24.4.1 the 11 harbour slots lie on the coast and no two share an intersection")
    void harbourSlotsAreOnTheCoastApart() {
        assertEquals(11, T.harbourSlotCount());
        Set<Integer> used = new HashSet<>();
        for (int slot = 0; slot < T.harbourSlotCount(); slot++) {
            int a = T.harbourIntersection(slot, 0);
            int b = T.harbourIntersection(slot, 1);
            assertTrue(T.adjacent(a, b), "slot " + slot + " is one path");
            assertTrue(sharedHexes(a, b) == 1, "slot " + slot + " is a coastal path");
            assertTrue(used.add(a) && used.add(b), "slot " + slot + " shares an intersection");
        }
    }

    @Test
    @DisplayName("R-24.4.1 a dealt island has the extension's pieces and, with NO_ADJACENT_RED, no 6 or 8 side by side")
    void dealtIslandsHaveTheExtensionsPieces() {
        for (long seed = 0; seed < 300; seed++) {
            Board board = ExtensionMap.random(new SplittableRandom(seed), TokenRule.NO_ADJACENT_RED);
            assertSame(T, board.topology());
            assertPieces(board);
            assertFalse(RedTokens.adjacent(board), "seed " + seed);
            assertEquals(Terrain.DESERT, board.terrain(board.desert()), "the robber starts on a desert");
        }
    }

    @Test
    void sameSeedGivesTheSameIslandAndItsSpecRebuildsIt() {
        Board a = ExtensionMap.random(new SplittableRandom(2024), TokenRule.ANY);
        Board b = ExtensionMap.random(new SplittableRandom(2024), TokenRule.ANY);
        assertEquals(a, b);
        assertEquals(a.spec(), b.spec());
        Board rebuilt = Board.from(a.spec());
        assertEquals(a, rebuilt);
        assertSame(T, rebuilt.topology());
        assertNotEquals(a, ExtensionMap.random(new SplittableRandom(2025), TokenRule.ANY));
    }

    @Test
    @DisplayName("R-24.4.1 a 30-hex map spec needs exactly 2 deserts and 11 harbours")
    void extensionSpecIsChecked() {
        Board.MapSpec spec =
                ExtensionMap.random(new SplittableRandom(7), TokenRule.ANY).spec();
        List<Terrain> terrains = new ArrayList<>(spec.terrains());
        List<Integer> tokens = new ArrayList<>(spec.tokens());
        int desert = terrains.indexOf(Terrain.DESERT);
        terrains.set(desert, Terrain.FOREST);
        tokens.set(desert, 5);
        IllegalArgumentException oneDesert = assertThrows(
                IllegalArgumentException.class, () -> new Board.MapSpec(terrains, tokens, spec.harbours()));
        assertEquals("terrains has 1 deserts; exactly 2 are required", oneDesert.getMessage());
        IllegalArgumentException nineHarbours = assertThrows(
                IllegalArgumentException.class,
                () -> new Board.MapSpec(
                        spec.terrains(), spec.tokens(), spec.harbours().subList(0, 9)));
        assertEquals("harbours has 9 entries; 11 are required", nineHarbours.getMessage());
    }

    private static int sharedHexes(int a, int b) {
        int shared = 0;
        for (int i = 0; i < T.hexCountAt(a); i++) {
            for (int j = 0; j < T.hexCountAt(b); j++) {
                if (T.hexAt(a, i) == T.hexAt(b, j)) {
                    shared++;
                }
            }
        }
        return shared;
    }

    private static void assertPieces(Board board) {
        Map<Terrain, Integer> terrains = new EnumMap<>(Terrain.class);
        Map<Integer, Integer> tokens = new TreeMap<>();
        for (int hex = 0; hex < T.hexCount(); hex++) {
            terrains.merge(board.terrain(hex), 1, Integer::sum);
            tokens.merge(board.token(hex), 1, Integer::sum);
        }
        // the base game's 4/4/4/3/3/1 and the extension's 2 of each
        Map<Terrain, Integer> expectedTerrains = new EnumMap<>(Terrain.class);
        for (Terrain t : List.of(Terrain.FOREST, Terrain.PASTURE, Terrain.FIELDS)) {
            expectedTerrains.put(t, 6);
        }
        expectedTerrains.put(Terrain.HILLS, 5);
        expectedTerrains.put(Terrain.MOUNTAINS, 5);
        expectedTerrains.put(Terrain.DESERT, 2);
        assertEquals(expectedTerrains, terrains);
        // token 0 is the deserts' "no token"; 2 and 12 twice, every other number three times
        Map<Integer, Integer> expectedTokens = new TreeMap<>(Map.of(0, 2, 2, 2, 12, 2));
        for (int n : new int[] {3, 4, 5, 6, 8, 9, 10, 11}) {
            expectedTokens.put(n, 3);
        }
        assertEquals(expectedTokens, tokens);
        List<Harbour> harbours = new ArrayList<>();
        for (int slot = 0; slot < T.harbourSlotCount(); slot++) {
            harbours.add(board.harbourOfSlot(slot));
        }
        harbours.sort(null);
        List<Harbour> expectedHarbours = new ArrayList<>(
                List.of(Harbour.BRICK, Harbour.LUMBER, Harbour.WOOL, Harbour.WOOL, Harbour.GRAIN, Harbour.ORE));
        expectedHarbours.addAll(java.util.Collections.nCopies(5, Harbour.GENERIC));
        expectedHarbours.sort(null);
        assertEquals(expectedHarbours, harbours);
    }
}
