package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/** The pool with real child JVMs, real matches, and trusted agents that take their worker down. */
class WorkerPoolTest {

    private static final WorkerSettings ONE = WorkerSettings.defaults()
            .withWorkers(1)
            .withMaxHeap("256m")
            .withLimits(5_000, Duration.ofSeconds(60), Duration.ofSeconds(1));

    private final InProcessExecutor inProcess = new InProcessExecutor(AgentCatalog.builtIn());

    @Test
    void poolPlaysEveryMatchExactlyAsInProcessFromSeveralThreads() throws Exception {
        List<MatchSpec> specs = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            specs.add(MatchSpec.of(seed, Ruleset.BASE, List.of("heuristic", "random", "random#2", "heuristic#2")));
            specs.add(MatchSpec.of(seed, Ruleset.CITIES_AND_KNIGHTS, List.of("random", "heuristic", "random#2")));
        }
        ExecutorService callers = Executors.newFixedThreadPool(3);
        try (WorkerPool pool = new WorkerPool(ONE.withWorkers(2))) {
            List<Future<MatchOutcome>> played = new ArrayList<>();
            for (MatchSpec spec : specs) {
                played.add(callers.submit(() -> pool.play(spec)));
            }
            for (int i = 0; i < specs.size(); i++) {
                assertSameMatch(inProcess.play(specs.get(i)), played.get(i).get());
            }
            assertTrue(pool.workerPids().size() <= 2, pool.workerPids().toString());
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void oneWorkerPlaysMatchAfterMatchInTheSameProcess() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            List<String> logged = new ArrayList<>();
            for (long seed = 0; seed < 3; seed++) {
                MatchOutcome outcome = pool.play(tiny(seed, "pid"));
                assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
                logged.add(outcome.seats().get(2).log().get(0));
            }
            List<Long> pids = pool.workerPids();
            assertEquals(1, pids.size());
            assertNotEquals(ProcessHandle.current().pid(), pids.get(0));
            assertEquals(List.of("pid " + pids.get(0), "pid " + pids.get(0), "pid " + pids.get(0)), logged);
        }
    }

    @Test
    void aWorkerKilledFromOutsideMidMatchIsReplacedAndTheMatchRetried(@TempDir Path markers) throws Exception {
        MatchSpec spec = tiny(7, "sleepy");
        WorkerSettings settings = ONE.withJvmOptions(List.of("-D" + TestAgents.MARKERS + "=" + markers));
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try (WorkerPool pool = new WorkerPool(settings)) {
            Future<MatchOutcome> played = caller.submit(() -> pool.play(spec));
            long killed = awaitMarker(markers, -1);
            ProcessHandle.of(killed).orElseThrow().destroyForcibly();

            MatchOutcome outcome = played.get();

            assertSameMatch(inProcess.play(spec), outcome);
            long retriedIn = awaitMarker(markers, killed);
            assertNotEquals(killed, retriedIn);
            assertEquals(List.of(retriedIn), pool.workerPids());
        } finally {
            caller.shutdownNow();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = ';',
            value = {
                "exiting; exited with code 42 during the match",
                "halting; exited with code 43 during the match",
                "hoarding; exited with code 3 (out of memory) during the match; its last stderr lines: Terminating due to java.lang.OutOfMemoryError",
                "garbage; sent an unreadable line '{not json'"
            })
    void anAgentThatTakesItsWorkerDownTwiceIsBenchedSoTheOthersMatchCompletes(String agent, String expected) {
        try (WorkerPool pool = new WorkerPool(ONE.withMaxHeap("64m"))) {
            MatchSpec spec = new MatchSpec(
                    3,
                    "base",
                    2,
                    false,
                    200,
                    0,
                    MatchSpec.DEFAULT_STRIKE_LIMIT,
                    List.of("random", "random#2", agent, "random#3"));

            FaultRecorded crash = crashOfBenchedSeat2(pool.play(spec));
            assertTrue(
                    crash.detail().startsWith("took down the worker JVM twice: the worker JVM (pid "), crash.detail());
            assertTrue(crash.detail().contains(expected), crash.detail());
            assertTrue(crash.detail().contains("seat 2 was being asked"), crash.detail());

            MatchOutcome after = pool.play(tiny(4, "random#4"));
            assertSameMatch(inProcess.play(tiny(4, "random#4")), after);
        }
    }

    @Test
    void anAgentStuckPastItsCallsHardLimitIsBenchedAfterOneKill() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            MatchSpec spec = new MatchSpec(
                    3,
                    "base",
                    2,
                    false,
                    200,
                    0,
                    MatchSpec.DEFAULT_STRIKE_LIMIT,
                    List.of("random", "random#2", "stuck", "random#3"));

            FaultRecorded crash = crashOfBenchedSeat2(pool.play(spec));
            // the hard limit follows the call's allowance (200 ms, its clock), not the old whole-clock-plus-10-s
            assertTrue(
                    crash.detail().startsWith("outlived its hard limit in the worker JVM: the worker JVM (pid "),
                    crash.detail());
            assertTrue(
                    crash.detail().contains("hung: seat 2 was in one call for more than ")
                            && crash.detail().contains(" s, past its hard limit of 1.7 s (an allowance of 0.2 s"),
                    crash.detail());
        }
    }

    /** @return the one fault of a completed match: seat 2's, benched for taking its worker down */
    private static FaultRecorded crashOfBenchedSeat2(MatchOutcome outcome) {
        assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
        assertEquals(
                List.of(false, false, true, false),
                outcome.seats().stream().map(MatchOutcome.SeatOutcome::ejected).toList());
        assertEquals(4, outcome.result().orElseThrow().places().get(2), "the benched seat is ranked last");
        List<FaultRecorded> faults = outcome.replay().read().events().stream()
                .filter(FaultRecorded.class::isInstance)
                .map(FaultRecorded.class::cast)
                .toList();
        assertEquals(1, faults.size(), faults::toString);
        FaultRecorded crash = faults.get(0);
        assertEquals(2, crash.player());
        assertEquals(Fault.CRASHED, crash.kind());
        return crash;
    }

    @Test
    void aMatchThatStillCrashesWithTheBlamedSeatBenchedIsAbortedWithEveryDetail() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            MatchSpec spec = new MatchSpec(
                    3,
                    "base",
                    2,
                    false,
                    200,
                    0,
                    MatchSpec.DEFAULT_STRIKE_LIMIT,
                    List.of("exiting", "random", "halting", "random#2"));

            MatchOutcome outcome = pool.play(spec);

            assertEquals(MatchOutcome.Status.ABORTED, outcome.status());
            assertTrue(outcome.blamed().isPresent(), outcome.detail());
            int first = outcome.blamed().getAsInt();
            assertTrue(
                    outcome.detail().startsWith("the match failed twice in worker JVMs. First: the worker JVM (pid "),
                    outcome.detail());
            assertTrue(
                    outcome.detail().contains(". With seat " + first + " benched: the worker JVM (pid "),
                    outcome.detail());
            assertTrue(outcome.replay().isEmpty());
        }
    }

    @Test
    void whatAgentsPrintGoesToStderrAndNeverIntoTheChannel() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            MatchSpec spec = tiny(6, "chatty");

            assertSameMatch(inProcessQuietly(spec), pool.play(spec));
        }
    }

    @Test
    void anUnknownAgentIsRefusedWithTheCatalogsMessageAndTheWorkerKept() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            pool.play(tiny(1, "random#4"));
            List<Long> before = pool.workerPids();

            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> pool.play(tiny(1, "wizard")));

            assertEquals(
                    "unknown agent 'wizard'; built-in agents: "
                            + String.join(", ", AgentCatalog.builtIn().names()),
                    e.getMessage());
            assertEquals(before, pool.workerPids());
        }
    }

    @Test
    void aMissingJarIsRefusedWithItsPath() {
        try (WorkerPool pool = new WorkerPool(ONE)) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> pool.play(tiny(1, "jar:/bots/mine.jar")));

            assertEquals("cannot read the bot JAR /bots/mine.jar: no such file", e.getMessage());
        }
    }

    @Test
    void closingThePoolKillsItsWorkersAndRefusesMatches() throws Exception {
        WorkerPool pool = new WorkerPool(ONE);
        pool.play(tiny(1, "random#4"));
        ProcessHandle worker = ProcessHandle.of(pool.workerPids().get(0)).orElseThrow();

        pool.close();
        pool.close();

        worker.onExit().get();
        assertFalse(worker.isAlive());
        assertEquals(List.of(), pool.workerPids());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pool.play(tiny(1, "random#4")));
        assertEquals("the worker pool is closed", e.getMessage());
    }

    /** A short match: three random agents and {@code agent} in seat 2, two turns. */
    private static MatchSpec tiny(long seed, String agent) {
        return new MatchSpec(
                seed,
                "base",
                2,
                false,
                1_000,
                60_000,
                MatchSpec.DEFAULT_STRIKE_LIMIT,
                List.of("random", "random#2", agent, "random#3"));
    }

    /** The chatty agent prints to this JVM's stdout too when played here; keep the test output small. */
    private MatchOutcome inProcessQuietly(MatchSpec spec) {
        java.io.PrintStream out = System.out;
        java.io.PrintStream err = System.err;
        try (java.io.PrintStream sink = new java.io.PrintStream(java.io.OutputStream.nullOutputStream())) {
            System.setOut(sink);
            System.setErr(sink);
            return inProcess.play(spec);
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    private static void assertSameMatch(MatchOutcome expected, MatchOutcome actual) {
        assertEquals(MatchOutcome.Status.COMPLETED, actual.status(), actual.detail());
        assertEquals(expected.result(), actual.result());
        assertEquals(expected.seats(), actual.seats());
        assertEquals(expected.decisions(), actual.decisions());
        assertFalse(actual.replay().isEmpty());
        assertEquals(expected.replay(), actual.replay());
    }

    /** Waits for a {@code started-<pid>} marker of a pid other than {@code except}, and returns the pid. */
    private static long awaitMarker(Path markers, long except) throws IOException, InterruptedException {
        while (true) {
            try (Stream<Path> files = Files.list(markers)) {
                List<Long> pids = files.map(
                                f -> Long.parseLong(f.getFileName().toString().substring("started-".length())))
                        .filter(pid -> pid != except)
                        .toList();
                if (!pids.isEmpty()) {
                    return pids.get(0);
                }
            }
            Thread.sleep(20);
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
