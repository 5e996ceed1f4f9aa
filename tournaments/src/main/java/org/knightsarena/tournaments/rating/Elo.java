package org.knightsarena.tournaments.rating;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Elo for games of 2 to 6 players, scored pairwise by finishing place.
 *
 * <p>Every pair of players in a game is one Elo match: the better place scores 1, the worse 0, an
 * equal place 0.5 each. The expected score of A against B is {@code 1 / (1 + 10^((Rb - Ra) / 400))}.
 * Each player has n - 1 such matches, and each match uses K / (n - 1), so one game moves a
 * rating by at most K whatever the table size, and a 2-player game is classic Elo. All matches of
 * a game use the ratings from before the game. Since both sides of a match use the same K and
 * their scores and expectations each sum to 1, an update is zero-sum: ratings in a game add up to
 * the same total before and after.
 *
 * <p>Pure functions; stateless and thread-safe.
 */
public final class Elo {

    private Elo() {}

    /** The expected score of a player rated {@code a} against one rated {@code b}, in (0, 1). */
    public static double expected(double a, double b) {
        return 1.0 / (1.0 + Math.pow(10.0, (b - a) / 400.0));
    }

    /**
     * Returns the rating change of each player in a game.
     *
     * @param ratings current ratings by entrant, never null; a missing entrant has the start rating
     * @param result the game, never null
     * @param settings K and start rating, never null
     * @return change per entrant of the game, in seat order; never null, sums to 0 up to rounding
     */
    public static Map<String, Double> changes(Map<String, Double> ratings, GameResult result, EloSettings settings) {
        Objects.requireNonNull(ratings, "ratings");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(settings, "settings");
        List<Finish> finishes = result.finishes();
        int n = finishes.size();
        double[] before = new double[n];
        for (int i = 0; i < n; i++) {
            before[i] = ratings.getOrDefault(finishes.get(i).entrant(), settings.start());
        }
        double perMatch = settings.k() / (n - 1);
        Map<String, Double> changes = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            double delta = 0;
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    delta += perMatch
                            * (score(finishes.get(i).place(), finishes.get(j).place())
                                    - expected(before[i], before[j]));
                }
            }
            changes.put(finishes.get(i).entrant(), delta);
        }
        return changes;
    }

    /**
     * Returns new ratings after one game; the given map is unchanged.
     *
     * @param ratings current ratings by entrant, never null; a missing entrant has the start rating
     * @param result the game, never null
     * @param settings K and start rating, never null
     * @return every entrant of {@code ratings} plus those of the game, updated; never null
     */
    public static Map<String, Double> update(Map<String, Double> ratings, GameResult result, EloSettings settings) {
        Map<String, Double> after = new LinkedHashMap<>(ratings);
        changes(ratings, result, settings)
                .forEach((entrant, delta) -> after.put(entrant, after.getOrDefault(entrant, settings.start()) + delta));
        return after;
    }

    static double score(int place, int other) {
        if (place < other) {
            return 1.0;
        }
        return place == other ? 0.5 : 0.0;
    }
}
