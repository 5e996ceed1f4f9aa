package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The coarse clock follows System.nanoTime, a tick or so behind, and never runs ahead of it. */
class CoarseClockTest {

    @Test
    @Timeout(10)
    void itMovesOnAndStaysBehindTheTrueTime() throws InterruptedException {
        long first = CoarseClock.nanoTime();
        assertTrue(first <= System.nanoTime());
        long later = System.nanoTime() + 10_000_000; // 10 ms on
        while (CoarseClock.nanoTime() < later) { // the class timeout fails a clock that stands still
            Thread.sleep(1);
        }
        assertTrue(CoarseClock.nanoTime() <= System.nanoTime());
    }
}
