package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.match.MatchSpec;

class WorkerSettingsTest {

    private final MatchSpec spec = new MatchSpec(
            1, "base", 100, false, 250, 30_000, 10, List.of("random", "random#2", "random#3", "random#4"));

    @Test
    void aMatchMayLastItsCappedDecisionsAtFullAllowanceEverySeatsBankAndTheMargin() {
        WorkerSettings settings =
                WorkerSettings.defaults().withLimits(2_000, Duration.ofSeconds(15), Duration.ofSeconds(3));

        // 2,000 × 0.25 s + 4 × 30 s + 15 s
        assertEquals(Duration.ofSeconds(500 + 120 + 15), settings.matchLimit(spec));
    }

    @Test
    void aCallMayLastItsAllowanceTheWholeBankAndTheMargin() {
        WorkerSettings settings =
                WorkerSettings.defaults().withLimits(2_000, Duration.ofSeconds(15), Duration.ofSeconds(3));

        assertEquals(Duration.ofMillis(250 + 30_000 + 3_000), settings.callLimit(spec));
    }

    @Test
    void aHeapCapThatJavaWouldNotTakeIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> WorkerSettings.defaults().withMaxHeap("lots"));

        assertEquals("the heap cap must look like 512m or 2g, not 'lots'", e.getMessage());
    }

    @Test
    void aPoolWithoutWorkersIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> WorkerSettings.defaults().withWorkers(0));

        assertEquals("a pool needs at least 1 worker, not 0", e.getMessage());
    }

    @Test
    void aWorkerWithoutRoomForAMatchInFlightIsRefusedAndTheDefaultQueuesOneBehindThePlayedOne() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> WorkerSettings.defaults().withInFlight(0));

        assertEquals("a worker needs room for at least 1 match in flight, not 0", e.getMessage());
        assertEquals(2, WorkerSettings.defaults().inFlight());
        try (WorkerPool pool = new WorkerPool(WorkerSettings.defaults().withInFlight(3))) {
            assertEquals(6, pool.callersFor(2), "two workers, each with three matches in flight");
        }
    }
}
