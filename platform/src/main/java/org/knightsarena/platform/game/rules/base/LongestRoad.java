package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.PathSet;

/**
 * Road lengths and the Longest Road award (RULES.md §15); on a Seafarers map the Longest Trade
 * Route over roads and ships.
 */
public final class LongestRoad {
    public static final int MINIMUM = 5;
    public static final int POINTS = 2;

    /** The kinds of piece a trail has come along: none yet, a road, a ship. */
    private static final int NONE = 0;

    private static final int ROAD = 1;
    private static final int SHIP = 2;

    private LongestRoad() {}

    /**
     * Returns the longest trail through a player's roads and ships: no path
     * used twice, never passing through an intersection held by an opponent's building or knight
     * from a road to a ship only through the player's own building.
     * A depth-first search from the network's ends; it allocates only a few intersection sets.
     */
    public static int length(GameState s, int seat) {
        return longestWithin(s, seat, NO_PATH);
    }

    private static final int NO_PATH = -1;

    /**
     * The search of {@link #length}, over the whole network or, given a path of the seat's, over
     * the part of it that path's ends join without passing a blocked intersection (a superset of
     * the trails through that path: a blocked end is walked past, which only adds trails).
     */
    private static int longestWithin(GameState s, int seat, int touched) {
        NodeSet reach = reachOf(s, seat);
        NodeSet blocked = blockedWithin(s, seat, reach);
        NodeSet area = reach;
        if (touched != NO_PATH) {
            NodeSet ends = NodeSet.of(s.topology.end(touched, 0));
            ends.add(s.topology.end(touched, 1));
            area = reachedFrom(s, seat, ends, blocked);
        }
        NodeSet starts = new NodeSet();
        for (int node = area.next(0); node >= 0; node = area.next(node + 1)) {
            if (blocked.contains(node) || !passesThrough(s, seat, node)) {
                starts.add(node);
            }
        }
        int best = 0;
        // A longest trail can always start at an end of the network (a blocked intersection, one
        // with 1 or 3 of the seat's pieces, or where a road meets a ship without the seat's
        // building): one starting where a trail passes through could be extended backwards, or
        // is a closed loop that can start anywhere on it.
        for (int node = starts.next(0); node >= 0; node = starts.next(node + 1)) {
            best = Math.max(best, extend(s, seat, node, NONE, 0, 0L, 0L, 0L, blocked));
        }
        // what those starts do not reach are rings of open pass-through intersections, walked whole
        NodeSet left = area;
        left.removeAll(reachedFrom(s, seat, starts, blocked));
        for (int node = left.next(0); node >= 0; node = left.next(node + 1)) {
            best = Math.max(best, extend(s, seat, node, NONE, 0, 0L, 0L, 0L, blocked));
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
            GameState s,
            int seat,
            int node,
            int last,
            int length,
            long used0,
            long used1,
            long used2,
            NodeSet blocked) {
        Topology t = s.topology;
        byte[] roadOwner = s.pieces.roadOwner;
        byte[] shipOwner = s.ships.owner;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            int kind;
            if (roadOwner[path] == seat) {
                kind = ROAD;
            } else if (shipOwner.length > 0 && shipOwner[path] == seat) {
                kind = SHIP;
            } else {
                continue;
            }
            // from a road to a ship (or back) only through the seat's own building
            if (kind != last && last != NONE && s.pieces.buildingOwner[node] != seat) {
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
                reached = extend(s, seat, next, kind, length + 1, used0 | bit, used1, used2, blocked);
            } else if (word == 1) {
                reached = extend(s, seat, next, kind, length + 1, used0, used1 | bit, used2, blocked);
            } else {
                reached = extend(s, seat, next, kind, length + 1, used0, used1, used2 | bit, blocked);
            }
            best = Math.max(best, reached);
        }
        return best;
    }

    /**
     * @return whether a trail can pass through the intersection: exactly two of the seat's pieces
     *     there, both roads, both ships, or one of each joined by the seat's building
     */
    private static boolean passesThrough(GameState s, int seat, int node) {
        Topology t = s.topology;
        int roads = 0;
        int ships = 0;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (s.pieces.roadOwner[path] == seat) {
                roads++;
            } else if (s.ships.ownerOf(path) == seat) {
                ships++;
            }
        }
        return roads + ships == 2 && (roads != 1 || s.pieces.buildingOwner[node] == seat);
    }

    private static boolean ownPiece(GameState s, int seat, int path) {
        return s.pieces.roadOwner[path] == seat || s.ships.ownerOf(path) == seat;
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
                if (ownPiece(s, seat, t.pathAt(node, k)) && !reached.contains(next)) {
                    reached.add(next);
                    frontier.add(next);
                }
            }
        }
        return reached;
    }

    /** @return a new set of the intersections the seat's roads and ships end at */
    private static NodeSet reachOf(GameState s, int seat) {
        NodeSet reach = s.pieces.roadReach.get(seat);
        if (s.ships.inPlay()) {
            s.ships.reach.addTo(seat, reach);
        }
        return reach;
    }

    /** @return the intersections of {@code reach} that split the seat's trails */
    private static NodeSet blockedWithin(GameState s, int seat, NodeSet reach) {
        NodeSet blocked = new NodeSet();
        for (int node = reach.next(0); node >= 0; node = reach.next(node + 1)) {
            if (blocks(s, seat, node)) {
                blocked.add(node);
            }
        }
        return blocked;
    }

    /** an opponent's building or knight splits the trail; one's own pieces do not. */
    private static boolean blocks(GameState s, int seat, int node) {
        int owner = s.pieces.buildingOwner[node];
        return (owner != BoardView.NOBODY && owner != seat) || Building.hasOpponentKnight(s, seat, node);
    }

    /** Recomputes one player's length, then the award. */
    public static void update(GameState s, Chronicle chronicle, int seat) {
        s.points.roadLength[seat] = length(s, seat);
        reassign(s, chronicle);
    }

    /**
     * Settles the seat's length after it put a new road or ship on {@code path}, then the award.
     * A new piece breaks no trail, so only trails through it can be longer than the kept length:
     * the search walks only the network the piece belongs to. With Cities &amp; Knights too: every
     * knight change recomputes the lengths it can change, the one wait being a displaced knight
     * still lifted, until its owner puts it down ({@code Knights.relocateOrRemove}), and no road or
     * ship is built in between.
     */
    public static void extended(GameState s, Chronicle chronicle, int seat, int path) {
        assert s.knights.displacedFrom == BoardView.NOBODY : "a road while a displaced knight is lifted";
        s.points.roadLength[seat] = Math.max(s.points.roadLength[seat], longestThrough(s, seat, path));
        reassign(s, chronicle);
    }

    /**
     * The longest trail using a new piece on {@code path}, or more. Most new roads and ships grow
     * the network at an end: one of the path's intersections has no other piece of the seat, so
     * every trail through the path ends there, and one search from that end finds the longest of
     * them, rather than a search from every end of the network (which took some 10 % of a random
     * game's time, issue 15). A piece joining two of the seat's pieces falls back to the search
     * of the network it joins.
     */
    private static int longestThrough(GameState s, int seat, int path) {
        Topology t = s.topology;
        int end = t.end(path, 0);
        if (ownPiecesAt(s, seat, end) != 1) {
            end = t.end(path, 1);
            if (ownPiecesAt(s, seat, end) != 1) {
                return longestWithin(s, seat, path);
            }
        }
        return extend(s, seat, end, NONE, 0, 0L, 0L, 0L, blockedWithin(s, seat, reachOf(s, seat)));
    }

    /** @return how many of the seat's roads and ships end at the intersection */
    private static int ownPiecesAt(GameState s, int seat, int node) {
        Topology t = s.topology;
        int count = 0;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            if (ownPiece(s, seat, t.pathAt(node, k))) {
                count++;
            }
        }
        return count;
    }

    /**
     * Recomputes the lengths a change at one or two intersections can alter, then the award: those
     * of the colours with a road or ship ending there, since only their trails pass through. For a
     * building or knight put down or taken away ({@code b} is {@link BoardView#NOBODY} when one
     * intersection changed). The other colours' kept lengths stand, so the award comes out as
     * {@link #updateAll} gives it, for a fraction of the searches.
     */
    public static void updateAt(GameState s, Chronicle chronicle, int a, int b) {
        for (int p = 0; p < s.colours; p++) {
            if (ownPiecesAt(s, p, a) > 0 || (b != BoardView.NOBODY && ownPiecesAt(s, p, b) > 0)) {
                s.points.roadLength[p] = length(s, p);
            }
        }
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
