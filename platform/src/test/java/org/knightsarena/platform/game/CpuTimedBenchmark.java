package org.knightsarena.platform.game;

import java.util.Locale;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;

/**
 * The frame of the engine's per-operation benchmarks (docs/benchmarks.md): JMH's average time
 * per operation on one thread, and besides it, printed at the end of each trial as
 * {@code [cpu] BENCHMARK PARAMS: N UNIT of CPU per operation}, the benchmark thread's own CPU
 * time per operation ({@link CpuRates}), the figure to compare on a shared machine. A subclass
 * names its time unit ({@code @OutputTimeUnit}) and calls {@link #counted()} once in every
 * benchmark method.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(1)
public abstract class CpuTimedBenchmark {

    private final CpuRates cpu = new CpuRates();
    private long operations;

    /** Counts one operation of the running benchmark. */
    protected final void counted() {
        operations++;
    }

    @Setup(Level.Iteration)
    public void startCpuIteration(IterationParams iteration) {
        cpu.start(iteration, operations);
    }

    @TearDown(Level.Iteration)
    public void endCpuIteration() {
        cpu.end(operations);
    }

    @TearDown(Level.Trial)
    public void reportCpu(BenchmarkParams benchmark) {
        String name =
                benchmark.getBenchmark().substring(benchmark.getBenchmark().lastIndexOf('.') + 1);
        StringBuilder params = new StringBuilder();
        for (String key : benchmark.getParamsKeys()) {
            params.append(' ').append(benchmark.getParam(key));
        }
        double perOperation = 1e9 / cpu.median(0) / benchmark.getTimeUnit().toNanos(1);
        System.out.printf(
                Locale.ROOT,
                "%n[cpu] %s%s: %.3f %s of CPU per operation (median of %d measurement" + " iterations; one thread)%n",
                name,
                params,
                perOperation,
                benchmark.getTimeUnit().toString().toLowerCase(Locale.ROOT),
                cpu.iterations());
    }
}
