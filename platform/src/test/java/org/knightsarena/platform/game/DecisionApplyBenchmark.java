package org.knightsarena.platform.game;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The engine's hot path as the match runner drives it: ask for the pending decision, check an
 * answer against it, apply it; one operation is a whole game of four uniform random players
 * (docs/benchmarks.md says how to run it).
 *
 * <p>The machine this runs on is shared, so besides JMH's wall-clock score the benchmark counts
 * the benchmark thread's own CPU time in each measurement iteration and prints, at the end of the
 * trial, the median games and decisions per CPU-second: that figure does not move when other
 * processes take the cores. The choices come from a fixed generator and the seeds from a counter,
 * so every run plays the same games.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
@Fork(1)
public class DecisionApplyBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Param({"BASE", "CITIES_AND_KNIGHTS"})
    public Ruleset ruleset;

    private GameOptions options;
    private Random choices;
    private long seed;

    private boolean measuring;
    private long cpuAtStart;
    private long gamesAtStart;
    private long decisionsAtStart;
    private long games;
    private long decisions;
    private double[] gamesPerCpuSecond = new double[0];
    private double[] decisionsPerCpuSecond = new double[0];

    @Setup(Level.Trial)
    public void create() {
        options = GameOptions.standard(ruleset, 4);
        choices = new Random(2026);
        seed = 1;
    }

    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) {
        measuring = iteration.getType() == IterationType.MEASUREMENT;
        cpuAtStart = THREADS.getCurrentThreadCpuTime();
        gamesAtStart = games;
        decisionsAtStart = decisions;
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        if (!measuring) {
            return;
        }
        double cpuSeconds = (THREADS.getCurrentThreadCpuTime() - cpuAtStart) / 1e9;
        gamesPerCpuSecond = append(gamesPerCpuSecond, (games - gamesAtStart) / cpuSeconds);
        decisionsPerCpuSecond = append(decisionsPerCpuSecond, (decisions - decisionsAtStart) / cpuSeconds);
    }

    @TearDown(Level.Trial)
    public void report() {
        System.out.printf(Locale.ROOT, "%n[cpu] %s: %.1f games per CPU-second, %.0f decisions per CPU-second"
                + " (medians of %d measurement iterations; one thread)%n", ruleset, median(gamesPerCpuSecond),
                median(decisionsPerCpuSecond), gamesPerCpuSecond.length);
    }

    /** Plays one game to its end: decision, check, apply, as the match runner does for each answer. */
    @Benchmark
    public int playOneGame() {
        Game game = Game.create(options, seed++);
        while (!game.isOver()) {
            Decision decision = game.decision();
            Action action = UniformAgent.choose(decision, choices);
            if (decision.validate(action).isPresent()) {
                throw new AssertionError("the uniform agent chose an illegal answer: " + action);
            }
            game.applyChecked(action);
            decisions++;
        }
        games++;
        return game.turn();
    }

    private static double[] append(double[] values, double value) {
        double[] more = Arrays.copyOf(values, values.length + 1);
        more[values.length] = value;
        return more;
    }

    private static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
