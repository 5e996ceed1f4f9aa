package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.board.BoardView;

/**
 * A slice of the state: the knights on the board (owner, strength 1 to 3 and the flags
 * packed by {@link KnightFlags}, per intersection), each seat's knights in supply per strength,
 * and a knight lifted off the board by a displacement, waiting for its owner to place it
 * . It owns its arrays, their copy and their part of a position (each seat's
 * {@code knightsLeft}, the {@code knights} list, the {@code displaced…} fields of
 * {@code citiesAndKnights}). The arrays stay plain, so the rules read them without a call; they
 * are empty in the base game. Each colour's knights are also kept as a set of intersections,
 * {@link #placed}, changed only by {@link #put} and {@link #lift} (and derived when a position is
 * read), so the options walk a seat's knights instead of scanning the board. Not thread-safe.
 */
public final class KnightBoard {
    /** Knights of each strength in a seat's supply at the start. */
    public static final int PER_STRENGTH = 2;

    private static final String[] STRENGTHS = {"basic", "strong", "mighty"};

    public byte[] owner = new byte[0]; // intersection, NOBODY when empty
    public byte[] strength = new byte[0]; // intersection: 1 basic, 2 strong, 3 mighty
    public byte[] flags = new byte[0]; // intersection: packed by KnightFlags
    public int[] left = new int[0]; // seat * 3 + strength - 1: pieces in supply
    /** Colour: the intersections its knights stand on; kept by {@link #put} and {@link #lift}. */
    public SeatNodeSets placed = new SeatNodeSets(0);
    /** The intersection a displaced knight was lifted from, NOBODY when none waits. */
    public int displacedFrom = BoardView.NOBODY;

    public int displacedStrength;
    public boolean displacedActive;

    KnightBoard() {}

    private KnightBoard(KnightBoard o) {
        owner = o.owner.clone();
        strength = o.strength.clone();
        flags = o.flags.clone();
        left = o.left.clone();
        placed = o.placed.copy();
        displacedFrom = o.displacedFrom;
        displacedStrength = o.displacedStrength;
        displacedActive = o.displacedActive;
    }

    /** Sets up the Cities &amp; Knights arrays: an empty board, every knight in supply. */
    public void start(int players, int intersections) {
        owner = new byte[intersections];
        Arrays.fill(owner, (byte) BoardView.NOBODY);
        strength = new byte[intersections];
        flags = new byte[intersections];
        left = new int[players * 3];
        Arrays.fill(left, PER_STRENGTH);
        placed = new SeatNodeSets(players);
    }

    /** @return an independent copy */
    KnightBoard copy() {
        return new KnightBoard(this);
    }

    /** @return whether no displaced knight waits, as in every base game */
    public boolean noneDisplaced() {
        return displacedFrom == BoardView.NOBODY && displacedStrength == 0 && !displacedActive;
    }

    // ---------------------------------------------------------------- queries and moves

    /** @return the index into {@link #left} of the seat's pieces of that strength */
    public static int supplyIndex(int seat, int strength) {
        return seat * 3 + strength - 1;
    }

    /** @return whether the knight on {@code node} is active */
    public boolean isActive(int node) {
        return KnightFlags.active(flags[node]);
    }

    /** @return how many of the seat's six knights stand on the board (the rest are in supply) */
    public int onBoard(int seat) {
        int base = seat * 3;
        return 3 * PER_STRENGTH - left[base] - left[base + 1] - left[base + 2];
    }

    /** @return the sum of the strengths of the seat's active knights */
    public int activeStrength(int seat) {
        int total = 0;
        for (int node = placed.next(seat, 0); node >= 0; node = placed.next(seat, node + 1)) {
            if (KnightFlags.active(flags[node])) {
                total += strength[node];
            }
        }
        return total;
    }

    /** Stands a knight on the empty {@code node}; its supply is the caller's to count. */
    public void put(int seat, int node, int strength, int flags) {
        owner[node] = (byte) seat;
        placed.add(seat, node);
        this.strength[node] = (byte) strength;
        this.flags[node] = (byte) flags;
    }

    /** Takes the knight off {@code node}; where it goes is the caller's to say. */
    public void lift(int node) {
        if (owner[node] != BoardView.NOBODY) {
            placed.remove(owner[node], node);
        }
        owner[node] = (byte) BoardView.NOBODY;
        strength[node] = 0;
        flags[node] = 0;
    }

    /** every knight becomes inactive. The caller records {@code KnightsDeactivated}. */
    public void deactivateAll() {
        for (int colour = 0; colour < placed.seats(); colour++) {
            for (int node = placed.next(colour, 0); node >= 0; node = placed.next(colour, node + 1)) {
                flags[node] = KnightFlags.deactivated(flags[node]);
            }
        }
    }

    /** clears the per-turn knight flags at the end of a turn. */
    public void endTurn() {
        // every turn: a plain pass over the array (empty intersections hold 0), which the JIT
        // vectorises, rather than a walk of the kept sets
        for (int node = 0; node < flags.length; node++) {
            flags[node] = KnightFlags.nextTurn(flags[node]);
        }
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code knightsLeft}. */
    public void writeSeat(int p, PositionNode seat) {
        PositionNode supply = seat.putObject("knightsLeft");
        for (int k = 0; k < 3; k++) {
            supply.put(STRENGTHS[k], left[p * 3 + k]);
        }
    }

    /** Reads the seat's {@code knightsLeft}. */
    public void readSeat(int p, PositionFields seat) {
        PositionFields supply = seat.object("knightsLeft");
        for (int k = 0; k < 3; k++) {
            left[p * 3 + k] = supply.integer(STRENGTHS[k], 0, PER_STRENGTH);
        }
        supply.done();
    }

    /** Writes the position's {@code knights} list. */
    public void writeBoard(PositionNode root) {
        PositionNode knights = root.putArray("knights");
        for (int node = 0; node < owner.length; node++) {
            if (owner[node] == BoardView.NOBODY) {
                continue;
            }
            int f = flags[node];
            if (!KnightFlags.known(f)) {
                throw new IllegalStateException(
                        "knight flags " + f + " on intersection " + node + " have bits positions do not know");
            }
            PositionNode k = knights.addObject();
            k.put("intersection", node);
            k.put("owner", owner[node]);
            k.put("strength", strength[node]);
            k.put("active", KnightFlags.active(f));
            k.put("activatedThisTurn", KnightFlags.activatedThisTurn(f));
            k.put("promotedThisTurn", KnightFlags.promotedThisTurn(f));
        }
    }

    /** Reads the position's {@code knights} list. */
    public void readBoard(PositionFields root, int players) {
        List<PositionNode> list = root.array("knights", owner.length);
        for (int i = 0; i < list.size(); i++) {
            PositionFields k = PositionFields.of(list.get(i), "knights[" + i + "]");
            int node = k.integer("intersection", 0, owner.length - 1);
            if (owner[node] != BoardView.NOBODY) {
                throw PositionFields.fail(k.at("intersection"), "intersection " + node + " holds two knights");
            }
            owner[node] = (byte) k.integer("owner", 0, players - 1);
            placed.add(owner[node], node);
            strength[node] = (byte) k.integer("strength", 1, 3);
            flags[node] = KnightFlags.of(k.bool("active"), k.bool("activatedThisTurn"), k.bool("promotedThisTurn"));
            k.done();
        }
    }

    /** Writes the displaced knight into the position's {@code citiesAndKnights} object. */
    public void writeDisplaced(PositionNode ck) {
        ck.put("displacedFrom", displacedFrom);
        ck.put("displacedStrength", displacedStrength);
        ck.put("displacedActive", displacedActive);
    }

    /** Reads the displaced knight from the position's {@code citiesAndKnights} object. */
    public void readDisplaced(PositionFields ck, int intersections) {
        displacedFrom = ck.integer("displacedFrom", BoardView.NOBODY, intersections - 1);
        displacedStrength = ck.integer("displacedStrength", 0, 3);
        displacedActive = ck.bool("displacedActive");
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof KnightBoard o
                && Arrays.equals(owner, o.owner)
                && Arrays.equals(strength, o.strength)
                && Arrays.equals(flags, o.flags)
                && Arrays.equals(left, o.left)
                && placed.equals(o.placed)
                && displacedFrom == o.displacedFrom
                && displacedStrength == o.displacedStrength
                && displacedActive == o.displacedActive;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(owner) + Arrays.hashCode(strength)) + Arrays.hashCode(left);
    }
}
