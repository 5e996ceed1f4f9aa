package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;

/** Road lengths and the Longest Road award (RULES.md §15). */
public final class LongestRoad {
    public static final int MINIMUM = 5;
    public static final int POINTS = 2;

    private LongestRoad() {
    }

    /**
     * Returns the longest trail through a player's roads: no path used twice, never
     * passing through an intersection held by an opponent's building or knight.
     */
    public static int length(GameState s, int seat) {
        boolean[] used = new boolean[s.topology.pathCount()];
        int best = 0;
        // every trail starts at an intersection one of the seat's roads ends at
        for (long nodes = s.pieces.roadReach[seat]; nodes != 0; nodes = NodeSet.rest(nodes)) {
            best = Math.max(best, extend(s, seat, NodeSet.first(nodes), 0, used));
        }
        return best;
    }

    private static int extend(GameState s, int seat, int node, int length, boolean[] used) {
        if (length > 0 && blocks(s, seat, node)) {
            return length;
        }
        Topology t = s.topology;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (!used[path] && s.pieces.roadOwner[path] == seat) {
                used[path] = true;
                best = Math.max(best, extend(s, seat, t.neighbour(node, k), length + 1, used));
                used[path] = false;
            }
        }
        return best;
    }

    /** an opponent's building or knight splits the trail; one's own pieces do not. */
    private static boolean blocks(GameState s, int seat, int node) {
        int owner = s.pieces.buildingOwner[node];
        return (owner != BoardView.NOBODY && owner != seat) || Building.hasOpponentKnight(s, seat, node);
    }

    /** Recomputes one player's length, then the award. */
    public static void update(GameState s, Chronicle chronicle, int seat) {
        s.roadLength[seat] = length(s, seat);
        reassign(s, chronicle);
    }

    /** Recomputes every player's length, then the award. */
    public static void updateAll(GameState s, Chronicle chronicle) {
        for (int p = 0; p < s.players; p++) {
            s.roadLength[p] = length(s, p);
        }
        reassign(s, chronicle);
    }

    /** Applies: the holder keeps it on a tie; a unique longest of 5 or more takes it; else it is set aside. */
    public static void reassign(GameState s, Chronicle chronicle) {
        int max = 0;
        int atMax = 0;
        int leader = BoardView.NOBODY;
        for (int p = 0; p < s.players; p++) {
            if (s.roadLength[p] > max) {
                max = s.roadLength[p];
                atMax = 1;
                leader = p;
            } else if (s.roadLength[p] == max) {
                atMax++;
            }
        }
        int holder = s.longestRoad;
        if (holder != BoardView.NOBODY && s.roadLength[holder] >= MINIMUM && s.roadLength[holder] == max) {
            return;
        }
        int next = max >= MINIMUM && atMax == 1 ? leader : BoardView.NOBODY;
        if (next == holder) {
            return;
        }
        if (holder != BoardView.NOBODY) {
            s.publicPoints[holder] -= POINTS;
        }
        s.longestRoad = next;
        if (next == BoardView.NOBODY) {
            chronicle.add(new LongestRoadSetAside());
        } else {
            s.publicPoints[next] += POINTS;
            chronicle.add(new LongestRoadTaken(next, max));
        }
    }
}
