package org.knightsarena.platform.game.state;

/**
 * A set of intersections packed in one {@code long}, bit {@code node} for intersection
 * {@code node} (the seats' buildings, road ends, tipped cities, a knight's reach). This class alone
 * knows the packing. Static methods over the {@code long}, so the hot path allocates nothing; walk
 * a set in intersection order with
 * {@code for (long r = set; r != NodeSet.EMPTY; r = NodeSet.rest(r)) { int node = NodeSet.first(r); … }}.
 */
public final class NodeSet {
    /** The most intersections a map may have (GameState refuses a larger one). */
    public static final int CAPACITY = Long.SIZE;

    public static final long EMPTY = 0L;

    private NodeSet() {}

    /** @return the set holding {@code node} alone */
    public static long of(int node) {
        return 1L << node;
    }

    public static long with(long set, int node) {
        return set | 1L << node;
    }

    public static long without(long set, int node) {
        return set & ~(1L << node);
    }

    public static boolean contains(long set, int node) {
        return (set & 1L << node) != 0;
    }

    /** @return the lowest intersection of a non-empty set */
    public static int first(long set) {
        return Long.numberOfTrailingZeros(set);
    }

    /** @return the set without its lowest intersection */
    public static long rest(long set) {
        return set & set - 1;
    }

    public static int size(long set) {
        return Long.bitCount(set);
    }
}
