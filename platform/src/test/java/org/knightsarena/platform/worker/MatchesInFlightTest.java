package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.TestJars;

/**
 * Several matches in flight per worker JVM: the parent queues matches behind the one a worker
 * plays, the worker plays them one after another without waiting for its parent, each answered in
 * order with a replay file of its own; a worker lost mid-match costs only the match it was playing,
 * and the matches queued behind it are played elsewhere as if they had never been queued.
 */
// the waits below poll the pool's state; a pool that never gets there fails here, not hangs CI
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class MatchesInFlightTest {

    private static final WorkerSettings ONE_WITH_THREE_IN_FLIGHT = WorkerSettings.defaults()
            .withWorkers(1)
            .withMaxHeap("256m")
            .withLimits(5_000, Duration.ofSeconds(60), Duration.ofSeconds(1))
            .withInFlight(3);

    private final InProcessExecutor inProcess = new InProcessExecutor(AgentCatalog.builtIn());

    @Test
    void queuedMatchesAllFinishInOneWorkerExactlyAsInProcess() throws Exception {
        List<MatchSpec> specs = new ArrayList<>();
        for (long seed = 1; seed <= 5; seed++) {
            specs.add(MatchSpec.of(seed, Ruleset.CITIES_AND_KNIGHTS, List.of("heuristic", "random", "random#2")));
        }
        ExecutorService callers = Executors.newFixedThreadPool(specs.size());
        try (WorkerPool pool = new WorkerPool(ONE_WITH_THREE_IN_FLIGHT)) {
            assertEquals(3, pool.callersFor(1));
            List<Future<MatchOutcome>> played = new ArrayList<>();
            for (MatchSpec spec : specs) {
                played.add(callers.submit(() -> pool.play(spec)));
            }
            int most = 0;
            while (!played.stream().allMatch(Future::isDone)) {
                most = Math.max(most, pool.matchesInFlight());
                Thread.sleep(5);
            }
            assertEquals(3, most, "the worker had three matches in flight, never more");
            for (int i = 0; i < specs.size(); i++) {
                MatchOutcome expected = inProcess.play(specs.get(i));
                MatchOutcome actual = played.get(i).get();
                assertEquals(MatchOutcome.Status.COMPLETED, actual.status(), actual.detail());
                assertEquals(expected.seats(), actual.seats());
                assertEquals(expected.replay(), actual.replay());
            }
            assertEquals(1, pool.workerPids().size(), pool.workerPids().toString());
            assertEquals(0, pool.matchesInFlight());
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void aMatchQueuedBehindOthersInAWorkerReplaysByteForByteAsWhenPlayedFirst(@TempDir Path dir) throws Exception {
        List<String> seats = ReplaysAcrossReuseTest.seats(dir, "QueuedRememberer");
        MatchSpec target = new MatchSpec(42, Ruleset.BASE.id(), 40, false, 1_000, 10_000, 10, seats);
        MatchSpec before = new MatchSpec(43, Ruleset.BASE.id(), 40, false, 1_000, 10_000, 10, seats);
        MatchSpec alsoBefore = new MatchSpec(44, Ruleset.CITIES_AND_KNIGHTS.id(), 40, false, 1_000, 10_000, 10, seats);

        List<ReplayData> alone = playAllAtOnce(Files.createDirectories(dir.resolve("fresh")), List.of(target));
        List<ReplayData> queued =
                playAllAtOnce(Files.createDirectories(dir.resolve("queued")), List.of(before, alsoBefore, target));

        assertNotEquals(queued.get(0), queued.get(2), "another seed plays another game");
        assertEquals(alone.get(0), queued.get(2));
    }

    /**
     * Starts a worker by hand, writes every spec before reading any reply, and reads the replies.
     *
     * @return the replays, in the order of the specs
     */
    private static List<ReplayData> playAllAtOnce(Path dir, List<MatchSpec> specs) throws Exception {
        Path beacon = dir.resolve("beacon");
        Beacon.reader(beacon);
        Process worker = WorkerMainTest.start(
                ProcessBuilder.Redirect.DISCARD, "500000000", "100000000000", beacon.toString(), dir.toString());
        BufferedReader replies =
                new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8));
        List<ReplayData> replays = new ArrayList<>();
        try (Writer requests = new OutputStreamWriter(worker.getOutputStream(), StandardCharsets.UTF_8)) {
            assertEquals(Reply.ready(), Reply.parse(replies.readLine()));
            StringBuilder all = new StringBuilder();
            specs.forEach(spec -> all.append(Reply.specToJson(spec)).append('\n'));
            requests.write(all.toString());
            requests.flush();
            for (int match = 1; match <= specs.size(); match++) {
                Reply reply = Reply.parse(replies.readLine());
                assertEquals(
                        MatchOutcome.Status.COMPLETED,
                        reply.outcome().status(),
                        reply.outcome().detail());
                replays.add(ReplayData.of(Files.readAllBytes(Reply.replayFile(dir, match))));
            }
        }
        assertEquals(0, worker.waitFor());
        return replays;
    }

    @Test
    void aHostileBotKilledMidMatchIsBlamedForItsOwnMatchAndTheQueuedOnesFinishElsewhereAsIfPlayedAlone(
            @TempDir Path dir) throws Exception {
        Path looper = TestJars.jar(Files.createDirectories(dir.resolve("looper")), Map.of("bots.Looper", """
                package bots;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Looper implements Agent {
                    public Action decide(GameView view, Decision decision) {
                        long sum = java.util.stream.LongStream.range(0, Long.MAX_VALUE).sum();
                        return decision.options().get((int) (sum & 0));
                    }
                }
                """), null);
        MatchSpec hostile = new MatchSpec(
                3,
                "base",
                2,
                false,
                200,
                0,
                MatchSpec.DEFAULT_STRIKE_LIMIT,
                List.of("random", "random#2", MatchSpec.JAR_PREFIX + looper.toAbsolutePath(), "random#3"));
        List<String> seats = ReplaysAcrossReuseTest.seats(dir, "BystanderRememberer");
        List<MatchSpec> bystanders = List.of(
                new MatchSpec(42, Ruleset.BASE.id(), 40, false, 1_000, 10_000, 10, seats),
                new MatchSpec(43, Ruleset.BASE.id(), 40, false, 1_000, 10_000, 10, seats));

        List<MatchOutcome> alone = new ArrayList<>();
        try (WorkerPool fresh = new WorkerPool(ONE_WITH_THREE_IN_FLIGHT.withInFlight(1))) {
            for (MatchSpec spec : bystanders) {
                alone.add(fresh.play(spec));
            }
        }

        ExecutorService callers = Executors.newFixedThreadPool(3);
        try (WorkerPool pool = new WorkerPool(ONE_WITH_THREE_IN_FLIGHT)) {
            // the hostile match first, then the bystanders behind it, in that order, on the one worker
            Future<MatchOutcome> killed = callers.submit(() -> pool.play(hostile));
            awaitSent(pool, 1);
            List<Long> first = pool.workerPids();
            List<Future<MatchOutcome>> queued = new ArrayList<>();
            for (MatchSpec spec : bystanders) {
                queued.add(callers.submit(() -> pool.play(spec)));
                awaitSent(pool, queued.size() + 1);
            }
            assertEquals(1, first.size(), first.toString());

            FaultRecorded crash = onlyFault(killed.get());
            assertEquals(2, crash.player());
            assertEquals(Fault.CRASHED, crash.kind());
            assertTrue(
                    crash.detail()
                            .startsWith("outlived its hard limit in the worker JVM: the worker JVM (pid " + first.get(0)
                                    + ")"),
                    crash.detail());
            for (int i = 0; i < bystanders.size(); i++) {
                MatchOutcome outcome = queued.get(i).get();
                assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
                assertTrue(outcome.blamed().isEmpty(), "nobody in a queued match is blamed");
                assertTrue(outcome.seats().stream().noneMatch(MatchOutcome.SeatOutcome::ejected));
                // the same faults (the bot answers null where it has no option) and logs as alone
                assertEquals(alone.get(i).seats(), outcome.seats());
                assertEquals(alone.get(i).replay(), outcome.replay(), "the same replay as when played alone");
            }
            // queued behind the hostile match on the first worker, they were played on its replacement
            assertFalse(
                    pool.workerPids().contains(first.get(0)), pool.workerPids().toString());
            assertEquals(1, pool.workerPids().size(), pool.workerPids().toString());
        } finally {
            callers.shutdownNow();
        }
    }

    /**
     * Waits until the pool has written {@code count} specs to its worker's channel, so that the
     * next one is queued behind them in that order: a state the pool shows, not a pause.
     */
    private static void awaitSent(WorkerPool pool, int count) throws InterruptedException {
        while (pool.matchesSent() < count) {
            Thread.sleep(1);
        }
    }

    /** @return the one fault of a completed match: seat 2's, benched for outliving its hard limit */
    private static FaultRecorded onlyFault(MatchOutcome outcome) {
        assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
        assertEquals(
                List.of(false, false, true, false),
                outcome.seats().stream().map(MatchOutcome.SeatOutcome::ejected).toList());
        List<FaultRecorded> faults = outcome.replay().read().events().stream()
                .filter(FaultRecorded.class::isInstance)
                .map(FaultRecorded.class::cast)
                .toList();
        assertEquals(1, faults.size(), faults::toString);
        return faults.get(0);
    }
}
