package org.knightsarena.platform.game.rules.ships;

import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.ShipMoved;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.PathSet;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ShipBoard;

/**
 * Where ships may go, which ship may move, and what building or moving one changes
 * (docs/rules/seafarers.md, R-23.2 and ). On the standard island no ship is ever legal.
 * The pirate closes the sides of its hex to ships ({@link Pirate#blocks}, R-23.2.5, R-23.3.5).
 * A package of its own beside {@code seafarers}: ships build on the base rules ({@link Building},
 * {@link LongestRoad}), which read the sea's checks in {@code seafarers}, so no cycle.
 */
public final class Shipping {
    private Shipping() {}

    // --- legality

    /**
     * an empty sea path or coast touching one of the seat's buildings, or
     * carrying on from one of its ships at an intersection without an opponent's building or
     * knight; a road never carries a ship on (only {@link ShipBoard#reach} counts).: never
     * on a side of the pirate's hex (nor moved there, R-23.3.5).
     */
    public static boolean canPlaceShip(GameState s, int seat, int path) {
        ShipBoard ships = s.ships;
        if (!ships.inPlay()
                || ships.owner[path] != BoardView.NOBODY
                || s.pieces.roadOwner[path] != BoardView.NOBODY
                || !s.sea.shipPath(path)
                || Pirate.blocks(s, path)) {
            return false;
        }
        return Building.joinsNetwork(s, seat, path, ships.reach);
    }

    /** @return whether the seat has a ship in supply and a path to put it on */
    public static boolean anyShip(GameState s, int seat) {
        if (!s.ships.inPlay() || s.ships.left[seat] == 0) {
            return false;
        }
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (canPlaceShip(s, seat, path)) {
                return true;
            }
        }
        return false;
    }

    /** whether a free piece of Road Building can go anywhere: a road, or on a Seafarers map a ship. */
    public static boolean anyFreePiece(GameState s, int seat) {
        return (s.pieces.roadsLeft[seat] > 0 && Building.anyRoad(s, seat)) || anyShip(s, seat);
    }

    /** Adds the legal ships in path order; only paths at the seat's buildings or ships' ends can qualify. */
    public static void addShips(GameState s, int seat, OptionBuffer options) {
        if (!s.ships.inPlay() || s.ships.left[seat] == 0) {
            return;
        }
        PathSet paths = candidates(s, seat);
        for (int path = paths.next(0); path >= 0; path = paths.next(path + 1)) {
            if (canPlaceShip(s, seat, path)) {
                options.add(new BuildShip(path));
            }
        }
    }

    /** the setup piece beside the settlement just placed may be a ship on a coast or sea path there. */
    public static void addSetupShips(GameState s, int seat, int node, OptionBuffer options) {
        if (!s.ships.inPlay()) {
            return;
        }
        Topology t = s.topology;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (canPlaceShip(s, seat, path)) {
                options.add(new BuildShip(path));
            }
        }
    }

    private static PathSet candidates(GameState s, int seat) {
        NodeSet nodes = s.ships.reach.get(seat);
        s.pieces.buildingNodes.addTo(seat, nodes);
        return PathSet.around(s.topology, nodes);
    }

    /**
     * the ship is at an open end: one of its ends touches no other ship of its
     * owner, no building of its owner and (Cities &amp; Knights, R-17.1.5) no knight of its owner,
     * which a move would strand.
     */
    public static boolean isOpenEnd(GameState s, int path) {
        Topology t = s.topology;
        int seat = s.ships.owner[path];
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (s.ships.countAt(t, seat, node) == 1
                    && s.pieces.buildingOwner[node] != seat
                    && !ownKnight(s, seat, node)) {
                return true;
            }
        }
        return false;
    }

    private static boolean ownKnight(GameState s, int seat, int node) {
        return s.knights.owner.length > 0 && s.knights.owner[node] == seat;
    }

    /**
     * the seat may move a ship now: its own turn after the roll, none moved yet this
     * turn, on a map with ships.
     */
    public static boolean mayMoveNow(GameState s, int seat) {
        return s.ships.inPlay() && !s.ships.movedThisTurn && s.turn.phase() == Phase.MAIN && s.turn.active == seat;
    }

    /**
     * the seat's ship on the path may be taken up: an open end, not built this
     * turn, not beside the pirate (whether it may move now is {@link #mayMoveNow}).
     */
    public static boolean isMovable(GameState s, int seat, int path) {
        return s.ships.owner[path] == seat
                && s.ships.builtTurn[path] != s.turn.number
                && isOpenEnd(s, path)
                && !Pirate.blocks(s, path);
    }

    /**
     * adds every move of an open-end ship of the seat not built this turn and
     * not beside the pirate to a path where it could be built with itself taken up (another path
     * than its own).
     */
    public static void addMoves(GameState s, int seat, OptionBuffer options) {
        if (!mayMoveNow(s, seat)) {
            return;
        }
        ShipBoard ships = s.ships;
        for (int from = 0; from < ships.owner.length; from++) {
            if (!isMovable(s, seat, from)) {
                continue;
            }
            int built = ships.builtTurn[from];
            ships.remove(s.topology, from);
            PathSet paths = candidates(s, seat);
            for (int to = paths.next(0); to >= 0; to = paths.next(to + 1)) {
                if (to != from && canPlaceShip(s, seat, to)) {
                    options.add(new MoveShip(from, to));
                }
            }
            ships.place(s.topology, seat, from, built);
        }
    }

    // --- changes

    /** Puts a ship of the seat on the path (paid or free by the caller) and settles the Longest Trade Route. */
    public static void placeShip(GameState s, Chronicle chronicle, int seat, int path) {
        s.ships.place(s.topology, seat, path, s.turn.number);
        chronicle.add(new Built(seat, Piece.SHIP, path));
        LongestRoad.extended(s, chronicle, seat, path);
    }

    /**
     * takes the ship up and puts it down, once this turn; the trade route is
     * settled once, after the ship is put down (a ruling: the move is one action).
     */
    public static void move(GameState s, Chronicle chronicle, int seat, MoveShip move) {
        s.ships.remove(s.topology, move.from());
        s.ships.place(s.topology, seat, move.to(), s.turn.number);
        s.ships.movedThisTurn = true;
        chronicle.add(new ShipMoved(seat, move.from(), move.to()));
        LongestRoad.update(s, chronicle, seat);
    }
}
