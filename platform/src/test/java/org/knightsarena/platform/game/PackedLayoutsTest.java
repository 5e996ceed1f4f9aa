package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.PathSet;

/** The owners of the packed layouts keep what they are given, at the edges of their words too. */
class PackedLayoutsTest {

    @Test
    @DisplayName("an intersection set walks its intersections in order, the 64th among them")
    void nodeSetWalksInOrder() {
        long set = NodeSet.with(NodeSet.with(NodeSet.of(63), 5), 0);
        assertEquals(List.of(0, 5, 63), nodes(set));
        assertEquals(3, NodeSet.size(set));
        assertTrue(NodeSet.contains(set, 63));
        assertFalse(NodeSet.contains(set, 62));
        assertEquals(List.of(0, 63), nodes(NodeSet.without(set, 5)));
        assertEquals(NodeSet.EMPTY, NodeSet.without(NodeSet.of(7), 7));
    }

    @Test
    @DisplayName("a path set keeps paths 0 to 63 in its low half and 64 to 127 in its high half")
    void pathSetSplitsAtSixtyFour() {
        long low = 0;
        long high = 0;
        for (int path : new int[] {127, 64, 63, 0}) {
            low = PathSet.withLow(low, path);
            high = PathSet.withHigh(high, path);
        }
        List<Integer> paths = new ArrayList<>();
        for (; low != 0; low = PathSet.rest(low)) {
            paths.add(PathSet.firstLow(low));
        }
        for (; high != 0; high = PathSet.rest(high)) {
            paths.add(PathSet.firstHigh(high));
        }
        assertEquals(List.of(0, 63, 64, 127), paths);
        assertEquals(128, PathSet.CAPACITY);
    }

    @Test
    @DisplayName("R-9.2.2, R-9.3.3, R-4.7.2: a knight's flags through activation, promotion and the next turn")
    void knightFlagsThroughATurn() {
        byte flags = KnightFlags.activated(KnightFlags.NONE);
        assertTrue(KnightFlags.active(flags));
        assertFalse(KnightFlags.canAct(flags), "a knight activated this turn may not act");
        flags = KnightFlags.promoted(flags);
        assertTrue(KnightFlags.promotedThisTurn(flags));
        assertEquals(KnightFlags.of(true, true, true), flags);
        flags = KnightFlags.nextTurn(flags);
        assertEquals(KnightFlags.of(true, false, false), flags);
        assertTrue(KnightFlags.canAct(flags));
        byte moved = KnightFlags.deactivated(KnightFlags.promoted(flags));
        assertEquals(KnightFlags.of(false, false, true), moved, "a move keeps the per-turn flags");
        assertFalse(KnightFlags.canAct(moved));
        assertTrue(KnightFlags.known(KnightFlags.of(true, true, true)));
        assertFalse(KnightFlags.known(8), "a bit positions cannot hold");
    }

    private static List<Integer> nodes(long set) {
        List<Integer> nodes = new ArrayList<>();
        for (long r = set; r != NodeSet.EMPTY; r = NodeSet.rest(r)) {
            nodes.add(NodeSet.first(r));
        }
        return nodes;
    }
}
