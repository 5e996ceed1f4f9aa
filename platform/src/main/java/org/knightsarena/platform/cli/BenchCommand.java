package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.platform.worker.WorkerSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena bench}: measures how fast the engine plays whole games, on one thread and on all
 * cores.
 *
 * <p>After a warm-up on all threads, each thread count gets several timed runs. In a run every
 * thread plays complete games through {@link MatchRunner}, with fresh agents and a seed no other
 * game of the bench uses, until the run's time is up; a game under way at that moment is played
 * to its end and counted, and the run's time stops when the last thread is done. The table shows
 * the median, minimum and maximum games/s over the runs, the median decisions/s (decisions the
 * agents answered), the mean turns per game, and the median games per CPU-second: of the game
 * threads (their own CPU time, {@link ThreadMXBean}) and of the whole process (JIT compiler and
 * garbage collector included). On a shared machine the wall-clock figures move with the other
 * processes' load; the CPU figures do not, so they are the ones to compare between runs.
 *
 * <p>With {@code --workers} it measures worker JVMs instead (see {@link WorkerBench}); with
 * {@code --sandbox BOT.jar}, what the sandbox costs per decision (see {@link SandboxBench}).
 *
 * <p>Exit codes: 0 on success, 1 when a game crashed, 2 for bad options.
 */
@Command(
        name = "bench",
        sortOptions = false,
        description = {
            "Measures engine speed in games/s and decisions/s, on one thread and on all cores.",
            "--agents: 2 to 6 built-in agents (2 is Catan for Two); bot JARs with --sandbox or --workers (default: "
                    + BenchCommand.DEFAULT_AGENTS + ")."
        })
public final class BenchCommand implements Callable<Integer> {
    static final String DEFAULT_AGENTS = "random,random,random,random";

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Mixin
    private RulesetsOption rules;

    @Mixin
    private final AgentsOption agents = new AgentsOption(DEFAULT_AGENTS);

    @Option(
            names = "--runs",
            defaultValue = "5",
            paramLabel = "N",
            description = "Timed runs per thread count, 1 or more (default: ${DEFAULT-VALUE}).")
    private int runs;

    @Option(
            names = "--seconds",
            defaultValue = "2",
            paramLabel = "S",
            description = "Length of each timed run in seconds, more than 0 (default: ${DEFAULT-VALUE}).")
    private double seconds;

    @Option(
            names = "--warmup",
            defaultValue = "2",
            paramLabel = "S",
            description = "Warm-up in seconds before the timed runs, 0 or more (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Mixin
    private final VariantOptions scenario = new VariantOptions();

    /** The threads of the all-cores row, or the size of the worker pool with {@code --workers}. */
    @Mixin
    private ThreadsOption threads;

    @Option(
            names = "--workers",
            description = "Measures worker JVMs instead: the per-match overhead of a warm worker and the"
                    + " throughput of a pool of --threads workers, both against playing in process; bot JARs in"
                    + " --agents play sandboxed in the workers and as the built-in agents of their names in process.")
    private boolean workers;

    @Option(
            names = "--in-flight",
            paramLabel = "N",
            description = "With --workers: the most matches sent to one worker at once, the one it plays and those"
                    + " queued behind it, 1 or more (default: ${DEFAULT-VALUE}).")
    private int inFlight = WorkerSettings.DEFAULT_IN_FLIGHT;

    @Option(
            names = "--worker-jvm-option",
            paramLabel = "OPTION",
            description = "With --workers: one more option for each worker's java command, repeatable"
                    + " (-XX:+UseSerialGC, -XX:StartFlightRecording=...): to profile or tune the workers.")
    private List<String> workerJvmOptions = new ArrayList<>();

    @Option(
            names = "--process",
            paramLabel = "python:BOT.py",
            description = "Measures the protocol instead: --agents (Java, in process) against four copies of this"
                    + " process bot, which should play the same way (python:sample-agents/python-starter/random_bot.py"
                    + " against random): games/s and decisions/s of both, and the time each decision costs more.")
    private String processBot;

    @Option(
            names = "--sandbox",
            paramLabel = "BOT.jar",
            description = "Measures the sandbox instead: the first agent of --agents plain against BOT.jar (the same"
                    + " agent built as an upload) sandboxed, per decision, in seat 0.")
    private Path sandboxJar;

    /** Creates the command; picocli fills in its fields. */
    public BenchCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        errors.requireAtLeastOne("--runs", runs);
        errors.requireAtLeastOne("--in-flight", inFlight);
        if (!(seconds > 0)) {
            throw errors.invalid("--seconds", "must be more than 0, but was " + seconds);
        }
        if (!(warmup >= 0)) {
            throw errors.invalid("--warmup", "must be 0 or more, but was " + warmup);
        }
        List<Lineup> lineups = new ArrayList<>(2);
        try {
            for (Ruleset ruleset : rules.value()) {
                lineups.add(Lineup.of(ruleset, agents.names(), AgentCatalog.builtIn()));
            }
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        if (processBot != null) {
            return benchProcess(out, errors, lineups);
        }
        for (Lineup lineup : lineups) {
            if (sandboxJar != null) {
                try {
                    new SandboxBench(scenario.applyTo(lineup.options(), errors), lineup.labels(), sandboxJar)
                            .run(out, runs, seconds, warmup);
                } catch (IllegalArgumentException e) {
                    return errors.fail(e.getMessage(), 2);
                }
                continue;
            }
            int status = workers ? benchWorkers(out, errors, lineup) : bench(out, errors, lineup);
            if (status != 0) {
                return status;
            }
        }
        return 0;
    }

    private int benchWorkers(PrintWriter out, ErrorOutput errors, Lineup lineup) {
        try {
            // checked against the table here, so that a choice it cannot play is refused before workers start
            scenario.applyTo(lineup.options(), errors);
            WorkerSettings pool =
                    WorkerSettings.defaults().withJvmOptions(workerJvmOptions).withInFlight(inFlight);
            return new WorkerBench(lineup, scenario.choice(errors), errors)
                    .run(out, runs, seconds, warmup, threads.value(), pool);
        } catch (InterruptedException e) {
            return errors.interrupted();
        }
    }

    /** Prints one ruleset's table: a warm-up, then the timed runs on one thread and on all. */
    private int bench(PrintWriter out, ErrorOutput errors, Lineup lineup) {
        try {
            Throughput.print(out, table(out, errors, lineup));
        } catch (ExecutionException e) {
            return errors.crashed(e);
        } catch (InterruptedException e) {
            return errors.interrupted();
        }
        out.flush();
        return 0;
    }

    /** Runs one lineup's warm-up and timed runs, on one thread and on all, after a heading line. */
    private List<Throughput.Row> table(PrintWriter out, ErrorOutput errors, Lineup lineup)
            throws ExecutionException, InterruptedException {
        GameOptions options = scenario.applyTo(lineup.options(), errors);
        Throughput bench = new Throughput(new MatchRunner(options, TimeBudget.DEFAULT), lineup, errors);
        out.printf(
                Locale.ROOT,
                "bench: %s on %s rules%s, %d %s of %s s per thread count after %s s of warm-up%n",
                String.join(", ", lineup.labels()),
                lineup.ruleset().id(),
                options.scenario().map(name -> " on scenario " + name).orElse(""),
                runs,
                runs == 1 ? "run" : "runs",
                number(seconds),
                number(warmup));
        out.flush();
        if (warmup > 0) {
            errors.status("warming up on " + threads.value() + " threads ...");
            bench.measure(threads.value(), warmup);
        }
        List<Throughput.Row> rows = List.of(bench.row(1, runs, seconds), bench.row(threads.value(), runs, seconds));
        errors.clearStatus();
        return rows;
    }

    /**
     * The protocol's cost: per ruleset, the tables of the Java lineup and of four copies of the
     * process bot, then the time a decision takes more over the protocol (one thread: the time per
     * decision of the process bots' games less that of the Java agents' games, which includes the
     * bot's own thinking in its language) and the games/s of both on all threads.
     */
    private int benchProcess(PrintWriter out, ErrorOutput errors, List<Lineup> javaLineups) {
        try {
            for (Lineup java : javaLineups) {
                Lineup process = Lineup.of(
                        java.ruleset(),
                        List.of(processBot, processBot, processBot, processBot),
                        AgentCatalog.builtIn());
                process.uncontainedWarning().ifPresent(errors::warn);
                List<Throughput.Row> javaRows = table(out, errors, java);
                Throughput.print(out, javaRows);
                List<Throughput.Row> processRows = table(out, errors, process);
                Throughput.print(out, processRows);
                double overheadMicros = (1e6 / processRows.get(0).decisionsMedian())
                        - (1e6 / javaRows.get(0).decisionsMedian());
                out.printf(
                        Locale.ROOT,
                        "protocol on %s rules: %s µs more per decision on one thread (%s against %s"
                                + " µs); games/s on %d threads: %s over the protocol, %s in process%n",
                        java.ruleset().id(),
                        Throughput.fixed(1, overheadMicros),
                        Throughput.fixed(1, 1e6 / processRows.get(0).decisionsMedian()),
                        Throughput.fixed(1, 1e6 / javaRows.get(0).decisionsMedian()),
                        threads.value(),
                        Throughput.fixed(2, processRows.get(1).median()),
                        Throughput.fixed(1, javaRows.get(1).median()));
                out.flush();
            }
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        } catch (ExecutionException e) {
            return errors.crashed(e);
        } catch (InterruptedException e) {
            return errors.interrupted();
        }
        return 0;
    }

    /** @return a number of seconds without a needless {@code .0} */
    static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
