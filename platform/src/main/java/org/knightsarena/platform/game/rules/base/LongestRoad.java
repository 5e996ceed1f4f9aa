package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.PathSet;
import org.knightsarena.platform.game.state.SeatNodeSets;

/** Road lengths and the Longest Road award (RULES.md §15). */
public final class LongestRoad {
    public static final int MINIMUM = 5;
    public static final int POINTS = 2;

    private LongestRoad() {}

    /**
     * Returns the longest trail through a player's roads: no path used twice, never
     * passing through an intersection held by an opponent's building or knight.
     * A depth-first search from the network's ends; it allocates only a few intersection sets.
     */
    public static int length(GameState s, int seat) {
        SeatNodeSets reach = s.pieces.roadReach;
        NodeSet blocked = new NodeSet();
        NodeSet starts = new NodeSet();
        for (int node = reach.next(seat, 0); node >= 0; node = reach.next(seat, node + 1)) {
            if (blocks(s, seat, node)) {
                blocked.add(node);
                starts.add(node);
            } else if (ownRoadsAt(s, seat, node) != 2) {
                starts.add(node);
            }
        }
        int best = 0;
        // A longest trail can always start at an end of the road network (a blocked intersection
        // or one with 1 or 3 of the seat's roads): one starting at an open intersection with two
        // roads could be extended backwards, or is a closed loop that can start anywhere on it.
        for (int node = starts.next(0); node >= 0; node = starts.next(node + 1)) {
            best = Math.max(best, extend(s, seat, node, 0, 0L, 0L, 0L, blocked));
        }
        // what those starts do not reach are rings of open two-road intersections, walked whole
        NodeSet left = reach.get(seat);
        left.removeAll(reachedFrom(s, seat, starts, blocked));
        for (int node = left.next(0); node >= 0; node = left.next(node + 1)) {
            best = Math.max(best, extend(s, seat, node, 0, 0L, 0L, 0L, blocked));
            left.removeAll(reachedFrom(s, seat, NodeSet.of(node), blocked));
        }
        return best;
    }

    /**
     * One step of the search. The paths used so far travel by value as the three words of a
     * {@link PathSet} ({@link PathSet#word}), so the recursion reads and writes no memory for them.
     * A road ending at a blocked intersection counts without a call: the trail stops there
     * (only a start may be blocked, and a trail leaves it).
     */
    private static int extend(
            GameState s, int seat, int node, int length, long used0, long used1, long used2, NodeSet blocked) {
        Topology t = s.topology;
        byte[] roadOwner = s.pieces.roadOwner;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (roadOwner[path] != seat) {
                continue;
            }
            long bit = 1L << path;
            int word = PathSet.word(path);
            if (((word == 0 ? used0 : word == 1 ? used1 : used2) & bit) != 0) {
                continue;
            }
            int next = t.neighbour(node, k);
            int reached;
            if (blocked.contains(next)) {
                reached = length + 1;
            } else if (word == 0) {
                reached = extend(s, seat, next, length + 1, used0 | bit, used1, used2, blocked);
            } else if (word == 1) {
                reached = extend(s, seat, next, length + 1, used0, used1 | bit, used2, blocked);
            } else {
                reached = extend(s, seat, next, length + 1, used0, used1, used2 | bit, blocked);
            }
            best = Math.max(best, reached);
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
    private static NodeSet reachedFrom(GameState s, int seat, NodeSet from, NodeSet blocked) {
        Topology t = s.topology;
        NodeSet reached = from.copy();
        NodeSet frontier = from.copy();
        for (int node = frontier.next(0); node >= 0; node = frontier.next(0)) {
            frontier.remove(node);
            if (blocked.contains(node) && !from.contains(node)) {
                continue;
            }
            for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
                int next = t.neighbour(node, k);
                if (s.pieces.roadOwner[t.pathAt(node, k)] == seat && !reached.contains(next)) {
                    reached.add(next);
                    frontier.add(next);
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

    /** Recomputes every colour's length (Catan for Two's neutrals too, R-24.2.3), then the award. */
    public static void updateAll(GameState s, Chronicle chronicle) {
        for (int p = 0; p < s.colours; p++) {
            s.points.roadLength[p] = length(s, p);
        }
        reassign(s, chronicle);
    }

    /** Applies: the holder keeps it on a tie; a unique longest of 5 or more takes it; else it is set aside. */
    static void reassign(GameState s, Chronicle chronicle) {
        int max = 0;
        int atMax = 0;
        int leader = BoardView.NOBODY;
        for (int p = 0; p < s.colours; p++) { // a neutral colour can hold it
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
