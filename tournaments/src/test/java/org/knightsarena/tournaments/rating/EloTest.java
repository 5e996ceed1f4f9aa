package org.knightsarena.tournaments.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EloTest {

    private static final EloSettings K30 = new EloSettings(30, 1500);

    @Test
    void twoEqualPlayersWinnerGainsHalfK() {
        Map<String, Double> after = Elo.update(Map.of(), GameResult.of("a", 1, "b", 2), K30);
        assertEquals(1515.0, after.get("a"), 1e-9);
        assertEquals(1485.0, after.get("b"), 1e-9);
    }

    @Test
    void fourPlayerGameMatchesHandComputation() {
        Map<String, Double> ratings = Map.of("a", 1600.0, "b", 1500.0, "c", 1500.0, "d", 1400.0);
        Map<String, Double> change = Elo.changes(ratings, GameResult.of("a", 1, "b", 2, "c", 3, "d", 4), K30);
        // K/(n-1) = 10 per pairwise match; E(100 points) = 1/(1+10^-0.25), E(200) = 1/(1+10^-0.5)
        double e100 = 1 / (1 + Math.pow(10, -0.25));
        double e200 = 1 / (1 + Math.pow(10, -0.5));
        assertEquals(10 * (2 * (1 - e100) + (1 - e200)), change.get("a"), 1e-9);
        assertEquals(9.60123073746272, change.get("a"), 1e-9);
        assertEquals(5.0, change.get("b"), 1e-9);
        assertEquals(-5.0, change.get("c"), 1e-9);
        assertEquals(-9.60123073746272, change.get("d"), 1e-9);
    }

    @Test
    void sixPlayerGameOfEqualRatingsMovesEachByItsWinsLessItsLosses() {
        Map<String, Double> change =
                Elo.changes(Map.of(), GameResult.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6), K30);
        // K/(n-1) = 6 per pairwise match, each expected to score 0.5: the winner 6 x 5 x 0.5 = 15.
        assertEquals(List.of(15.0, 9.0, 3.0, -3.0, -9.0, -15.0), List.copyOf(change.values()));
    }

    @Test
    void aGameOfSevenIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> GameResult.of("a", 1, "b", 2, "c", 3, "d", 4, "e", 5, "f", 6, "g", 7));
        assertEquals("a game has 2 to 6 players, got 7", e.getMessage().substring(0, 32));
    }

    @Test
    void tiedPlacesShareTheResult() {
        Map<String, Double> change = Elo.changes(Map.of(), GameResult.of("a", 1, "b", 1, "c", 3), K30);
        // a vs b is a draw between equals: 0; each beats c: 15 * 0.5
        assertEquals(7.5, change.get("a"), 1e-9);
        assertEquals(7.5, change.get("b"), 1e-9);
        assertEquals(-15.0, change.get("c"), 1e-9);
    }

    @Test
    void updatesAreZeroSum() {
        Map<String, Double> ratings = Map.of("a", 1712.0, "b", 1433.5, "c", 1580.0, "d", 1390.0);
        Map<String, Double> after = Elo.update(ratings, GameResult.of("d", 1, "c", 2, "b", 2, "a", 4), K30);
        double before =
                ratings.values().stream().mapToDouble(Double::doubleValue).sum();
        assertEquals(
                before, after.values().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
    }

    @Test
    void updateLeavesTheGivenMapUnchanged() {
        Map<String, Double> ratings = new HashMap<>(Map.of("a", 1500.0));
        Elo.update(ratings, GameResult.of("a", 1, "b", 2), K30);
        assertEquals(Map.of("a", 1500.0), ratings);
    }

    @Test
    void anEntrantMayNotAppearTwiceInOneGame() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GameResult.of("a", 1, "a", 2));
        assertEquals(
                "entrant a appears twice in one game: " + List.of(new Finish("a", 1), new Finish("a", 2)),
                e.getMessage());
    }

    @Test
    void settingsRejectNonPositiveK() {
        assertEquals(
                "k must be finite and positive, was 0.0",
                assertThrows(IllegalArgumentException.class, () -> new EloSettings(0, 1500))
                        .getMessage());
    }
}
