package org.knightsarena.platform.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void shortBenchPrintsOneRowPerThreadCountAndTheRatio() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--rules",
                "base",
                "--seconds",
                "0.2",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "2");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "bench: random, random#2, random#3, random#4 on base rules, 1 run of 0.2 s per thread count"
                        + " after 0 s of warm-up",
                lines.get(0));
        assertEquals(
                "threads | games/s (median) |       min |       max | decisions/s (median) | turns/game"
                        + " | games/thread-CPU-s | games/process-CPU-s",
                lines.get(1));
        String number = " +\\d+(\\.\\d+)?";
        String row = (" \\|" + number).repeat(7);
        assertTrue(lines.get(3).matches(" +1" + row), lines.get(3));
        assertTrue(lines.get(4).matches(" +2" + row), lines.get(4));
        assertTrue(lines.get(5).matches("all cores / one thread: \\d+\\.\\d\\dx .*"), lines.get(5));
    }

    @Test
    void gamesPerCpuSecondOfTheGameThreadsAreAtLeastThoseOfTheWholeProcess() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--rules",
                "base",
                "--seconds",
                "0.3",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        String[] row = run.out().lines().toList().get(3).split("\\|");
        double gamesPerSecond = Double.parseDouble(row[1].strip());
        double perThreadCpuSecond = Double.parseDouble(row[6].strip());
        double perProcessCpuSecond = Double.parseDouble(row[7].strip());
        assertTrue(gamesPerSecond > 0, run.out());
        // the process's CPU time holds the game thread's, and more (JIT, GC, the bench's own thread)
        assertTrue(perProcessCpuSecond > 0 && perProcessCpuSecond <= perThreadCpuSecond, run.out());
    }

    @Test
    void citiesAndKnightsBenchPrintsItsTable() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--rules",
                "ck",
                "--seconds",
                "0.2",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().findFirst().orElseThrow().contains("on cities-and-knights rules"), run.out());
    }

    @Test
    void sixAgentsBenchTheFiveSixPlayerExtension() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--agents",
                "heuristic,random,random,random,heuristic,random",
                "--seconds",
                "0.2",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("bench: ")), run.out());
    }

    @Test
    void byDefaultBothRulesetsGetATable() {
        CommandRun run =
                CommandRun.of(new BenchCommand(), "--seconds", "0.1", "--runs", "1", "--warmup", "0", "--threads", "1");

        assertEquals(0, run.exitCode(), run.err());
        List<String> titles =
                run.out().lines().filter(l -> l.startsWith("bench: ")).toList();
        assertEquals(2, titles.size(), run.out());
        assertTrue(titles.get(0).contains("on base rules"), titles.get(0));
        assertTrue(titles.get(1).contains("on cities-and-knights rules"), titles.get(1));
    }

    @Test
    void workersBenchPrintsTheOverheadPerMatchAndTheThroughputRatio() {
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--workers",
                "--rules",
                "base",
                "--seconds",
                "0.5",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "bench --workers: random, random#2, random#3, random#4 on base rules, 1 run of 0.5 s after 0 s"
                        + " of warm-up, 2 matches in flight per worker",
                lines.get(0));
        String ms = "-?\\d+\\.\\d{3} ms";
        assertTrue(
                lines.get(1)
                        .matches("overhead per match \\(turn cap 1, one warm worker, medians of \\d+ matches each\\):"
                                + " in process " + ms + ", pool " + ms + ", difference " + ms),
                lines.get(1));
        String rate = "\\d+\\.\\d\\d games/s";
        assertTrue(
                lines.get(2)
                        .matches("throughput \\(1 thread, complete games, median over 1 run\\): in process " + rate
                                + ", pool " + rate + ", pool / in process \\d+\\.\\d\\dx"),
                lines.get(2));
        String perCpu = "\\d+\\.\\d\\d";
        assertTrue(
                lines.get(3)
                        .matches("games per CPU-second of the processes \\(this JVM; for the pool, this JVM and the"
                                + " workers\\), median: in process " + perCpu + ", pool " + perCpu
                                + ", pool / in process \\d+\\.\\d\\dx"),
                lines.get(3));
    }

    @Test
    void workersBenchPlaysBotJarsSandboxedInThePoolAndTheirBuiltInsInProcess() throws java.io.IOException {
        java.nio.file.Path heuristic = java.nio.file.Path.of("")
                .toAbsolutePath()
                .getParent()
                .resolve("sample-agents/target/bots/heuristic.jar");
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--workers",
                "--agents",
                heuristic + ",random,random",
                "--rules",
                "base",
                "--seconds",
                "0.5",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(
                "bot JARs play sandboxed in the pool's workers, and as the built-in agents of their names, plain,"
                        + " in process",
                lines.get(1));
        assertTrue(lines.get(3).startsWith("throughput (1 thread"), run.out());
        assertEquals(5, lines.size(), "no match crashed: " + run.out());

        java.nio.file.Path mine = java.nio.file.Files.copy(
                heuristic, java.nio.file.Files.createTempDirectory("bench").resolve("mine.jar"));
        CommandRun unknown = CommandRun.of(
                new BenchCommand(),
                "--workers",
                "--agents",
                mine + ",random,random",
                "--rules",
                "base",
                "--seconds",
                "0.5",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");
        assertEquals(2, unknown.exitCode(), unknown.out());
        assertTrue(
                unknown.err()
                        .contains("bench --workers plays a bot JAR in process as the built-in agent of its name,"
                                + " unsandboxed, and there is no built-in agent 'mine'"),
                unknown.err());
    }

    @Test
    void sandboxBenchComparesThePlainAgentWithItsUploadedJarPerDecision() {
        String jar = java.nio.file.Path.of("")
                .toAbsolutePath()
                .getParent()
                .resolve("sample-agents/target/bots/heuristic.jar")
                .toString();
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--sandbox",
                jar,
                "--agents",
                "heuristic,random,random",
                "--rules",
                "base",
                "--seconds",
                "0.3",
                "--runs",
                "1",
                "--warmup",
                "0");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(
                run.out()
                        .contains("bench --sandbox: heuristic plain vs samples.agents.HeuristicAgent sandboxed"
                                + " in seat 0 against random, random#2, base rules"),
                run.out());
        assertTrue(run.out().contains("the sandbox adds ") && run.out().contains(" µs of CPU per decision"), run.out());
        assertTrue(
                run.out()
                        .matches(
                                "(?s).*median per decision: plain [0-9.]+ µs, sandboxed [0-9.]+ µs, ratio [0-9.]+;.*steady state .* ratio [0-9.]+\n"),
                run.out());
    }

    @Test
    void processBenchComparesJavaRandomWithFourPythonRandomBotsPerDecision() {
        String bot = "python:"
                + java.nio.file.Path.of("")
                        .toAbsolutePath()
                        .getParent()
                        .resolve("sample-agents/python-starter/random_bot.py");
        CommandRun run = CommandRun.of(
                new BenchCommand(),
                "--process",
                bot,
                "--rules",
                "base",
                "--seconds",
                "0.2",
                "--runs",
                "1",
                "--warmup",
                "0",
                "--threads",
                "1");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(
                run.out().contains("bench: random_bot, random_bot#2, random_bot#3, random_bot#4 on base rules"),
                run.out());
        assertTrue(
                run.out()
                        .matches(
                                "(?s).*protocol on base rules: -?[0-9.]+ µs more per decision on one thread \\([0-9.]+"
                                        + " against [0-9.]+ µs\\); games/s on 1 threads: [0-9.]+ over the protocol, [0-9.]+ in process\n"),
                run.out());
    }

    @Test
    void anUnknownRulesetIsRefusedWithTheKnownOnes() {
        CommandRun run = CommandRun.of(new BenchCommand(), "--rules", "seafarers");

        assertEquals(2, run.exitCode());
        assertTrue(
                run.err()
                        .startsWith("Invalid value for option '--rules': unknown ruleset 'seafarers': use base or"
                                + " cities-and-knights"),
                run.err());
    }

    @Test
    void zeroRunsIsAUsageError() {
        CommandRun run = CommandRun.of(new BenchCommand(), "--runs", "0");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("Invalid value for option '--runs': must be 1 or more"), run.err());
    }

    @Test
    void noMatchInFlightIsAUsageError() {
        CommandRun run = CommandRun.of(new BenchCommand(), "--workers", "--in-flight", "0");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("Invalid value for option '--in-flight': must be 1 or more"), run.err());
    }
}
