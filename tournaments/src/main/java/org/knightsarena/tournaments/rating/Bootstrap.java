package org.knightsarena.tournaments.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * Rating uncertainty by bootstrap: resample the games with replacement, recompute the ratings,
 * and take the central 95% of each entrant's resampled ratings (percentile method).
 *
 * <p>A resample keeps the games in their original order (sampled indices are sorted), so the
 * fixed rating order holds. An entrant missing from a resample is left out of that resample's
 * ratings. The result is deterministic for a given seed ({@link Random} is specified exactly).
 *
 * <p>Pure functions; stateless and thread-safe.
 */
public final class Bootstrap {

    /** The share of resampled ratings an interval covers. */
    public static final double COVERAGE = 0.95;

    private Bootstrap() {}

    /**
     * Computes a 95% interval per entrant.
     *
     * @param results results in rating order, never null
     * @param settings K and start rating, never null
     * @param samples number of resamples, 1 or more (1000 is typical)
     * @param seed seed of the resampling
     * @return an interval per entrant of {@code results}, in order of first appearance; never null
     * @throws IllegalArgumentException if {@code samples} is below 1
     */
    public static Map<String, Interval> interval(
            List<GameResult> results, EloSettings settings, int samples, long seed) {
        Objects.requireNonNull(results, "results");
        Objects.requireNonNull(settings, "settings");
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be at least 1, was " + samples);
        }
        Random random = new Random(seed);
        Map<String, List<Double>> draws = new LinkedHashMap<>();
        for (GameResult result : results) {
            for (Finish finish : result.finishes()) {
                draws.computeIfAbsent(finish.entrant(), e -> new ArrayList<>());
            }
        }
        int n = results.size();
        for (int s = 0; s < samples && n > 0; s++) {
            int[] picks = new int[n];
            for (int i = 0; i < n; i++) {
                picks[i] = random.nextInt(n);
            }
            Arrays.sort(picks);
            List<GameResult> resample = new ArrayList<>(n);
            for (int pick : picks) {
                resample.add(results.get(pick));
            }
            Ratings.recompute(resample, settings)
                    .entries()
                    .forEach(e -> draws.get(e.entrant()).add(e.rating()));
        }
        Map<String, Interval> intervals = new LinkedHashMap<>();
        Map<String, Double> point =
                new HashMap<>(Ratings.recompute(results, settings).ratings());
        draws.forEach((entrant, values) -> {
            if (values.isEmpty()) {
                double r = point.get(entrant);
                intervals.put(entrant, new Interval(r, r));
                return;
            }
            double[] sorted =
                    values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double tail = (1 - COVERAGE) / 2;
            intervals.put(entrant, new Interval(quantile(sorted, tail), quantile(sorted, 1 - tail)));
        });
        return intervals;
    }

    /** Linear interpolation between order statistics (the common "type 7" quantile). */
    static double quantile(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
