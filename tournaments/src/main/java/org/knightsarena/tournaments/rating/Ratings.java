package org.knightsarena.tournaments.rating;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Recomputes ratings from stored results. Ratings are derived data: the same results in the same
 * order always give the same table, equal to applying {@link Elo#update} one game at a time.
 *
 * <p>Pure functions; stateless and thread-safe.
 */
public final class Ratings {

    private Ratings() {}

    /**
     * Replays {@code inOrder} from start ratings.
     *
     * @param inOrder results in the fixed order they are rated in (for example by match id); never
     *     null
     * @param settings K and start rating, never null
     * @return the table of every entrant that played, never null
     */
    public static RatingTable recompute(List<GameResult> inOrder, EloSettings settings) {
        Objects.requireNonNull(inOrder, "inOrder");
        Objects.requireNonNull(settings, "settings");
        Map<String, Double> ratings = new LinkedHashMap<>();
        Map<String, int[]> tallies = new LinkedHashMap<>();
        for (GameResult result : inOrder) {
            Elo.changes(ratings, result, settings)
                    .forEach((entrant, delta) ->
                            ratings.put(entrant, ratings.getOrDefault(entrant, settings.start()) + delta));
            for (Finish finish : result.finishes()) {
                int[] tally = tallies.computeIfAbsent(finish.entrant(), e -> new int[3]);
                tally[0]++;
                tally[1] += finish.place() == 1 ? 1 : 0;
                tally[2] += finish.place();
            }
        }
        List<EntrantRating> entries = new ArrayList<>();
        tallies.forEach((entrant, t) ->
                entries.add(new EntrantRating(entrant, ratings.get(entrant), t[0], t[1], (double) t[2] / t[0])));
        return new RatingTable(entries);
    }
}
