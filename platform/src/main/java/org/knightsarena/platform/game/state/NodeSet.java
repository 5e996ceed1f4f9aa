package org.knightsarena.platform.game.state;

/**
 * A set of intersections in two {@code long} words, bit {@code node % 64} of word
 * {@code node / 64} for intersection {@code node}: room for the Seafarers maps (up to 126
 * intersections) while the standard island's 54 stay in the first word, so its tests cost one
 * well-predicted branch more than a single {@code long}. This class and {@link SeatNodeSets}
 * alone know the packing. Mutable, so a search keeps one local set and the JIT can keep its words
 * in registers; walk a set in intersection order with
 * {@code for (int node = set.next(0); node >= 0; node = set.next(node + 1)) { … }}. Not
 * thread-safe.
 */
public final class NodeSet {
    /** The most intersections a map may have (GameState refuses a larger one). */
    public static final int CAPACITY = 2 * Long.SIZE;

    long low;
    long high;

    /** An empty set. */
    public NodeSet() {}

    /** @return a set holding {@code node} alone */
    public static NodeSet of(int node) {
        NodeSet set = new NodeSet();
        set.add(node);
        return set;
    }

    /** @return an independent copy */
    public NodeSet copy() {
        NodeSet set = new NodeSet();
        set.low = low;
        set.high = high;
        return set;
    }

    public void add(int node) {
        if (node < Long.SIZE) {
            low |= 1L << node;
        } else {
            high |= 1L << node;
        }
    }

    public void remove(int node) {
        if (node < Long.SIZE) {
            low &= ~(1L << node);
        } else {
            high &= ~(1L << node);
        }
    }

    public boolean contains(int node) {
        return ((node < Long.SIZE ? low : high) & 1L << node) != 0;
    }

    public boolean isEmpty() {
        return (low | high) == 0;
    }

    public int size() {
        return Long.bitCount(low) + Long.bitCount(high);
    }

    /** @return the lowest intersection of the set at or above {@code from}, or -1 when there is none */
    public int next(int from) {
        return next(low, high, from);
    }

    /** Adds every intersection of {@code other}. */
    public void addAll(NodeSet other) {
        low |= other.low;
        high |= other.high;
    }

    /** Removes every intersection of {@code other}. */
    public void removeAll(NodeSet other) {
        low &= ~other.low;
        high &= ~other.high;
    }

    /** The walk of {@link #next} over two words, shared with {@link SeatNodeSets}. */
    static int next(long low, long high, int from) {
        if (from < Long.SIZE) {
            long rest = low & -1L << from;
            if (rest != 0) {
                return Long.numberOfTrailingZeros(rest);
            }
            from = Long.SIZE;
        }
        if (from < CAPACITY) {
            long rest = high & -1L << from;
            if (rest != 0) {
                return Long.SIZE + Long.numberOfTrailingZeros(rest);
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof NodeSet o && low == o.low && high == o.high;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(low) * 31 + Long.hashCode(high);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("[");
        for (int node = next(0); node >= 0; node = next(node + 1)) {
            out.append(out.length() > 1 ? ", " : "").append(node);
        }
        return out.append(']').toString();
    }
}
