package org.knightsarena.web.bench;

import java.util.Arrays;
import java.util.Objects;

/**
 * Response times of one endpoint in one benchmark run, sorted, with nearest-rank percentiles.
 * Immutable; the array never leaves the class.
 */
public final class Latencies {
    private final long[] sortedNanos;

    private Latencies(long[] sortedNanos) {
        this.sortedNanos = sortedNanos;
    }

    /**
     * @param nanos response times in nanoseconds, in any order, each 0 or more; copied
     * @throws IllegalArgumentException naming the value when a time is negative
     */
    public static Latencies of(long... nanos) {
        Objects.requireNonNull(nanos, "nanos");
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        if (sorted.length > 0 && sorted[0] < 0) {
            throw new IllegalArgumentException("a response time cannot be negative: " + sorted[0] + " ns");
        }
        return new Latencies(sorted);
    }

    /** @return how many times were recorded */
    public int count() {
        return sortedNanos.length;
    }

    /**
     * The nearest-rank percentile: the smallest recorded time such that at least {@code percent}
     * per cent of the times are at or below it (so p100 is the maximum, and p50 of 1..4 is 2).
     *
     * @param percent more than 0, at most 100
     * @return the time in nanoseconds
     * @throws IllegalArgumentException when {@code percent} is out of range
     * @throws IllegalStateException when nothing was recorded
     */
    public long percentileNanos(double percent) {
        if (!(percent > 0 && percent <= 100)) {
            throw new IllegalArgumentException("a percentile is more than 0 and at most 100, was " + percent);
        }
        if (sortedNanos.length == 0) {
            throw new IllegalStateException("no response time was recorded");
        }
        // multiply first, so whole percentages of whole counts stay exact; the epsilon absorbs the
        // rounding of fractional percentages such as 99.9
        int rank = (int) Math.ceil(percent * sortedNanos.length / 100 - 1e-9);
        return sortedNanos[Math.max(rank, 1) - 1];
    }

    /** @return the percentile in milliseconds, see {@link #percentileNanos} */
    public double percentileMillis(double percent) {
        return percentileNanos(percent) / 1e6;
    }

    /** @return the slowest time in milliseconds; fails like {@link #percentileNanos} when empty */
    public double maxMillis() {
        return percentileMillis(100);
    }
}
