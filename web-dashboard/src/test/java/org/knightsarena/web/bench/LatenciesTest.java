package org.knightsarena.web.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LatenciesTest {
    private static long[] oneToHundredShuffled() {
        long[] values = new long[100];
        for (int i = 0; i < 100; i++) {
            values[i] = (37L * i) % 100 + 1;
        }
        return values;
    }

    @Test
    void percentilesOfOneToHundredAreTheirRanks() {
        Latencies l = Latencies.of(oneToHundredShuffled());
        assertEquals(100, l.count());
        assertEquals(50, l.percentileNanos(50));
        assertEquals(95, l.percentileNanos(95));
        assertEquals(99, l.percentileNanos(99));
        assertEquals(100, l.percentileNanos(100));
        assertEquals(1, l.percentileNanos(0.5));
        assertEquals(7, l.percentileNanos(7));
    }

    @Test
    void nearestRankPicksTheSmallestValueCoveringThePercentage() {
        Latencies l = Latencies.of(40, 10, 30, 20);
        assertEquals(20, l.percentileNanos(50));
        assertEquals(30, l.percentileNanos(51));
        assertEquals(40, l.percentileNanos(95));
        assertEquals(10, l.percentileNanos(25));
    }

    @Test
    void oneValueIsEveryPercentile() {
        Latencies l = Latencies.of(2_500_000);
        assertEquals(2.5, l.percentileMillis(50));
        assertEquals(2.5, l.percentileMillis(99.9));
        assertEquals(2.5, l.maxMillis());
    }

    @Test
    void theGivenArrayIsCopiedNotSorted() {
        long[] times = {3, 1, 2};
        Latencies l = Latencies.of(times);
        times[0] = 1000;
        assertEquals(3, l.maxMillis() * 1e6, 1e-9);
        assertEquals(1000, times[0]);
    }

    @Test
    void badInputIsRefusedWithTheRule() {
        assertEquals(
                "a percentile is more than 0 and at most 100, was 0.0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Latencies.of(1).percentileNanos(0))
                        .getMessage());
        assertEquals(
                "a percentile is more than 0 and at most 100, was 101.0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Latencies.of(1).percentileNanos(101))
                        .getMessage());
        assertEquals(
                "no response time was recorded",
                assertThrows(IllegalStateException.class, () -> Latencies.of().percentileNanos(50))
                        .getMessage());
        assertEquals(
                "a response time cannot be negative: -5 ns",
                assertThrows(IllegalArgumentException.class, () -> Latencies.of(3, -5))
                        .getMessage());
    }
}
