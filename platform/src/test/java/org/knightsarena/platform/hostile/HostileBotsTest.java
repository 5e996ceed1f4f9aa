package org.knightsarena.platform.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.worker.WorkerPool;
import org.knightsarena.platform.worker.WorkerSettings;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.sandbox.TestJars;

/**
 * The hostile-bot suite: each attack is a real JAR compiled here against the agent API and taken
 * down the whole path an upload takes — inspection, verification, loading in the sandbox, and a
 * match in a worker JVM against sample agents. For each: the platform keeps working, the other
 * seats' match completes without faults of theirs, the fault is recorded with a message its owner
 * can act on, and nothing outside the sandbox changed.
 */
class HostileBotsTest {

    private static final String IMPORTS = """
            package bots;
            import java.util.*;
            import org.knightsarena.api.*;
            import org.knightsarena.api.action.*;
            import org.knightsarena.api.decision.*;
            import org.knightsarena.api.event.*;
            """;

    private static WorkerPool pool;

    @BeforeAll
    static void startPool() {
        // small work budgets, so that a runaway bot meets the deterministic limit long before its clock
        pool = new WorkerPool(WorkerSettings.defaults().withWorkers(2).withWork(20_000_000, 200_000_000));
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    // ---- attacks refused before anything runs: the uploader gets the report -----------------

    @Test
    void systemExitIsRefusedWithClassMethodAndLine(@TempDir Path dir) {
        String report = refused(dir, "System.exit(3);");
        assertTrue(
                report.contains("bots.Evil.decide(GameView, Decision), line ")
                        && report.contains("System.exit(...) is not allowed — return an action instead"),
                report);
    }

    @Test
    void runtimeHaltIsRefused(@TempDir Path dir) {
        assertTrue(refused(dir, "Runtime.getRuntime().halt(3);").contains("Runtime.getRuntime(...) is not allowed"));
    }

    @Test
    void startingAThreadIsRefused(@TempDir Path dir) {
        assertTrue(refused(dir, "new Thread(() -> { while (true) { } }).start();")
                .contains("new Thread(...) is not allowed"));
    }

    @Test
    void readingAndWritingFilesIsRefusedAndNothingIsWritten(@TempDir Path dir) {
        Path target = dir.resolve("pwned.txt");
        String report = refused(
                dir,
                "try { java.nio.file.Files.writeString(java.nio.file.Path.of(\""
                        + target.toString().replace("\\", "\\\\") + "\"), \"x\");"
                        + " new java.io.FileInputStream(\"/etc/passwd\").read(); } catch (java.io.IOException e) { }");
        assertTrue(
                report.contains("Path.of(...) is not allowed")
                        && report.contains("new FileInputStream(...) is not allowed"),
                report);
        assertFalse(Files.exists(target));
    }

    @Test
    void openingASocketIsRefused(@TempDir Path dir) {
        assertTrue(refused(
                        dir,
                        "try { new java.net.Socket(\"127.0.0.1\", 80).close(); } catch (java.io.IOException e) { }")
                .contains("new Socket(...) is not allowed"));
    }

    @Test
    void reflectionIntoEngineObjectsIsRefused(@TempDir Path dir) {
        String report = refused(
                dir,
                "try { java.lang.reflect.Field f = view.getClass().getDeclaredField(\"state\");"
                        + " f.setAccessible(true); f.set(view, null); } catch (ReflectiveOperationException e) { }");
        assertTrue(report.contains("getDeclaredField"), report);
    }

    @Test
    void unsafeIsRefused(@TempDir Path dir) {
        String report = refused(
                dir,
                "try { java.lang.reflect.Field f = Class.forName(\"sun.misc.Unsafe\")"
                        + ".getDeclaredField(\"theUnsafe\"); f.setAccessible(true); Object u = f.get(null); }"
                        + " catch (ReflectiveOperationException e) { }");
        assertTrue(report.contains("Class.forName(...) is not allowed"), report);
    }

    @Test
    void loadingClassesByNameIsRefused(@TempDir Path dir) {
        String report = refused(
                dir,
                "try { Class.forName(\"org.knightsarena.platform.game.Game\"); "
                        + "getClass().getClassLoader().loadClass(\"java.lang.Runtime\"); } catch (ReflectiveOperationException e) { }");
        assertTrue(
                report.contains("Class.forName(...) is not allowed")
                        && report.contains("ClassLoader.loadClass(...) is not allowed"),
                report);
    }

    @Test
    void aJarBombIsRefusedWithoutInflatingIt(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>(goodClasses(dir.resolve("good")));
        Path jar = dir.resolve("bomb.jar");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
            out.setLevel(9);
            out.putNextEntry(new ZipEntry("zeros.bin"));
            byte[] chunk = new byte[1 << 20];
            for (int i = 0; i < 100; i++) {
                out.write(chunk);
            }
            out.closeEntry();
        }
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        assertTrue(e.describe().contains("zip bomb"), e.describe());
    }

    @Test
    void aPathTraversalEntryIsRefusedAndNothingIsExtracted(@TempDir Path dir) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>(goodClasses(dir.resolve("good")));
        entries.put("../../escaped.txt", "x".getBytes(StandardCharsets.US_ASCII));
        Path jar = dir.resolve("jars").resolve("traversal.jar");
        Files.createDirectories(jar.getParent());
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        assertTrue(e.describe().contains("../../escaped.txt: entry name contains '..'"), e.describe());
        assertFalse(Files.exists(dir.resolve("escaped.txt")));
        assertFalse(Files.exists(jar.getParent().getParent().getParent().resolve("escaped.txt")));
    }

    @Test
    void aJarWithNoAgentIsRefused(@TempDir Path dir) {
        Path jar = TestJars.jar(dir, Map.of("bots.Plan", "package bots; public final class Plan { }"), null);
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        assertTrue(
                e.describe()
                        .contains("no public, non-abstract, top-level class with a public no-argument constructor"
                                + " implements org.knightsarena.api.Agent"),
                e.describe());
    }

    @Test
    void twoAgentsWithoutAManifestChoiceAreRefused(@TempDir Path dir) {
        Path jar = TestJars.jar(
                dir,
                Map.of(
                        "bots.A",
                        bot("A", "", "return decision.options().get(0);"),
                        "bots.B",
                        bot("B", "", "return decision.options().get(0);")),
                null);
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        assertTrue(
                e.describe().contains("bots.A")
                        && e.describe().contains("bots.B")
                        && e.describe().contains("Agent-Class"),
                e.describe());
    }

    // ---- attacks that load and play: faults are results ---------------------------------------

    @Test
    void anInfiniteLoopRunsOutOfBudget(@TempDir Path dir) {
        assertFaults(play(dir, "", "while (true) { }"), Fault.BUDGET, "work budget");
    }

    @Test
    void catchingTheBudgetErrorDoesNotHelp(@TempDir Path dir) {
        assertFaults(play(dir, "", """
                while (true) {
                    try { while (true) { } } catch (Throwable t) { }
                    finally { for (int i = 0; i >= 0; i++) { } }
                }"""), Fault.BUDGET, "work budget");
    }

    @Test
    void deepRecursionIsAnExceptionFault(@TempDir Path dir) {
        assertFaults(
                play(dir, "int down(int n) { return down(n + 1) + 1; }", "return decision.options().get(down(0));"),
                Fault.EXCEPTION,
                "StackOverflowError");
    }

    @Test
    void busyWaitingOnTheClockRunsOutOfBudget(@TempDir Path dir) {
        assertFaults(
                play(
                        dir,
                        "",
                        "long end = System.nanoTime() + 60_000_000_000L; while (System.nanoTime() < end) { }"
                                + " return decision.options().get(0);"),
                Fault.BUDGET,
                "");
    }

    @Test
    void allocatingWithoutEndIsStopped(@TempDir Path dir) {
        MatchOutcome outcome = play(
                dir,
                "static List<long[]> hoard = new ArrayList<>();",
                "while (true) { hoard.add(new long[1 << 20]); }");
        // Two defences race here, both the sandbox's: the worker JVM exits on out-of-memory (twice;
        // the third time the bot is benched), or the work charged per array element runs out first
        // (1M units an array against 20M a decision). Which one wins depends on the worker's heap at
        // that moment (at 512 MB out-of-memory usually wins, at 4 GB the budget always does; CI on a
        // loaded machine saw both), so either is a stop; the blame and the bench must not vary.
        FaultRecorded first = first(outcome);
        if (first.kind() == Fault.BUDGET) {
            assertEjectedLast(outcome, Fault.BUDGET, "work budget");
        } else {
            assertEjectedLast(outcome, Fault.CRASHED, "out of memory");
        }
    }

    @Test
    void aConstructorThatThrowsIsTheSeatsFaultNotAnAbortedMatch(@TempDir Path dir) {
        MatchOutcome outcome = play(
                dir, "public Evil() { throw new IllegalStateException(\"no\"); }", "return decision.options().get(0);");
        assertEjectedLast(
                outcome, Fault.CRASHED, "bots.Evil failed in its constructor: java.lang.IllegalStateException: no");
    }

    @Test
    void aStaticInitializerThatLoopsIsStoppedAndTheSeatEjected(@TempDir Path dir) {
        MatchOutcome outcome = play(
                dir, "static int n; static { while (n >= 0) { n = n * 1; } }", "return decision.options().get(0);");
        assertEjectedLast(outcome, Fault.CRASHED, " in its constructor");
    }

    @Test
    void loopingForeverInsideAJdkCallCostsOneKillAndTheSeatIsBenched(@TempDir Path dir) {
        MatchOutcome outcome = play(
                dir,
                "",
                "long sum = java.util.stream.LongStream.range(0, Long.MAX_VALUE).sum();"
                        + " return decision.options().get(0);");
        assertEjectedLast(outcome, Fault.CRASHED, "outlived its hard limit in the worker JVM");
        assertTrue(
                first(outcome).detail().contains("past its hard limit of 5.0 s (an allowance of 2.5 s"),
                first(outcome).detail());
    }

    @Test
    void faultsInOnEventAreInTheReplayAndStrikesStopAtTheLimit(@TempDir Path dir) {
        MatchOutcome outcome =
                play(dir, "public void onEvent(GameEvent e) { while (true) { } }", "return decision.options().get(0);");
        assertFaults(outcome, Fault.BUDGET, "in onEvent");
        long faults =
                events(outcome).stream().filter(FaultRecorded.class::isInstance).count();
        assertEquals(5, faults, "the spec's strike limit");
        assertEquals(5, outcome.seats().get(0).faultCount());
        assertTrue(events(outcome).contains(new AgentEjected(0, 5)));
    }

    @Test
    void aHugeFaultMessageIsCutInTheReplay(@TempDir Path dir) {
        MatchOutcome outcome = play(dir, "", "throw new IllegalStateException(\"x\".repeat(2_000_000));");
        assertTrue(
                first(outcome).detail().length() < 1_100,
                "kept " + first(outcome).detail().length() + " characters");
        assertTrue(
                outcome.replay().size() < 100_000,
                "a replay of " + outcome.replay().size() + " bytes");
    }

    @Test
    void mutatingWhatTheViewReturnsFailsWithoutHarm(@TempDir Path dir) {
        MatchOutcome outcome = play(
                dir,
                "",
                "decision.options().clear(); view.events().clear();"
                        + " view.progressCards().clear(); return decision.options().get(0);");
        assertFaults(outcome, Fault.EXCEPTION, "UnsupportedOperationException");
    }

    @Test
    void staticStateDoesNotSurviveFromOneMatchToTheNext(@TempDir Path dir) {
        Path jar = jarOf(dir, bot("Evil", """
                static int matches;
                public void onMatchStart(MatchContext context) { matches++; context.log().log("match number " + matches); }
                """, "return decision.options().get(0);"));
        MatchOutcome first = play(jar, 11);
        MatchOutcome second = play(jar, 12);
        assertEquals(List.of("match number 1"), first.seats().get(0).log());
        assertEquals(List.of("match number 1"), second.seats().get(0).log());
    }

    @Test
    void hugeLogOutputIsCapped(@TempDir Path dir) {
        Path jar = jarOf(
                dir,
                bot(
                        "Evil",
                        """
                AgentLog log;
                public void onMatchStart(MatchContext context) { log = context.log(); }
                """,
                        "for (int i = 0; i < 1000; i++) { log.log(\"spam \".repeat(1000)); } return decision.options().get(0);"));
        MatchOutcome outcome = play(jar, 13);
        List<String> log = outcome.seats().get(0).log();
        int chars = log.stream().mapToInt(String::length).sum();
        assertTrue(chars < 70_000, "log kept " + chars + " characters");
        assertTrue(
                log.get(log.size() - 1).contains("truncated") || log.stream().anyMatch(l -> l.contains("dropped")),
                "the log says it was cut: " + log.get(log.size() - 1));
    }

    @Test
    void throwingOnEveryCallGetsTheBotEjectedAndRankedLast(@TempDir Path dir) {
        MatchOutcome outcome = play(dir, "", "throw new IllegalStateException(\"always\");");
        assertFaults(outcome, Fault.EXCEPTION, "always");
        assertTrue(outcome.seats().get(0).ejected());
        assertTrue(events(outcome).stream().anyMatch(e -> e instanceof AgentEjected a && a.player() == 0));
        assertEquals(4, outcome.result().orElseThrow().places().get(0));
    }

    @Test
    void returningNullIsAnIllegalAnswer(@TempDir Path dir) {
        assertFaults(play(dir, "", "return null;"), Fault.ILLEGAL_ANSWER, "answered null");
    }

    @Test
    void returningAnIllegalActionIsAnIllegalAnswer(@TempDir Path dir) {
        assertFaults(play(dir, "", "return new BuildRoad(71);"), Fault.ILLEGAL_ANSWER, "is not one of the");
    }

    @Test
    void aDeterministicSandboxedBotGivesTheSameReplayEveryRun(@TempDir Path dir) {
        Path jar = jarOf(dir, bot("Evil", "Random random = new Random();", """
                int pick = (int) ((Math.random() + random.nextDouble() + (System.nanoTime() & 7)
                        + (System.identityHashCode(new Object()) & 7)) * 1000) % decision.options().size();
                return decision.options().get(pick);"""));
        MatchOutcome first = play(jar, 21);
        MatchOutcome second = play(jar, 21);
        assertEquals(first.replay(), second.replay());
    }

    // ---- helpers ----------------------------------------------------------------------------

    private static String bot(String name, String members, String decideBody) {
        return IMPORTS + "public final class " + name + " implements Agent {\n" + members + "\n"
                + "public Action decide(GameView view, Decision decision) {\n" + decideBody + "\n}\n}\n";
    }

    private static Path jarOf(Path dir, String source) {
        return TestJars.jar(dir, Map.of("bots.Evil", source), null);
    }

    private static Map<String, byte[]> goodClasses(Path dir) throws IOException {
        Path classes = TestJars.compile(dir, Map.of("bots.Good", bot("Good", "", "return decision.options().get(0);")));
        return Map.of("bots/Good.class", Files.readAllBytes(classes.resolve("bots/Good.class")));
    }

    private static String refused(Path dir, String attack) {
        Path jar = jarOf(dir, bot("Evil", "", attack + "\nreturn decision.options().get(0);"));
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        // the platform keeps working: a match right after the refusal completes
        MatchOutcome after = pool.play(spec(5, List.of("random", "random#2", "heuristic")));
        assertEquals(MatchOutcome.Status.COMPLETED, after.status(), after.detail());
        return e.describe();
    }

    private static MatchOutcome play(Path dir, String members, String decideBody) {
        return play(jarOf(dir, bot("Evil", members, decideBody)), 7);
    }

    private static MatchOutcome play(Path jar, long seed) {
        MatchOutcome outcome = pool.play(
                spec(seed, List.of(MatchSpec.JAR_PREFIX + jar.toAbsolutePath(), "random", "random#2", "heuristic")));
        assertEquals(MatchOutcome.Status.COMPLETED, outcome.status(), outcome.detail());
        for (int p = 1; p < 4; p++) {
            assertEquals(0, outcome.seats().get(p).faultCount(), "the other agents play on unharmed");
        }
        Replay replay = outcome.replay().read();
        List<GameEvent> rerun = Rerun.game(replay).events().stream()
                .filter(e -> !Game.isRunnerNote(e))
                .toList();
        assertEquals(
                replay.events().stream().filter(e -> !Game.isRunnerNote(e)).toList(),
                rerun,
                "the engine was not disturbed: the replay re-runs");
        return outcome;
    }

    private static MatchSpec spec(long seed, List<String> seats) {
        return new MatchSpec(seed, Ruleset.CITIES_AND_KNIGHTS.id(), 40, false, 500, 2_000, 5, seats);
    }

    private static List<GameEvent> events(MatchOutcome outcome) {
        return outcome.replay().read().events();
    }

    /** The bot's first fault is of this kind and says this, and it was ejected and ranked last. */
    private static void assertEjectedLast(MatchOutcome outcome, Fault kind, String detail) {
        assertFaults(outcome, kind, detail);
        assertTrue(outcome.seats().get(0).ejected());
        assertEquals(4, outcome.result().orElseThrow().places().get(0));
    }

    private static FaultRecorded first(MatchOutcome outcome) {
        return events(outcome).stream()
                .filter(FaultRecorded.class::isInstance)
                .map(FaultRecorded.class::cast)
                .findFirst()
                .orElseThrow();
    }

    private static void assertFaults(MatchOutcome outcome, Fault kind, String detail) {
        List<FaultRecorded> faults = events(outcome).stream()
                .filter(FaultRecorded.class::isInstance)
                .map(FaultRecorded.class::cast)
                .toList();
        assertFalse(faults.isEmpty(), "a fault is recorded");
        assertTrue(faults.stream().allMatch(f -> f.player() == 0), faults::toString);
        FaultRecorded first = faults.get(0);
        assertEquals(kind, first.kind(), first::toString);
        assertTrue(first.detail().contains(detail), first.detail());
    }
}
