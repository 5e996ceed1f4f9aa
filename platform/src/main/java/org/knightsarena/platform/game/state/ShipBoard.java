package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.board.Topology;

/**
 * A slice of the state: the ships of a Seafarers map, on the board and in each
 * seat's supply, the turn each was built in, whether a ship has been moved this turn, and, for
 * speed, the intersections each seat's ships reach. On the standard island it stays empty (its
 * arrays have length 0, as {@link KnightBoard}'s in the base game), so a base game copies nothing
 * more. It owns its arrays, their copy and its part of a position (each seat's
 * {@code shipsLeft}, the {@code ships} list and {@code shipMoved}). Not thread-safe.
 */
public final class ShipBoard {
    /** Ships in a seat's supply at the start. */
    public static final int SHIPS = 15;

    public byte[] owner = new byte[0]; // path, NOBODY when no ship lies there
    public int[] builtTurn = new int[0]; // path: the turn number the ship there was built or moved in
    public int[] left = new int[0]; // seat: ships in supply
    public SeatNodeSets reach = new SeatNodeSets(0); // seat: the intersections one of the seat's ships ends at
    /** Whether the active seat has moved a ship this turn; the turn's start clears it. */
    public boolean movedThisTurn;

    ShipBoard() {}

    private ShipBoard(ShipBoard o) {
        owner = o.owner.clone();
        builtTurn = o.builtTurn.clone();
        left = o.left.clone();
        reach = o.reach.copy();
        movedThisTurn = o.movedThisTurn;
    }

    /** Sets up the ships of a Seafarers game: none on the board, 15 in each supply. */
    public void start(int players, int paths) {
        owner = new byte[paths];
        Arrays.fill(owner, (byte) BoardView.NOBODY);
        builtTurn = new int[paths];
        left = new int[players];
        Arrays.fill(left, SHIPS);
        reach = new SeatNodeSets(players);
    }

    /** @return whether the map takes ships at all (a Seafarers map) */
    public boolean inPlay() {
        return owner.length > 0;
    }

    /** @return an independent copy */
    public ShipBoard copy() {
        return new ShipBoard(this);
    }

    /** @return the seat owning the ship on {@code path}, or {@link BoardView#NOBODY} (always on the standard island) */
    public int ownerOf(int path) {
        return owner.length == 0 ? BoardView.NOBODY : owner[path];
    }

    /** @return whether one of the seat's ships ends at {@code node} */
    public boolean reaches(int seat, int node) {
        return owner.length > 0 && reach.contains(seat, node);
    }

    /** Puts a ship of {@code seat} on {@code path} in turn {@code turn}, from the supply. */
    public void place(Topology t, int seat, int path, int turn) {
        owner[path] = (byte) seat;
        builtTurn[path] = turn;
        left[seat]--;
        reach.add(seat, t.end(path, 0));
        reach.add(seat, t.end(path, 1));
    }

    /** Takes the ship off {@code path} back to its owner's supply; its ends stay reached only through other ships. */
    public void remove(Topology t, int path) {
        int seat = owner[path];
        owner[path] = (byte) BoardView.NOBODY;
        builtTurn[path] = 0;
        left[seat]++;
        for (int e = 0; e < 2; e++) {
            int node = t.end(path, e);
            if (countAt(t, seat, node) == 0) {
                reach.remove(seat, node);
            }
        }
    }

    /** @return how many of the seat's ships end at {@code node} */
    public int countAt(Topology t, int seat, int node) {
        int count = 0;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            if (owner[t.pathAt(node, k)] == seat) {
                count++;
            }
        }
        return count;
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code shipsLeft}. */
    public void writeSupply(int p, PositionNode seat) {
        seat.put("shipsLeft", left[p]);
    }

    /** Reads the seat's {@code shipsLeft}. */
    public void readSupply(int p, PositionFields seat) {
        left[p] = seat.integer("shipsLeft", 0, SHIPS);
    }

    /** Writes the {@code ships} list (path, owner, the turn it was built or moved in) and {@code shipMoved}. */
    public void writeBoard(PositionNode root) {
        PositionNode ships = root.putArray("ships");
        for (int path = 0; path < owner.length; path++) {
            if (owner[path] != BoardView.NOBODY) {
                PositionNode ship = ships.addObject();
                ship.put("path", path);
                ship.put("owner", owner[path]);
                ship.put("builtTurn", builtTurn[path]);
            }
        }
        root.put("shipMoved", movedThisTurn);
    }

    /** Reads the {@code ships} list and {@code shipMoved}, refusing a ship on a road, and derives the reached intersections. */
    public void readBoard(PositionFields root, Topology t, byte[] roadOwner) {
        int players = left.length;
        List<PositionNode> ships = root.array("ships", owner.length);
        for (int i = 0; i < ships.size(); i++) {
            PositionFields r = PositionFields.of(ships.get(i), "ships[" + i + "]");
            int path = r.integer("path", 0, owner.length - 1);
            int seat = r.integer("owner", 0, players - 1);
            if (owner[path] != BoardView.NOBODY || roadOwner[path] != BoardView.NOBODY) {
                throw PositionFields.fail(r.at("path"), "path " + path + " already holds a road or a ship");
            }
            owner[path] = (byte) seat;
            builtTurn[path] = r.integer("builtTurn", 0, Integer.MAX_VALUE);
            reach.add(seat, t.end(path, 0));
            reach.add(seat, t.end(path, 1));
            r.done();
        }
        movedThisTurn = root.bool("shipMoved");
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof ShipBoard o
                && Arrays.equals(owner, o.owner)
                && Arrays.equals(builtTurn, o.builtTurn)
                && Arrays.equals(left, o.left)
                && reach.equals(o.reach)
                && movedThisTurn == o.movedThisTurn;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(owner) + Arrays.hashCode(left);
    }
}
