package org.knightsarena.platform.game.state;

import java.util.random.RandomGenerator;

/**
 * The one random source of a game: SplitMix64, chosen because it is fast, passes
 * BigCrush, and its whole state is one {@code long}, so a game copy can carry it exactly.
 *
 * <p>Not thread-safe; each game owns one.
 */
public final class GameRandom implements RandomGenerator {

    private long state;

    /** @param seed any value; equal seeds give equal streams */
    public GameRandom(long seed) {
        this.state = seed;
    }

    @Override
    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Returns a value in {@code [0, bound)} by Lemire's multiply-shift with rejection, so the
     * stream is the same on every JVM (the JDK's default implementation could change).
     */
    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** @return a die roll, 1 to 6 */
    int rollDie() {
        return 1 + nextInt(6);
    }

    /** Shuffles {@code a[0..n)} in place (Fisher–Yates, drawing from the top). */
    public void shuffle(int[] a, int n) {
        for (int i = n - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** @return the generator's whole state, which {@link #GameRandom(long)} restores (positions) */
    public long state() {
        return state;
    }

    /** @return an independent generator with the same future stream */
    public GameRandom copy() {
        return new GameRandom(state);
    }

    /** @return a generator whose stream cannot be predicted from this one's output, mixed with {@code salt} */
    public GameRandom fork(long salt) {
        return new GameRandom(nextLong() ^ (salt * 0xD1B54A32D192ED03L));
    }
}
