package org.knightsarena.tournaments.rating;

/**
 * A closed interval of ratings.
 *
 * @param low lower bound (points)
 * @param high upper bound, at least {@code low} (points)
 */
public record Interval(double low, double high) {

    public Interval {
        if (!(low <= high)) {
            throw new IllegalArgumentException("low must not exceed high: " + low + " > " + high);
        }
    }

    /** Returns whether {@code rating} lies in this interval, bounds included. */
    public boolean contains(double rating) {
        return low <= rating && rating <= high;
    }

    /** Returns whether the two intervals share a rating, bounds included. */
    public boolean overlaps(Interval other) {
        return low <= other.high && other.low <= high;
    }

    /** Returns {@code high - low}. */
    public double width() {
        return high - low;
    }
}
