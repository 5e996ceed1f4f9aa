package org.knightsarena.platform.match;

import java.util.Random;

/**
 * {@link Random}'s generator, number for number, for one thread: a seat's generator
 * ({@code MatchContext.random()}).
 *
 * <p>{@code java.util.Random} keeps its seed in an {@code AtomicLong} and updates it with a
 * compare-and-set on every number, so that threads may share it; a seat's agent plays from one
 * thread, and that atomic update was a few percent of a random bot's game (issue 15). This class
 * overrides only {@link #next(int)} (and {@link #setSeed(long)}), with the same linear
 * congruential step and the same scrambling of the seed, so every method of {@code Random} gives
 * the same numbers in the same order as {@code new Random(seed)}: replays recorded before it
 * re-run unchanged. Not thread-safe.
 */
public final class SeatRandom extends Random {
    private static final long serialVersionUID = 1L;

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    /** Set by {@link #setSeed}, which {@code Random}'s constructor calls: no initialiser may reset it. */
    private long state;

    SeatRandom(long seed) {
        super(seed);
    }

    /**
     * @return the generator of a seat of a match, the one its agent's {@code MatchContext} gives
     *     (the same numbers wherever the seat plays: a match runner, a worker, a browser table)
     */
    public static SeatRandom forSeat(long matchSeed, int seat) {
        return new SeatRandom(matchSeed * 0x9E3779B97F4A7C15L + seat + 1);
    }

    @Override
    public synchronized void setSeed(long seed) {
        super.setSeed(seed); // also forgets a pending nextGaussian
        state = (seed ^ MULTIPLIER) & MASK;
    }

    @Override
    protected int next(int bits) {
        state = (state * MULTIPLIER + ADDEND) & MASK;
        return (int) (state >>> (48 - bits));
    }
}
