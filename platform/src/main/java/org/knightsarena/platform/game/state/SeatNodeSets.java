package org.knightsarena.platform.game.state;

import java.util.Arrays;

/**
 * One {@link NodeSet} for each seat, packed in one {@code long[]} (two words a seat, as
 * {@code NodeSet}), so a state's copy clones one array rather than a set per seat. Walk a seat's
 * set with {@code for (int node = sets.next(seat, 0); node >= 0; node = sets.next(seat, node + 1))}.
 * Not thread-safe.
 */
public final class SeatNodeSets {
    private final long[] words; // seat s: words[2 s] intersections 0-63, words[2 s + 1] 64-127

    /** Empty sets for {@code seats} seats. */
    public SeatNodeSets(int seats) {
        words = new long[2 * seats];
    }

    private SeatNodeSets(long[] words) {
        this.words = words;
    }

    /** @return an independent copy */
    public SeatNodeSets copy() {
        return new SeatNodeSets(words.clone());
    }

    public int seats() {
        return words.length / 2;
    }

    public void add(int seat, int node) {
        words[2 * seat + (node >>> 6)] |= 1L << node;
    }

    public void remove(int seat, int node) {
        words[2 * seat + (node >>> 6)] &= ~(1L << node);
    }

    public boolean contains(int seat, int node) {
        return (words[2 * seat + (node >>> 6)] & 1L << node) != 0;
    }

    public boolean isEmpty(int seat) {
        return (words[2 * seat] | words[2 * seat + 1]) == 0;
    }

    public int size(int seat) {
        return Long.bitCount(words[2 * seat]) + Long.bitCount(words[2 * seat + 1]);
    }

    /** @return the lowest intersection of the seat's set at or above {@code from}, or -1 */
    public int next(int seat, int from) {
        return NodeSet.next(words[2 * seat], words[2 * seat + 1], from);
    }

    /** @return a copy of the seat's set */
    public NodeSet get(int seat) {
        NodeSet set = new NodeSet();
        set.low = words[2 * seat];
        set.high = words[2 * seat + 1];
        return set;
    }

    /** Adds the seat's set to {@code into}. */
    public void addTo(int seat, NodeSet into) {
        into.low |= words[2 * seat];
        into.high |= words[2 * seat + 1];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SeatNodeSets o && Arrays.equals(words, o.words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }
}
