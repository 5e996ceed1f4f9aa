package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.PathSet;
import org.knightsarena.platform.game.state.SeatNodeSets;
import org.knightsarena.platform.maps.Scenarios;

/** The owners of the packed layouts keep what they are given, at the edges of their words too. */
class PackedLayoutsTest {

    @Test
    @DisplayName("an intersection set walks its intersections in order across its two words")
    void nodeSetWalksInOrder() {
        NodeSet set = new NodeSet();
        for (int node : new int[] {127, 64, 63, 5, 0}) {
            set.add(node);
        }
        assertEquals(List.of(0, 5, 63, 64, 127), nodes(set));
        assertEquals(5, set.size());
        assertTrue(set.contains(63) && set.contains(64) && set.contains(127));
        assertFalse(set.contains(62) || set.contains(65) || set.contains(126));
        set.remove(5);
        set.remove(64);
        assertEquals(List.of(0, 63, 127), nodes(set));
        assertEquals(-1, set.next(128), "nothing lies beyond the capacity");
        NodeSet one = NodeSet.of(7);
        one.remove(7);
        assertTrue(one.isEmpty());
        assertEquals(new NodeSet(), one);
        assertEquals(128, NodeSet.CAPACITY);
    }

    @Test
    @DisplayName("a seat's intersection set keeps to its seat, the 64th and 128th intersections included")
    void seatNodeSetsKeepApart() {
        SeatNodeSets sets = new SeatNodeSets(3);
        sets.add(1, 63);
        sets.add(1, 64);
        sets.add(1, 127);
        sets.add(2, 0);
        assertTrue(sets.isEmpty(0));
        assertEquals(3, sets.size(1));
        List<Integer> walked = new ArrayList<>();
        for (int node = sets.next(1, 0); node >= 0; node = sets.next(1, node + 1)) {
            walked.add(node);
        }
        assertEquals(List.of(63, 64, 127), walked);
        SeatNodeSets copy = sets.copy();
        copy.remove(1, 64);
        assertTrue(sets.contains(1, 64), "a copy is independent");
        assertFalse(copy.contains(1, 64));
        NodeSet into = NodeSet.of(5);
        sets.addTo(1, into);
        assertEquals(List.of(5, 63, 64, 127), nodes(into));
        assertEquals(List.of(0), nodes(sets.get(2)));
    }

    @Test
    @DisplayName("a path set keeps paths in three words, up to path 191")
    void pathSetSpansThreeWords() {
        PathSet set = new PathSet();
        for (int path : new int[] {191, 128, 127, 64, 63, 0}) {
            set.add(path);
        }
        List<Integer> paths = new ArrayList<>();
        for (int path = set.next(0); path >= 0; path = set.next(path + 1)) {
            paths.add(path);
        }
        assertEquals(List.of(0, 63, 64, 127, 128, 191), paths);
        set.remove(128);
        assertFalse(set.contains(128));
        assertTrue(set.contains(127) && set.contains(191));
        assertEquals(191, set.next(128));
        assertEquals(-1, set.next(192));
        assertEquals(192, PathSet.CAPACITY);
    }

    @Test
    @DisplayName("R-23.1.3: every scenario's map, the New World's included, fits the intersection and path sets")
    void scenarioMapsFitTheSets() {
        for (String scenario : Scenarios.names()) {
            for (int players : new int[] {3, 4}) {
                SeaMap map = Scenarios.deal(scenario, players, new SplittableRandom(players));
                Topology t = map.board().topology();
                assertTrue(t.intersectionCount() > Long.SIZE || scenario.equals("standard"), scenario);
                GameState s =
                        new GameState(GameOptions.standard(Ruleset.BASE, players), map.board(), new GameRandom(1));
                int last = t.intersectionCount() - 1;
                s.pieces.roadReach.add(0, last);
                assertTrue(s.pieces.reaches(0, last), scenario + ": intersection " + last);
            }
        }
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

    private static List<Integer> nodes(NodeSet set) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = set.next(0); node >= 0; node = set.next(node + 1)) {
            nodes.add(node);
        }
        return nodes;
    }
}
