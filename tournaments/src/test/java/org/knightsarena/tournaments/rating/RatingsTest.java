package org.knightsarena.tournaments.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RatingsTest {

    private static final EloSettings SETTINGS = new EloSettings(24, 1500);

    /** A league where "strong" tends to finish ahead of "mid" and "mid" of "weak". */
    private static List<GameResult> league(int games, long seed) {
        Random random = new Random(seed);
        String[] bots = {"strong", "mid", "weak", "other"};
        double[] skill = {2.0, 1.0, 0.0, 0.5};
        List<GameResult> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            double[] score = new double[4];
            for (int i = 0; i < 4; i++) {
                score[i] = skill[i] + 1.5 * random.nextGaussian();
            }
            List<Finish> finishes = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                int place = 1;
                for (int j = 0; j < 4; j++) {
                    place += score[j] > score[i] ? 1 : 0;
                }
                finishes.add(new Finish(bots[i], place));
            }
            results.add(new GameResult(finishes));
        }
        return results;
    }

    @Test
    void recomputeEqualsIncrementalUpdates() {
        List<GameResult> results = league(60, 1);
        Map<String, Double> ratings = new LinkedHashMap<>();
        for (GameResult result : results) {
            ratings = Elo.update(ratings, result, SETTINGS);
        }
        RatingTable table = Ratings.recompute(results, SETTINGS);
        for (EntrantRating entry : table.entries()) {
            assertEquals(ratings.get(entry.entrant()), entry.rating(), 1e-9);
        }
        assertEquals(ratings.keySet(), table.ratings().keySet());
    }

    @Test
    void ratingsSumIsConserved() {
        RatingTable table = Ratings.recompute(league(80, 2), SETTINGS);
        double sum = table.entries().stream().mapToDouble(EntrantRating::rating).sum();
        assertEquals(4 * 1500.0, sum, 1e-6);
    }

    @Test
    void tableCountsGamesWinsAndMeanPlace() {
        List<GameResult> results = List.of(
                GameResult.of("a", 1, "b", 2, "c", 3),
                GameResult.of("a", 1, "b", 1, "c", 3),
                GameResult.of("c", 1, "b", 2));
        RatingTable table = Ratings.recompute(results, SETTINGS);
        EntrantRating b = table.of("b").orElseThrow();
        assertEquals(3, b.games());
        assertEquals(1, b.wins());
        assertEquals(5.0 / 3, b.meanPlace(), 1e-12);
        assertEquals(2, table.of("a").orElseThrow().wins());
        assertTrue(table.of("zed").isEmpty());
    }

    @Test
    void strongerPlayerRanksFirst() {
        RatingTable table = Ratings.recompute(league(200, 3), SETTINGS);
        assertEquals("strong", table.ranked().get(0).entrant());
        assertEquals("weak", table.ranked().get(3).entrant());
    }

    @Test
    void bootstrapIntervalContainsThePointEstimate() {
        List<GameResult> results = league(120, 4);
        RatingTable table = Ratings.recompute(results, SETTINGS);
        Map<String, Interval> intervals = Bootstrap.interval(results, SETTINGS, 300, 11);
        assertEquals(table.ratings().keySet(), intervals.keySet());
        for (EntrantRating entry : table.entries()) {
            Interval interval = intervals.get(entry.entrant());
            assertTrue(interval.contains(entry.rating()), entry + " outside " + interval);
            assertTrue(interval.width() > 0, entry.entrant() + " has an empty interval");
        }
    }

    @Test
    void bootstrapIsDeterministicForASeed() {
        List<GameResult> results = league(50, 5);
        assertEquals(Bootstrap.interval(results, SETTINGS, 100, 42), Bootstrap.interval(results, SETTINGS, 100, 42));
        assertNotEquals(Bootstrap.interval(results, SETTINGS, 100, 42), Bootstrap.interval(results, SETTINGS, 100, 43));
    }

    @Test
    void headToHeadCountsMeetingsAndOrder() {
        List<GameResult> results = List.of(
                GameResult.of("a", 1, "b", 2, "c", 3),
                GameResult.of("a", 2, "b", 1, "d", 3),
                GameResult.of("a", 1, "b", 1, "c", 3),
                GameResult.of("c", 1, "d", 2));
        HeadToHead h2h = HeadToHead.from(results);
        assertEquals(new HeadToHead.Meeting("a", "b", 3, 1, 1), h2h.between("a", "b"));
        assertEquals(1, h2h.between("a", "b").tied());
        assertEquals(new HeadToHead.Meeting("b", "a", 3, 1, 1), h2h.between("b", "a"));
        assertEquals(new HeadToHead.Meeting("c", "a", 2, 0, 2), h2h.between("c", "a"));
        assertEquals(new HeadToHead.Meeting("a", "d", 1, 1, 0), h2h.between("a", "d"));
        assertEquals(new HeadToHead.Meeting("c", "d", 1, 1, 0), h2h.between("c", "d"));
        assertEquals(new HeadToHead.Meeting("a", "zed", 0, 0, 0), h2h.between("a", "zed"));
    }
}
