package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.TimeBudget;

class SearchSettingsTest {

    @Test
    void grantsIterationsPerCandidateUpToTheCap() {
        SearchSettings settings = new SearchSettings(10, 75, 8, 1, 0.3);
        assertEquals(30, settings.iterationsFor(3, TimeBudget.DEFAULT));
        assertEquals(75, settings.iterationsFor(8, TimeBudget.DEFAULT));
    }

    @Test
    void aSmallPerDecisionAllowanceCutsTheIterations() {
        SearchSettings settings = new SearchSettings(10, 1_000, 8, 1, 0.3);
        TimeBudget tight = new TimeBudget(Duration.ofMillis(100), Duration.ZERO);
        int expected = (int) (100 * SearchSettings.ITERATIONS_PER_MILLI);
        assertEquals(expected, settings.iterationsFor(8, tight));
        assertEquals(1, settings.iterationsFor(8, new TimeBudget(Duration.ofNanos(1), Duration.ZERO)));
    }

    @Test
    void refusesOutOfRangeSettingsNamingTheSetting() {
        assertEquals(
                "maxCandidates must be at least 2, not 1",
                assertThrows(IllegalArgumentException.class, () -> new SearchSettings(1, 1, 1, 1, 0))
                        .getMessage());
        assertEquals(
                "rolloutRounds must be at least 1, not 0",
                assertThrows(IllegalArgumentException.class, () -> new SearchSettings(1, 1, 2, 0, 0))
                        .getMessage());
        assertEquals(
                "exploration must be 0 or more, not NaN",
                assertThrows(IllegalArgumentException.class, () -> new SearchSettings(1, 1, 2, 1, Double.NaN))
                        .getMessage());
    }
}
