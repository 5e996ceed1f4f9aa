package org.knightsarena.tournaments.rating;

/**
 * The settings of an Elo rating: the K factor and the rating every entrant starts with.
 *
 * @param k the most a rating can move in one game, finite and positive (points)
 * @param start the rating of an entrant before its first game, finite (points)
 */
public record EloSettings(double k, double start) {

    /** K 32, start 1500. */
    public static final EloSettings STANDARD = new EloSettings(32, 1500);

    public EloSettings {
        if (!(k > 0) || Double.isInfinite(k)) {
            throw new IllegalArgumentException("k must be finite and positive, was " + k);
        }
        if (!Double.isFinite(start)) {
            throw new IllegalArgumentException("start must be finite, was " + start);
        }
    }
}
