package org.knightsarena.platform.game.state;

/**
 * A set of paths packed in two {@code long}s, the low half for paths 0 to 63 and the high half
 * for paths 64 to 127. This class alone knows the split; a half is walked like a
 * {@link NodeSet} ({@link #rest}), its paths read with {@link #firstLow} and {@link #firstHigh}.
 * Static methods over the halves, so the hot path allocates nothing.
 */
public final class PathSet {
    /** The most paths a map may have (GameState refuses a larger one). */
    public static final int CAPACITY = 2 * Long.SIZE;

    private PathSet() {}

    /** @return the low half with {@code path} added when it belongs to the low half */
    public static long withLow(long low, int path) {
        return path < Long.SIZE ? low | 1L << path : low;
    }

    /** @return the high half with {@code path} added when it belongs to the high half */
    public static long withHigh(long high, int path) {
        return path >= Long.SIZE ? high | 1L << path - Long.SIZE : high;
    }

    /** @return the lowest path of a non-empty low half */
    public static int firstLow(long low) {
        return Long.numberOfTrailingZeros(low);
    }

    /** @return the lowest path of a non-empty high half */
    public static int firstHigh(long high) {
        return Long.SIZE + Long.numberOfTrailingZeros(high);
    }

    /** @return the half without its lowest path */
    public static long rest(long half) {
        return half & half - 1;
    }
}
