package org.knightsarena.agents;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.board.BoardView;

/**
 * Where one seat's ships may go on a Seafarers map and what they lead to (docs/rules/seafarers.md
 * a ship is built on a coast or sea path from the seat's building or from the
 * end of its ship where no opponent builds, and it is worth the best free spot it
 * leads toward, {@link Placement#spotValue} (island bonus included), over a few more ships.
 *
 * <p>Made for one decision from the live board, so it must not outlive it; not thread-safe.
 */
final class ShipRoutes {

    /** How many ships beyond a new one the search for a free spot looks: islands lie farther than spots. */
    private static final int SHIP_SEARCH_DEPTH = 5;
    /** A ship is moved only when that leads to a spot this much better: a move also costs the trade route. */
    private static final double WORTH_MOVING = 1.0;

    private final BoardView board;
    private final int seat;
    private final Placement place;
    /** Intersections a ship of this seat may carry on from: its buildings, and ends of its ships. */
    private final boolean[] harbours;

    /**
     * @param board the live board
     * @param seat  the seat to judge for
     * @param place the same seat's placement, for the value of spots
     */
    ShipRoutes(BoardView board, int seat, Placement place) {
        this.board = board;
        this.seat = seat;
        this.place = place;
        harbours = new boolean[board.intersectionCount()];
        for (int i = 0; i < harbours.length; i++) {
            int owner = board.buildingOwner(i);
            harbours[i] = owner == seat || (owner == BoardView.NOBODY && touchesOwnShip(i));
        }
    }

    /**
     * @return true for a path a ship may lie on: a coast or a sea path, never a path between two land
     *     hexes
     */
    static boolean isShipPath(BoardView board, int path) {
        return Placement.landSides(board, path) < 2;
    }

    /**
     * Rates a new ship on {@code path} by the best free spot it leads toward within a few more
     * ships, discounted by the ships still needed; spots the seat reaches already do not count.
     *
     * @param path a path this seat may build a ship on
     * @return 0 if it leads to no new spot, else a positive value; higher is better
     */
    double shipValue(int path) {
        int a = board.end(path, 0);
        int b = board.end(path, 1);
        int frontier = harbours[a] ? b : a;
        if (harbours[frontier] || !isPassable(frontier)) {
            return 0;
        }
        return bestSpotFrom(frontier, false);
    }

    /**
     * Rates the seat's own ship on {@code path} where it stands, by what its open end leads toward
     * what moving it away would give up.
     *
     * @param path a path with a ship of this seat
     * @return 0 or more; higher is better
     */
    double standingValue(int path) {
        int a = board.end(path, 0);
        int b = board.end(path, 1);
        int open = endsAtOwnPiece(a, path) ? b : a;
        // the spot at the open end counts although this very ship reaches it already
        return bestSpotFrom(open, true);
    }

    /**
     * Picks the ship move that leads toward a better spot than the ship's open end does now
     * a ship left at a dead end, or beside a spot taken since, sails on.
     *
     * @param options a main turn's options; only its {@code MoveShip}s are considered
     * @return the move that gains most, by more than {@link #WORTH_MOVING}; empty if none
     */
    Optional<Action> bestMove(List<Action> options) {
        return HeuristicAgent.best(options, option -> {
            if (!(option instanceof MoveShip)) {
                return HeuristicAgent.NOT_A_CANDIDATE;
            }
            MoveShip move = (MoveShip) option;
            double gain = shipValue(move.to()) - standingValue(move.from());
            return gain > WORTH_MOVING ? gain : HeuristicAgent.NOT_A_CANDIDATE;
        });
    }

    /** @return the best {@link #shipValue} of a ship this seat could build; 0 if none leads to a free spot */
    double bestShipValue() {
        double best = 0;
        for (int p = 0; p < board.pathCount(); p++) {
            if (isFree(p) && (harbours[board.end(p, 0)] || harbours[board.end(p, 1)])) {
                best = Math.max(best, shipValue(p));
            }
        }
        return best;
    }

    /** @return true if some ship this seat could build leads toward a free spot */
    boolean hasReachableSpot() {
        for (int p = 0; p < board.pathCount(); p++) {
            if (isFree(p) && (harbours[board.end(p, 0)] || harbours[board.end(p, 1)]) && shipValue(p) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Breadth-first over free ship paths from {@code start}, up to {@link #SHIP_SEARCH_DEPTH} paths,
     * for the best free spot not reached yet, or {@code start} itself when {@code countStart}.
     */
    private double bestSpotFrom(int start, boolean countStart) {
        int[] distance = new int[board.intersectionCount()];
        Arrays.fill(distance, -1);
        int[] queue = new int[distance.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        distance[start] = 0;
        double best = 0;
        while (head < tail) {
            int at = queue[head++];
            if (place.isFreeSpot(at) && (!place.touchesOwnRoute(at) || (countStart && at == start))) {
                best = Math.max(best, place.spotValue(at) / (1 + distance[at]));
            }
            if (distance[at] == SHIP_SEARCH_DEPTH || !isPassable(at)) {
                continue;
            }
            for (int k = 0; k < board.neighbourCount(at); k++) {
                int next = board.neighbour(at, k);
                if (distance[next] < 0 && !harbours[next] && isFree(board.pathAt(at, k))) {
                    distance[next] = distance[at] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return best;
    }

    private boolean isFree(int path) {
        return board.shipOwner(path) == BoardView.NOBODY
                && board.roadOwner(path) == BoardView.NOBODY
                && isShipPath(board, path);
    }

    /** @return true if a ship may carry on through {@code intersection}: no other seat's building */
    private boolean isPassable(int intersection) {
        int owner = board.buildingOwner(intersection);
        return owner == BoardView.NOBODY || owner == seat;
    }

    /** @return true if this seat's building, or another ship of its own, is at {@code intersection} */
    private boolean endsAtOwnPiece(int intersection, int except) {
        if (board.buildingOwner(intersection) == seat) {
            return true;
        }
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            int path = board.pathAt(intersection, k);
            if (path != except && board.shipOwner(path) == seat) {
                return true;
            }
        }
        return false;
    }

    private boolean touchesOwnShip(int intersection) {
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            if (board.shipOwner(board.pathAt(intersection, k)) == seat) {
                return true;
            }
        }
        return false;
    }
}
