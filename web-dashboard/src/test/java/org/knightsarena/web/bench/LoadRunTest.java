package org.knightsarena.web.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;

class LoadRunTest {
    @TempDir
    Path data;

    @Test
    void okResponsesAreTimedAndOthersCountedAsErrors() throws InterruptedException {
        try (TestDashboard server = TestDashboard.start(data)) {
            List<LoadRun.Figures> figures = new LoadRun(
                            server.url(),
                            List.of(
                                    new LoadRun.Endpoint("leagues", "/api/leagues"),
                                    new LoadRun.Endpoint("missing", "/api/leagues/999/leaderboard")),
                            2)
                    .run(Duration.ofMillis(200), Duration.ofSeconds(2));
            LoadRun.Figures ok = figures.get(0);
            LoadRun.Figures missing = figures.get(1);
            assertEquals("leagues", ok.endpoint().name());
            assertTrue(ok.latencies().count() > 0, "some requests were timed");
            assertEquals(0, ok.errors());
            assertEquals(ok.latencies().count(), ok.throughput() * ok.seconds(), 1e-6);
            assertEquals(0, missing.latencies().count());
            assertTrue(missing.errors() > 0, "the 404s are counted");
            assertFalse(missing.errorSamples().isEmpty());
            assertTrue(
                    missing.errorSamples().get(0).startsWith("HTTP 404: "),
                    missing.errorSamples().get(0));
        }
    }

    @Test
    void onlyThisMachineIsLoaded() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new LoadRun(URI.create("http://192.0.2.1:8080/"), List.of(new LoadRun.Endpoint("x", "/")), 1));
        assertEquals("the load only goes to this machine (127.0.0.1), not http://192.0.2.1:8080/", e.getMessage());
    }
}
