package org.knightsarena.platform.game.state;

import org.knightsarena.platform.board.Topology;

/**
 * A set of paths in three {@code long} words, bit {@code path % 64} of word {@code path / 64}:
 * room for the Seafarers maps (up to 174 paths), the standard island's 72 in the first two words.
 * This class alone knows the packing. Mutable, so a search keeps one set and marks and unmarks
 * paths as it goes; walk it in path order with
 * {@code for (int path = set.next(0); path >= 0; path = set.next(path + 1))}. Not thread-safe.
 */
public final class PathSet {
    /** The most paths a map may have (GameState refuses a larger one). */
    public static final int CAPACITY = 3 * Long.SIZE;

    private long first;
    private long second;
    private long third;

    /**
     * Returns which word holds a path's bit ({@code 1L << path} within it): 0, 1 or 2. For a
     * search that passes a set by value as three {@code long}s (LongestRoad) instead of this object.
     */
    public static int word(int path) {
        return path >>> 6;
    }

    /** @return the set of every path that ends at one of {@code nodes} */
    public static PathSet around(Topology t, NodeSet nodes) {
        PathSet paths = new PathSet();
        for (int node = nodes.next(0); node >= 0; node = nodes.next(node + 1)) {
            for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
                paths.add(t.pathAt(node, k));
            }
        }
        return paths;
    }

    public void add(int path) {
        long bit = 1L << path;
        if (path < Long.SIZE) {
            first |= bit;
        } else if (path < 2 * Long.SIZE) {
            second |= bit;
        } else {
            third |= bit;
        }
    }

    public void remove(int path) {
        long bit = ~(1L << path);
        if (path < Long.SIZE) {
            first &= bit;
        } else if (path < 2 * Long.SIZE) {
            second &= bit;
        } else {
            third &= bit;
        }
    }

    public boolean contains(int path) {
        long word = path < Long.SIZE ? first : path < 2 * Long.SIZE ? second : third;
        return (word & 1L << path) != 0;
    }

    /** @return the lowest path of the set at or above {@code from}, or -1 when there is none */
    public int next(int from) {
        for (int w = from >>> 6; w < 3; w++, from = w * Long.SIZE) {
            long word = w == 0 ? first : w == 1 ? second : third;
            long rest = word & -1L << from;
            if (rest != 0) {
                return w * Long.SIZE + Long.numberOfTrailingZeros(rest);
            }
        }
        return -1;
    }
}
