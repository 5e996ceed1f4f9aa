package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.seafarers.IslandBonuses;
import org.knightsarena.platform.game.rules.seafarers.SeaRules;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.SeatNodeSets;

/** Where pieces may go and what building them changes (RULES.md §6, R-2.3, R-21.10). */
public final class Building {
    private Building() {}

    // --- legality

    /**
     * no building and no knight on the intersection, and no building on
     * any neighbouring intersection (the distance rule ignores knights).
     */
    public static boolean isFreeSpot(GameState s, int node) {
        if (s.pieces.buildingKind[node] != 0 || hasKnight(s, node) || !SeaRules.buildingAllowed(s, node)) {
            return false;
        }
        Topology t = s.topology;
        for (int k = 0, n = t.neighbourCount(node); k < n; k++) {
            if (s.pieces.buildingKind[t.neighbour(node, k)] != 0) {
                return false;
            }
        }
        return true;
    }

    /** a free spot for a setup building, in a set-up area of a Seafarers map. */
    public static boolean isSetupSpot(GameState s, int node) {
        return isFreeSpot(s, node) && SeaRules.setupAllowed(s, node);
    }

    /** a free spot touched by one of the player's roads or ships. */
    public static boolean canPlaceSettlement(GameState s, int seat, int node) {
        return isFreeSpot(s, node) && (touchesOwnRoad(s, seat, node) || s.ships.reaches(seat, node));
    }

    public static boolean touchesOwnRoad(GameState s, int seat, int node) {
        return s.pieces.reaches(seat, node);
    }

    /**
     * an empty path touching one of the player's buildings, or
     * continuing one of the player's roads at an intersection not held by an opponent's building
     * or knight (the player's own knight does not block).
     */
    public static boolean canPlaceRoad(GameState s, int seat, int path) {
        if (s.pieces.roadOwner[path] != BoardView.NOBODY
                || s.ships.ownerOf(path) != BoardView.NOBODY
                || !SeaRules.roadAllowed(s, path)) {
            return false;
        }
        return joinsNetwork(s, seat, path, s.pieces.roadReach);
    }

    /**
     * whether a piece on the path touches one of the seat's buildings, or
     * carries on from the seat's pieces of one kind (those ending at {@code reach}) at an
     * intersection without an opponent's building or knight.
     */
    public static boolean joinsNetwork(GameState s, int seat, int path, SeatNodeSets reach) {
        Topology t = s.topology;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            int owner = s.pieces.buildingOwner[node];
            if (owner == seat) {
                return true;
            }
            if (owner == BoardView.NOBODY && reach.contains(seat, node) && !hasOpponentKnight(s, seat, node)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether the seat may place a road anywhere (Road Building and free roads stop without one) */
    public static boolean anyRoad(GameState s, int seat) {
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (canPlaceRoad(s, seat, path)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether a knight (anyone's) stands on the intersection; never in the base game */
    static boolean hasKnight(GameState s, int node) {
        return s.knights.owner.length > 0 && s.knights.owner[node] != BoardView.NOBODY;
    }

    /** @return whether a knight of another player than {@code seat} stands on the intersection */
    public static boolean hasOpponentKnight(GameState s, int seat, int node) {
        if (s.knights.owner.length == 0) {
            return false;
        }
        int owner = s.knights.owner[node];
        return owner != BoardView.NOBODY && owner != seat;
    }

    public static boolean canPlaceCity(GameState s, int seat, int node) {
        return s.pieces.buildingKind[node] == Pieces.SETTLEMENT && s.pieces.buildingOwner[node] == seat;
    }

    // --- changes

    public static void placeRoad(GameState s, Chronicle chronicle, int seat, int path) {
        s.pieces.roadOwner[path] = (byte) seat;
        s.pieces.roadReach.add(seat, s.topology.end(path, 0));
        s.pieces.roadReach.add(seat, s.topology.end(path, 1));
        s.pieces.roadsLeft[seat]--;
        chronicle.add(new Built(seat, Piece.ROAD, path));
        LongestRoad.extended(s, chronicle, seat, path);
    }

    public static void placeSettlement(GameState s, Chronicle chronicle, int seat, int node) {
        s.pieces.buildingKind[node] = Pieces.SETTLEMENT;
        s.pieces.buildingOwner[node] = (byte) seat;
        s.pieces.buildingNodes.add(seat, node);
        s.pieces.settlementsLeft[seat]--;
        s.points.publicPoints[seat]++;
        Harbour harbour = s.board.harbour(node);
        if (harbour != Harbour.NONE) {
            s.pieces.harbours[seat] |= 1 << harbour.ordinal();
        }
        chronicle.add(new Built(seat, Piece.SETTLEMENT, node));
        IslandBonuses.settled(s, chronicle, seat, node);
        if (touchesOpponentRoad(s, seat, node) || joinsRoadAndShip(s, seat, node)) {
            LongestRoad.updateAt(s, chronicle, node, BoardView.NOBODY);
        }
    }

    public static void placeCity(GameState s, Chronicle chronicle, int seat, int node) {
        s.pieces.raiseCity(seat, node);
        s.pieces.settlementsLeft[seat]++;
        s.pieces.citiesLeft[seat]--;
        s.points.publicPoints[seat]++;
        chronicle.add(new Built(seat, Piece.CITY, node));
    }

    /**
     * @return whether a road or ship of another seat ends at {@code node}, so a piece there may
     *     split it
     */
    public static boolean touchesOpponentRoad(GameState s, int seat, int node) {
        Topology t = s.topology;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            int owner = s.pieces.roadOwner[path];
            if (owner != BoardView.NOBODY && owner != seat) {
                return true;
            }
            owner = s.ships.ownerOf(path);
            if (owner != BoardView.NOBODY && owner != seat) {
                return true;
            }
        }
        return false;
    }

    /** a building where the seat's road and ship meet joins them into one trade route. */
    private static boolean joinsRoadAndShip(GameState s, int seat, int node) {
        return s.ships.reaches(seat, node) && s.pieces.reaches(seat, node);
    }

    /** the second setup settlement pays one resource per adjacent producing hex. */
    public static void payStartingResources(GameState s, Chronicle chronicle, int seat, int node) {
        int[] counts = new int[Card.COUNT];
        Topology t = s.topology;
        for (int k = 0, n = t.hexCountAt(node); k < n; k++) {
            Terrain terrain = s.board.terrain(t.hexAt(node, k));
            if (terrain.produces()) {
                Card card = terrain.resource().orElseThrow();
                if (s.cards.bank[card.ordinal()] > counts[card.ordinal()]) {
                    counts[card.ordinal()]++;
                }
            }
        }
        Cards cards = Cards.fromCounts(counts);
        if (!cards.isEmpty()) {
            s.cards.receive(seat, cards);
            chronicle.add(new Produced(seat, cards));
        }
    }
}
