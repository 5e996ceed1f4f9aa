package org.knightsarena.platform.game;

import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.game.state.GameOptions;
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

    @Param({"BASE", "CITIES_AND_KNIGHTS"})
    public Ruleset ruleset;

    private GameOptions options;
    private Random choices;
    private long seed;

    private final CpuRates cpu = new CpuRates();
    private long games;
    private long decisions;

    @Setup(Level.Trial)
    public void create() {
        options = GameOptions.standard(ruleset, 4);
        choices = new Random(2026);
        seed = 1;
    }

    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) {
        cpu.start(iteration, games, decisions);
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        cpu.end(games, decisions);
    }

    @TearDown(Level.Trial)
    public void report() {
        System.out.printf(
                Locale.ROOT,
                "%n[cpu] %s: %.1f games per CPU-second, %.0f decisions per CPU-second"
                        + " (medians of %d measurement iterations; one thread)%n",
                ruleset,
                cpu.median(0),
                cpu.median(1),
                cpu.iterations());
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
}
