package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.PathSet;

/** Road lengths and the Longest Road award (RULES.md §15). */
public final class LongestRoad {
    public static final int MINIMUM = 5;
    public static final int POINTS = 2;

    private LongestRoad() {}

    /**
     * Returns the longest trail through a player's roads: no path used twice, never
     * passing through an intersection held by an opponent's building or knight.
     * Allocation-free: the paths used so far are a {@link PathSet} in two {@code long}s.
     */
    public static int length(GameState s, int seat) {
        long reach = s.pieces.roadReach[seat];
        long blocked = NodeSet.EMPTY;
        long starts = NodeSet.EMPTY;
        for (long nodes = reach; nodes != NodeSet.EMPTY; nodes = NodeSet.rest(nodes)) {
            int node = NodeSet.first(nodes);
            if (blocks(s, seat, node)) {
                blocked = NodeSet.with(blocked, node);
                starts = NodeSet.with(starts, node);
            } else if (ownRoadsAt(s, seat, node) != 2) {
                starts = NodeSet.with(starts, node);
            }
        }
        int best = 0;
        // A longest trail can always start at an end of the road network (a blocked intersection
        // or one with 1 or 3 of the seat's roads): one starting at an open intersection with two
        // roads could be extended backwards, or is a closed loop that can start anywhere on it.
        for (long nodes = starts; nodes != NodeSet.EMPTY; nodes = NodeSet.rest(nodes)) {
            best = Math.max(best, extend(s, seat, NodeSet.first(nodes), 0, 0L, 0L, blocked));
        }
        // what those starts do not reach are rings of open two-road intersections, walked whole
        long left = reach & ~reachedFrom(s, seat, starts, blocked);
        while (left != NodeSet.EMPTY) {
            int node = NodeSet.first(left);
            best = Math.max(best, extend(s, seat, node, 0, 0L, 0L, blocked));
            left &= ~reachedFrom(s, seat, NodeSet.of(node), blocked);
        }
        return best;
    }

    private static int extend(GameState s, int seat, int node, int length, long usedLow, long usedHigh, long blocked) {
        if (length > 0 && NodeSet.contains(blocked, node)) {
            return length;
        }
        Topology t = s.topology;
        byte[] roadOwner = s.pieces.roadOwner;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            long low = PathSet.withLow(usedLow, path);
            long high = PathSet.withHigh(usedHigh, path);
            if (roadOwner[path] == seat && (low != usedLow || high != usedHigh)) {
                best = Math.max(best, extend(s, seat, t.neighbour(node, k), length + 1, low, high, blocked));
            }
        }
        return best;
    }

    private static int ownRoadsAt(GameState s, int seat, int node) {
        Topology t = s.topology;
        int count = 0;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            if (s.pieces.roadOwner[t.pathAt(node, k)] == seat) {
                count++;
            }
        }
        return count;
    }

    /** @return the intersections joined to {@code from} by the seat's roads, not passing a blocked one */
    private static long reachedFrom(GameState s, int seat, long from, long blocked) {
        Topology t = s.topology;
        long reached = from;
        long frontier = from;
        while (frontier != NodeSet.EMPTY) {
            int node = NodeSet.first(frontier);
            frontier = NodeSet.rest(frontier);
            if (NodeSet.contains(blocked, node) && !NodeSet.contains(from, node)) {
                continue;
            }
            for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
                int next = t.neighbour(node, k);
                if (s.pieces.roadOwner[t.pathAt(node, k)] == seat && !NodeSet.contains(reached, next)) {
                    reached = NodeSet.with(reached, next);
                    frontier = NodeSet.with(frontier, next);
                }
            }
        }
        return reached;
    }

    /** an opponent's building or knight splits the trail; one's own pieces do not. */
    private static boolean blocks(GameState s, int seat, int node) {
        int owner = s.pieces.buildingOwner[node];
        return (owner != BoardView.NOBODY && owner != seat) || Building.hasOpponentKnight(s, seat, node);
    }

    /** Recomputes one player's length, then the award. */
    static void update(GameState s, Chronicle chronicle, int seat) {
        s.points.roadLength[seat] = length(s, seat);
        reassign(s, chronicle);
    }

    /** Recomputes every player's length, then the award. */
    public static void updateAll(GameState s, Chronicle chronicle) {
        for (int p = 0; p < s.players; p++) {
            s.points.roadLength[p] = length(s, p);
        }
        reassign(s, chronicle);
    }

    /** Applies: the holder keeps it on a tie; a unique longest of 5 or more takes it; else it is set aside. */
    static void reassign(GameState s, Chronicle chronicle) {
        int max = 0;
        int atMax = 0;
        int leader = BoardView.NOBODY;
        for (int p = 0; p < s.players; p++) {
            if (s.points.roadLength[p] > max) {
                max = s.points.roadLength[p];
                atMax = 1;
                leader = p;
            } else if (s.points.roadLength[p] == max) {
                atMax++;
            }
        }
        int holder = s.points.longestRoad;
        if (holder != BoardView.NOBODY
                && s.points.roadLength[holder] >= MINIMUM
                && s.points.roadLength[holder] == max) {
            return;
        }
        int next = max >= MINIMUM && atMax == 1 ? leader : BoardView.NOBODY;
        if (next == holder) {
            return;
        }
        if (holder != BoardView.NOBODY) {
            s.points.publicPoints[holder] -= POINTS;
        }
        s.points.longestRoad = next;
        if (next == BoardView.NOBODY) {
            chronicle.add(new LongestRoadSetAside());
        } else {
            s.points.publicPoints[next] += POINTS;
            chronicle.add(new LongestRoadTaken(next, max));
        }
    }
}
