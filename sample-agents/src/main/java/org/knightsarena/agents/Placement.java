package org.knightsarena.agents;

import java.util.Arrays;
import org.knightsarena.api.GameView;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;

/**
 * How good the board's intersections and paths are for one seat: production in pips, the free
 * spots a settlement may take, and the roads that lead to them. On Seafarers maps a spot also
 * counts its gold fields and the island bonus a settlement there would earn
 * (docs/rules/seafarers.md ), ships reach spots as roads do, and roads
 * never cross the sea; {@link ShipRoutes} rates the ships.
 *
 * <p>Pips count the dice rolls out of 36 that hit a number token: 2 and 12 score 1, 3 and 11
 * score 2, up to 6 and 8 scoring 5. A placement is made for one decision and reads the live
 * board, so it must not outlive that decision; it is not thread-safe.
 */
final class Placement {

    /** Value of a resource the seat does not produce yet. */
    private static final double NEW_RESOURCE_BONUS = 2.0;
    /** Value of a 3:1 harbour. */
    private static final double GENERIC_HARBOUR_BONUS = 1.0;
    /** Value per pip of the seat's production of a 2:1 harbour's resource. */
    private static final double SPECIAL_HARBOUR_PER_PIP = 0.4;
    /** A 2:1 harbour counts only once the seat would make at least this many pips of its resource. */
    private static final int SPECIAL_HARBOUR_MIN_PIPS = 5;
    /** How many roads beyond a new one the search for a free spot looks. */
    private static final int ROAD_SEARCH_DEPTH = 3;
    /** Value per pip of a gold field: a resource of choice is worth more than a fixed one. */
    static final double GOLD_PER_PIP = 1.3;
    /** Value of each special victory point a settlement on a new island earns. */
    private static final double ISLAND_POINT_VALUE = 5.0;

    private final BoardView board;
    private final int seat;
    /** The island bonus a settlement of this seat earns at an intersection; none without a view. */
    private final java.util.function.IntUnaryOperator islandBonus;

    private final int[] ownPips = new int[Card.RESOURCE_COUNT];
    private final int[] opponentPips = new int[Card.RESOURCE_COUNT];
    /** Intersections from which this seat may build a road: its buildings, and free ends of its roads. */
    private final boolean[] network;

    private boolean hasOwnSettlement;

    /** @param view the live view of the seat to judge for, island bonuses included */
    Placement(GameView view) {
        this(view.board(), view.seat(), intersection -> view.islandBonusAt(view.seat(), intersection));
    }

    /**
     * @param board the live board
     * @param seat  the seat to judge for; no island bonus is counted
     */
    Placement(BoardView board, int seat) {
        this(board, seat, intersection -> 0);
    }

    private Placement(BoardView board, int seat, java.util.function.IntUnaryOperator islandBonus) {
        this.board = board;
        this.seat = seat;
        this.islandBonus = islandBonus;
        int count = board.intersectionCount();
        this.network = new boolean[count];
        for (int i = 0; i < count; i++) {
            int owner = board.buildingOwner(i);
            if (owner != BoardView.NOBODY) {
                Building building = board.building(i);
                addPips(owner == seat ? ownPips : opponentPips, i, building == Building.CITY ? 2 : 1);
                hasOwnSettlement |= owner == seat && building == Building.SETTLEMENT;
            }
            network[i] = owner == seat || (owner == BoardView.NOBODY && touchesOwnRoad(i));
        }
    }

    /**
     * @param token a number token, 2 to 12, or 0 for none
     * @return the rolls out of 36 that hit it: 1 to 5, or 0 for none and for 7
     */
    static int pips(int token) {
        return token < 2 || token > 12 || token == 7 ? 0 : 6 - Math.abs(7 - token);
    }

    /** @return this seat's production of {@code resource} in pips, cities counted twice */
    int ownPips(Card resource) {
        return ownPips[resource.code()];
    }

    /** @return the other seats' production of {@code resource} in pips, cities counted twice */
    int opponentPips(Card resource) {
        return opponentPips[resource.code()];
    }

    /** @return true if this seat has a settlement it could upgrade */
    boolean hasOwnSettlement() {
        return hasOwnSettlement;
    }

    /** @return the pips of the producing hexes around {@code intersection} */
    int pipsAt(int intersection) {
        int sum = 0;
        for (int k = 0; k < board.hexCountAt(intersection); k++) {
            sum += pips(board.token(board.hexAt(intersection, k)));
        }
        return sum;
    }

    /**
     * @return true if a settlement may stand on {@code intersection}: it touches land,
     *     and it and its neighbours are empty
     */
    boolean isFreeSpot(int intersection) {
        if (board.building(intersection) != Building.NONE || !touchesLand(intersection)) {
            return false;
        }
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            if (board.building(board.neighbour(intersection, k)) != Building.NONE) {
                return false;
            }
        }
        return true;
    }

    /** @return true if {@code intersection} is a free spot that one of this seat's roads reaches */
    boolean isConnectedSpot(int intersection) {
        return isFreeSpot(intersection) && touchesOwnRoute(intersection);
    }

    /** @return true if this seat could build a settlement now, cards aside */
    boolean hasConnectedSpot() {
        for (int i = 0; i < network.length; i++) {
            if (isConnectedSpot(i)) {
                return true;
            }
        }
        return false;
    }

    /** @return true if some road this seat could build leads toward a free spot */
    boolean hasReachableSpot() {
        for (int p = 0; p < board.pathCount(); p++) {
            if (board.roadOwner(p) == BoardView.NOBODY
                    && (network[board.end(p, 0)] || network[board.end(p, 1)])
                    && roadValue(p) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the best value of a free spot this seat reaches now, {@link #spotValue}, or of a
     *     road it may build toward one, {@link #roadValue}, whichever is higher; 0 if none
     */
    double bestProspect() {
        double best = 0;
        for (int i = 0; i < network.length; i++) {
            if (isConnectedSpot(i)) {
                best = Math.max(best, spotValue(i));
            }
        }
        for (int p = 0; p < board.pathCount(); p++) {
            if (isFreeForRoad(p) && (network[board.end(p, 0)] || network[board.end(p, 1)])) {
                best = Math.max(best, roadValue(p));
            }
        }
        return best;
    }

    /**
     * Rates a settlement on {@code intersection} for this seat: its pips, a bonus for each
     * resource the seat does not produce yet, its gold fields, the island bonus it would earn, and
     * a bonus for a harbour it can use well.
     *
     * @param intersection any intersection
     * @return 0 or more; higher is better
     */
    double spotValue(int intersection) {
        int[] spotPips = new int[Card.RESOURCE_COUNT];
        addPips(spotPips, intersection, 1);
        double value = 0;
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            value += spotPips[r];
            if (spotPips[r] > 0 && ownPips[r] == 0) {
                value += NEW_RESOURCE_BONUS;
            }
        }
        for (int k = 0; k < board.hexCountAt(intersection); k++) {
            int hex = board.hexAt(intersection, k);
            if (board.terrain(hex) == Terrain.GOLD) {
                value += GOLD_PER_PIP * pips(board.token(hex));
            }
        }
        value += ISLAND_POINT_VALUE * islandBonus.applyAsInt(intersection);
        Harbour harbour = board.harbour(intersection);
        if (harbour == Harbour.GENERIC) {
            value += GENERIC_HARBOUR_BONUS;
        } else if (harbour.resource().isPresent()) {
            int r = harbour.resource().get().code();
            int pips = ownPips[r] + spotPips[r];
            if (pips >= SPECIAL_HARBOUR_MIN_PIPS) {
                value += SPECIAL_HARBOUR_PER_PIP * pips;
            }
        }
        return value;
    }

    /**
     * Rates a road on {@code path} for this seat by the best free spot it leads toward, within
     * a few more roads, discounted by the roads still needed. Spots the seat reaches already
     * do not count.
     *
     * @param path a path this seat may build on
     * @return 0 if it leads to no new spot, else a positive value; higher is better
     */
    double roadValue(int path) {
        int a = board.end(path, 0);
        int b = board.end(path, 1);
        int frontier = network[a] ? b : a;
        if (network[frontier] || !isPassable(frontier)) {
            return 0;
        }
        int[] distance = new int[board.intersectionCount()];
        Arrays.fill(distance, -1);
        int[] queue = new int[distance.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = frontier;
        distance[frontier] = 0;
        double best = 0;
        while (head < tail) {
            int at = queue[head++];
            if (isFreeSpot(at) && !touchesOwnRoute(at)) {
                best = Math.max(best, spotValue(at) / (1 + distance[at]));
            }
            if (distance[at] == ROAD_SEARCH_DEPTH || !isPassable(at)) {
                continue;
            }
            for (int k = 0; k < board.neighbourCount(at); k++) {
                int next = board.neighbour(at, k);
                if (distance[next] < 0 && !network[next] && isFreeForRoad(board.pathAt(at, k))) {
                    distance[next] = distance[at] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return best;
    }

    /** @return true if no piece lies on a path and it touches land, so that a road may go there */
    private boolean isFreeForRoad(int path) {
        return board.roadOwner(path) == BoardView.NOBODY
                && board.shipOwner(path) == BoardView.NOBODY
                && landSides(board, path) > 0;
    }

    /**
     * @return the land hexes (anything but sea) on the two sides of a path: 2 for a land path, 1
     *     for a coast, 0 for a sea path; the frame counts as sea
     */
    static int landSides(BoardView board, int path) {
        int a = board.end(path, 0);
        int b = board.end(path, 1);
        int land = 0;
        for (int i = 0; i < board.hexCountAt(a); i++) {
            int hex = board.hexAt(a, i);
            for (int j = 0; j < board.hexCountAt(b); j++) {
                if (board.hexAt(b, j) == hex && board.terrain(hex) != Terrain.SEA) {
                    land++;
                }
            }
        }
        return land;
    }

    /** @return true if a land hex (anything but sea) touches {@code intersection} */
    boolean touchesLand(int intersection) {
        for (int k = 0; k < board.hexCountAt(intersection); k++) {
            if (board.terrain(board.hexAt(intersection, k)) != Terrain.SEA) {
                return true;
            }
        }
        return false;
    }

    /** @return true if a road may continue through {@code intersection}: no other seat's building */
    private boolean isPassable(int intersection) {
        int owner = board.buildingOwner(intersection);
        return owner == BoardView.NOBODY || owner == seat;
    }

    /** @return true if one of this seat's roads ends at {@code intersection} */
    private boolean touchesOwnRoad(int intersection) {
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            if (board.roadOwner(board.pathAt(intersection, k)) == seat) {
                return true;
            }
        }
        return false;
    }

    /** @return true if one of this seat's roads or ships ends at {@code intersection} */
    boolean touchesOwnRoute(int intersection) {
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            int path = board.pathAt(intersection, k);
            if (board.roadOwner(path) == seat || board.shipOwner(path) == seat) {
                return true;
            }
        }
        return false;
    }

    private void addPips(int[] into, int intersection, int weight) {
        for (int k = 0; k < board.hexCountAt(intersection); k++) {
            int hex = board.hexAt(intersection, k);
            Terrain terrain = board.terrain(hex);
            if (terrain.produces()) {
                into[terrain.resource().orElseThrow().code()] += weight * pips(board.token(hex));
            }
        }
    }
}
