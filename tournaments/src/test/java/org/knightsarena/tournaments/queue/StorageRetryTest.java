package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StorageRetryTest {

    @Test
    void theWaitDoublesAfterEachFailureUpToTheCap() {
        assertEquals(
                List.of(250L, 500L, 1000L, 2000L, 4000L, 8000L, 10000L, 10000L),
                IntStream.rangeClosed(1, 8)
                        .mapToObj(n -> StorageRetry.waitAfter(n).toMillis())
                        .toList());
    }

    @Test
    void theWaitStaysAtTheCapAfterAnyNumberOfFailures() {
        assertEquals(Duration.ofSeconds(10), StorageRetry.waitAfter(Integer.MAX_VALUE));
    }

    @Test
    void aWaitBeforeTheFirstFailureIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StorageRetry.waitAfter(0));
        assertTrue(e.getMessage().contains("at least 1, was 0"), e.getMessage());
    }
}
