package org.knightsarena.platform.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;

/**
 * Board and decision look-ups shared by the base-rule tests: places on a board by terrain,
 * token or harbour, paths between intersections, and the ids named by a decision's options.
 */
final class BaseBoardQueries {
    static final Topology T = Topology.standard();

    private BaseBoardQueries() {}

    // --- places

    /** @return the path joining two adjacent intersections */
    static int path(int a, int b) {
        return T.pathBetween(a, b);
    }

    /** @return the paths along a chain of adjacent intersections, in order */
    static int[] pathsAlong(int... nodes) {
        int[] paths = new int[nodes.length - 1];
        for (int i = 0; i + 1 < nodes.length; i++) {
            paths[i] = path(nodes[i], nodes[i + 1]);
        }
        return paths;
    }

    /** @return a shortest chain of intersections from {@code from} to {@code to}, both included */
    static List<Integer> shortestChain(int from, int to) {
        int[] previous = new int[T.intersectionCount()];
        Arrays.fill(previous, -1);
        previous[from] = from;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (int k = 0; k < T.neighbourCount(node); k++) {
                int next = T.neighbour(node, k);
                if (previous[next] < 0) {
                    previous[next] = node;
                    queue.add(next);
                }
            }
        }
        List<Integer> chain = new ArrayList<>();
        for (int node = to; node != from; node = previous[node]) {
            chain.add(0, node);
        }
        chain.add(0, from);
        return chain;
    }

    /** @return the intersections one path away */
    static Set<Integer> neighbours(int node) {
        Set<Integer> set = new TreeSet<>();
        for (int k = 0; k < T.neighbourCount(node); k++) {
            set.add(T.neighbour(node, k));
        }
        return set;
    }

    /** @return the paths touching an intersection */
    static Set<Integer> pathsAt(int node) {
        Set<Integer> set = new TreeSet<>();
        for (int k = 0; k < T.pathCountAt(node); k++) {
            set.add(T.pathAt(node, k));
        }
        return set;
    }

    /** @return the hexes touching an intersection */
    static Set<Integer> hexesAt(int node) {
        Set<Integer> set = new TreeSet<>();
        for (int k = 0; k < T.hexCountAt(node); k++) {
            set.add(T.hexAt(node, k));
        }
        return set;
    }

    /** @return the six corners of a hex */
    static Set<Integer> corners(int hex) {
        Set<Integer> set = new TreeSet<>();
        for (int k = 0; k < 6; k++) {
            set.add(T.corner(hex, k));
        }
        return set;
    }

    /** @return the hexes carrying a token, ascending */
    static List<Integer> hexesWithToken(Board board, int token) {
        List<Integer> hexes = new ArrayList<>();
        for (int hex = 0; hex < T.hexCount(); hex++) {
            if (board.token(hex) == token) {
                hexes.add(hex);
            }
        }
        return hexes;
    }

    /** @return the hexes of a terrain, ascending */
    static List<Integer> hexesOf(Board board, Terrain terrain) {
        List<Integer> hexes = new ArrayList<>();
        for (int hex = 0; hex < T.hexCount(); hex++) {
            if (board.terrain(hex) == terrain) {
                hexes.add(hex);
            }
        }
        return hexes;
    }

    /** @return the intersections served by a kind of harbour, ascending */
    static List<Integer> harbourNodes(Board board, Harbour harbour) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = 0; node < T.intersectionCount(); node++) {
            if (board.harbour(node) == harbour) {
                nodes.add(node);
            }
        }
        return nodes;
    }

    // --- decisions

    /** @return the path ids of the {@code BuildRoad} options */
    static Set<Integer> roadOptions(Decision d) {
        Set<Integer> set = new TreeSet<>();
        for (Action a : d.options()) {
            if (a instanceof BuildRoad) {
                set.add(((BuildRoad) a).path());
            }
        }
        return set;
    }

    /** @return the intersection ids of the {@code BuildSettlement} options */
    static Set<Integer> settlementOptions(Decision d) {
        Set<Integer> set = new TreeSet<>();
        for (Action a : d.options()) {
            if (a instanceof BuildSettlement) {
                set.add(((BuildSettlement) a).intersection());
            }
        }
        return set;
    }

    /** @return the intersection ids of the {@code BuildCity} options */
    static Set<Integer> cityOptions(Decision d) {
        Set<Integer> set = new TreeSet<>();
        for (Action a : d.options()) {
            if (a instanceof BuildCity) {
                set.add(((BuildCity) a).intersection());
            }
        }
        return set;
    }

    /** @return the hex ids of the {@code MoveRobber} options */
    static Set<Integer> robberOptions(Decision d) {
        Set<Integer> set = new TreeSet<>();
        for (Action a : d.options()) {
            if (a instanceof MoveRobber) {
                set.add(((MoveRobber) a).hex());
            }
        }
        return set;
    }

    /** @return the seats of the {@code StealFrom} options */
    static Set<Integer> victimOptions(Decision d) {
        Set<Integer> set = new TreeSet<>();
        for (Action a : d.options()) {
            if (a instanceof StealFrom) {
                set.add(((StealFrom) a).victim());
            }
        }
        return set;
    }

    /** @return a set of ints, for comparing with the option sets above */
    static Set<Integer> ints(int... values) {
        Set<Integer> set = new TreeSet<>();
        for (int v : values) {
            set.add(v);
        }
        return set;
    }

    /** @return a copy of the events recorded from index {@code from} on */
    static List<GameEvent> eventsSince(Game game, int from) {
        List<GameEvent> all = game.events();
        return List.copyOf(all.subList(from, all.size()));
    }

    /** Applies an action (which must be legal) and returns the events it recorded. */
    static List<GameEvent> eventsOf(Game game, Action action) {
        int from = game.events().size();
        game.apply(action);
        return eventsSince(game, from);
    }
}
