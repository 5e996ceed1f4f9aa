package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board.MapSpec;

class BoardTest {

    private final Board beginner = StandardMap.beginner();
    private final Topology t = Topology.standard();

    @Test
    @DisplayName("R-2.1.1 the desert carries no token")
    void desertCarriesNoToken() {
        for (long seed = 0; seed < 100; seed++) {
            Board board = StandardMap.random(new SplittableRandom(seed), TokenRule.ANY);
            assertEquals(Terrain.DESERT, board.terrain(board.desert()));
            assertEquals(0, board.token(board.desert()));
            for (int hex = 0; hex < t.hexCount(); hex++) {
                if (hex != board.desert()) {
                    assertTrue(board.token(hex) >= 2 && board.token(hex) <= 12 && board.token(hex) != 7, "hex " + hex);
                }
            }
        }
    }

    @Test
    @DisplayName("R-2.1.3 the harbour of each slot is seen on both its intersections")
    void harbourOfEachSlotIsSeenOnBothItsIntersections() {
        Board board = StandardMap.random(new SplittableRandom(7), TokenRule.ANY);
        List<Integer> harbourIntersections = new ArrayList<>();
        for (int slot = 0; slot < t.harbourSlotCount(); slot++) {
            for (int e = 0; e < 2; e++) {
                int i = t.harbourIntersection(slot, e);
                assertEquals(board.harbourOfSlot(slot), board.harbour(i), "slot " + slot);
                harbourIntersections.add(i);
            }
        }
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (!harbourIntersections.contains(i)) {
                assertEquals(Harbour.NONE, board.harbour(i), "intersection " + i);
            }
        }
    }

    @Test
    void hexesForRollAreExactlyTheHexesCarryingThatToken() {
        for (int roll = 0; roll <= 12; roll++) {
            List<Integer> expected = new ArrayList<>();
            for (int hex = 0; hex < t.hexCount(); hex++) {
                if (hex != beginner.desert() && beginner.token(hex) == roll) {
                    expected.add(hex);
                }
            }
            List<Integer> actual = new ArrayList<>();
            for (int k = 0; k < beginner.hexCountForRoll(roll); k++) {
                actual.add(beginner.hexForRoll(roll, k));
            }
            assertEquals(expected, actual, "roll " + roll);
        }
        assertEquals(0, beginner.hexCountForRoll(7));
        assertEquals(0, beginner.hexCountForRoll(0), "the desert's 0 is no token");
        assertEquals(1, beginner.hexCountForRoll(2));
    }

    @Test
    void mapSpecRoundTripsThroughBoard() {
        Board board = StandardMap.random(new SplittableRandom(42), TokenRule.NO_ADJACENT_RED);
        MapSpec spec = board.spec();
        Board rebuilt = Board.from(spec);
        assertEquals(board, rebuilt);
        assertEquals(board.hashCode(), rebuilt.hashCode());
        assertEquals(spec, rebuilt.spec());
        assertSame(t, rebuilt.topology());
    }

    @Test
    void mapSpecCopiesItsLists() {
        List<Terrain> terrains = new ArrayList<>(beginner.spec().terrains());
        MapSpec spec =
                new MapSpec(terrains, beginner.spec().tokens(), beginner.spec().harbours());
        terrains.set(0, Terrain.FIELDS);
        assertEquals(Terrain.MOUNTAINS, spec.terrains().get(0));
        assertThrows(UnsupportedOperationException.class, () -> spec.tokens().set(0, 5));
    }

    @Test
    void mapSpecMayLeaveAHarbourSlotEmpty() {
        MapSpec spec = beginner.spec();
        List<Harbour> harbours = new ArrayList<>(spec.harbours());
        harbours.set(4, Harbour.NONE);
        Board board = Board.from(new MapSpec(spec.terrains(), spec.tokens(), harbours));
        assertEquals(Harbour.NONE, board.harbour(t.harbourIntersection(4, 0)));
    }

    @Test
    void mapSpecWithWrongSizeIsRejected() {
        MapSpec spec = beginner.spec();
        List<Harbour> eight = spec.harbours().subList(0, 8);
        assertRejected("harbours has 8 entries; 9 are required", spec.terrains(), spec.tokens(), eight);
        assertRejected(
                "tokens has 18 entries; 19 are required",
                spec.terrains(),
                spec.tokens().subList(0, 18),
                spec.harbours());
    }

    @Test
    @DisplayName("R-2.1.1 a map spec putting a token on the desert is rejected")
    void mapSpecWithTokenOnDesertIsRejected() {
        MapSpec spec = beginner.spec();
        List<Integer> tokens = new ArrayList<>(spec.tokens());
        tokens.set(9, 5);
        assertRejected(
                "tokens[9] is 5 but hex 9 is the desert, which carries no token (R-2.1.1)",
                spec.terrains(),
                tokens,
                spec.harbours());
    }

    @Test
    void mapSpecWithMissingOrImpossibleTokenIsRejected() {
        MapSpec spec = beginner.spec();
        List<Integer> tokens = new ArrayList<>(spec.tokens());
        tokens.set(3, 0);
        assertRejected(
                "tokens[3] is 0 but hex 3 (FIELDS) needs a token of 2 to 6 or 8 to 12",
                spec.terrains(),
                tokens,
                spec.harbours());
        tokens.set(3, 7);
        assertRejected(
                "tokens[3] is 7 but hex 3 (FIELDS) needs a token of 2 to 6 or 8 to 12",
                spec.terrains(),
                tokens,
                spec.harbours());
    }

    @Test
    void mapSpecWithoutExactlyOneDesertIsRejected() {
        MapSpec spec = beginner.spec();
        List<Terrain> terrains = new ArrayList<>(spec.terrains());
        terrains.set(9, Terrain.FOREST);
        List<Integer> tokens = new ArrayList<>(spec.tokens());
        tokens.set(9, 5);
        assertRejected("terrains has 0 deserts; exactly 1 is required", terrains, tokens, spec.harbours());
        terrains.set(9, Terrain.DESERT);
        terrains.set(0, Terrain.DESERT);
        tokens.set(9, 0);
        tokens.set(0, 0);
        assertRejected("terrains has 2 deserts; exactly 1 is required", terrains, tokens, spec.harbours());
    }

    @Test
    void mapSpecWithNullEntryIsRejected() {
        MapSpec spec = beginner.spec();
        List<Harbour> harbours = new ArrayList<>(spec.harbours());
        harbours.set(2, null);
        assertRejected("harbours[2] is null", spec.terrains(), spec.tokens(), harbours);
        NullPointerException e =
                assertThrows(NullPointerException.class, () -> new MapSpec(null, spec.tokens(), spec.harbours()));
        assertEquals("terrains", e.getMessage());
    }

    @Test
    void withTokensSwappedExchangesTwoTokensAndLeavesTheOriginal() {
        Board swapped = beginner.withTokensSwapped(0, 18);
        assertEquals(11, swapped.token(0));
        assertEquals(10, swapped.token(18));
        assertEquals(10, beginner.token(0));
        assertEquals(11, beginner.token(18));
        assertEquals(0, swapped.hexForRoll(11, 0));
        assertNotEquals(beginner, swapped);
        assertEquals(beginner, swapped.withTokensSwapped(18, 0));
        assertSame(beginner, beginner.withTokensSwapped(4, 4));
    }

    @Test
    @DisplayName("R-2.1.1 the desert has no token to swap")
    void withTokensSwappedRejectsTheDesertAndBadIds() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> beginner.withTokensSwapped(3, 9));
        assertEquals("hexB is 9, the desert, which carries no token (R-2.1.1)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> beginner.withTokensSwapped(19, 3));
        assertEquals("hexA is 19; hex ids are 0 to 18", e.getMessage());
    }

    private static void assertRejected(
            String message, List<Terrain> terrains, List<Integer> tokens, List<Harbour> harbours) {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new MapSpec(terrains, tokens, harbours));
        assertEquals(message, e.getMessage());
    }
}
