package org.knightsarena.platform.game;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Rates per CPU-second of a JMH benchmark thread, for the engine's benchmarks: the machine is
 * shared, so JMH's wall-clock scores move with the other processes' load, while the thread's own
 * CPU time (ThreadMXBean) moves far less. The benchmark keeps its own counters (games,
 * decisions, operations) and hands them in at the start and end of each iteration; only the
 * measurement iterations count. Not thread-safe: one per benchmark state of {@code Scope.Thread}.
 */
public final class CpuRates {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private boolean measuring;
    private long cpuAtStart;
    private long[] atStart = new long[0];
    /** For each measurement iteration, the rate of each counter per CPU-second. */
    private double[][] rates = new double[0][];

    /** Starts an iteration with the counters' current values. */
    public void start(IterationParams iteration, long... counters) {
        measuring = iteration.getType() == IterationType.MEASUREMENT;
        atStart = counters.clone();
        cpuAtStart = THREADS.getCurrentThreadCpuTime();
    }

    /** Ends an iteration with the counters' values now, in the order {@link #start} had them. */
    public void end(long... counters) {
        if (!measuring) {
            return;
        }
        double cpuSeconds = (THREADS.getCurrentThreadCpuTime() - cpuAtStart) / 1e9;
        double[] rate = new double[counters.length];
        for (int k = 0; k < counters.length; k++) {
            rate[k] = (counters[k] - atStart[k]) / cpuSeconds;
        }
        rates = Arrays.copyOf(rates, rates.length + 1);
        rates[rates.length - 1] = rate;
    }

    /** @return the median over the measurement iterations of counter {@code k} per CPU-second, NaN before any */
    public double median(int k) {
        if (rates.length == 0) {
            return Double.NaN;
        }
        double[] sorted = new double[rates.length];
        for (int i = 0; i < rates.length; i++) {
            sorted[i] = rates[i][k];
        }
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /** @return how many measurement iterations were counted */
    public int iterations() {
        return rates.length;
    }
}
