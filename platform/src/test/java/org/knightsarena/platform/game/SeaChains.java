package org.knightsarena.platform.game;

import java.util.function.IntPredicate;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.GameState;

/**
 * Finds places on a dealt Seafarers map for ship tests, so that the tests name what a place is
 * (a coast, open sea, a spot for a settlement) rather than ids that change with the deal.
 */
final class SeaChains {
    private SeaChains() {}

    /**
     * Returns a walk of distinct intersections, each step along a path that {@code step}
     * accepts, intersection {@code i} accepted by {@code wanted[i]}.
     *
     * @throws AssertionError when the map has no such walk
     */
    static int[] chain(GameState s, IntPredicate step, IntPredicate... wanted) {
        int[] walk = new int[wanted.length];
        for (int start = 0; start < s.topology.intersectionCount(); start++) {
            walk[0] = start;
            if (wanted[0].test(start) && extend(s, step, wanted, walk, 1)) {
                return walk;
            }
        }
        throw new AssertionError("no such walk on the map");
    }

    private static boolean extend(GameState s, IntPredicate step, IntPredicate[] wanted, int[] walk, int i) {
        if (i == walk.length) {
            return true;
        }
        Topology t = s.topology;
        int node = walk[i - 1];
        for (int k = 0; k < t.neighbourCount(node); k++) {
            int next = t.neighbour(node, k);
            if (!step.test(t.pathAt(node, k)) || !wanted[i].test(next) || contains(walk, i, next)) {
                continue;
            }
            walk[i] = next;
            if (extend(s, step, wanted, walk, i + 1)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] walk, int n, int node) {
        for (int i = 0; i < n; i++) {
            if (walk[i] == node) {
                return true;
            }
        }
        return false;
    }

    /** @return the path joining two neighbouring intersections */
    static int path(GameState s, int a, int b) {
        Topology t = s.topology;
        for (int k = 0; k < t.neighbourCount(a); k++) {
            if (t.neighbour(a, k) == b) {
                return t.pathAt(a, k);
            }
        }
        throw new AssertionError(a + " and " + b + " are not neighbours");
    }

    /** @return the paths between consecutive intersections of a walk */
    static int[] paths(GameState s, int... walk) {
        int[] paths = new int[walk.length - 1];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = path(s, walk[i], walk[i + 1]);
        }
        return paths;
    }

    /** @return whether a settlement or city may stand there */
    static IntPredicate land(GameState s) {
        return s.sea::landAt;
    }

    /** @return whether only sea meets there */
    static IntPredicate sea(GameState s) {
        return node -> !s.sea.landAt(node);
    }

    static IntPredicate any() {
        return node -> true;
    }

    /** @return whether the path is a coast: a road or a ship may lie there */
    static IntPredicate coast(GameState s) {
        return path -> s.sea.landPath(path) && s.sea.shipPath(path);
    }

    /** @return whether a ship may lie on the path */
    static IntPredicate shipPath(GameState s) {
        return s.sea::shipPath;
    }
}
