package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;

/**
 * {@code arena bench}'s measuring: timed runs of complete games on a number of threads, each game
 * with a seed used once in the whole bench, and the table of their figures.
 */
final class Throughput {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final MatchRunner runner;
    private final Lineup lineup;
    private final ErrorOutput errors;
    private final AtomicLong games = new AtomicLong();

    Throughput(MatchRunner runner, Lineup lineup, ErrorOutput errors) {
        this.runner = runner;
        this.lineup = lineup;
        this.errors = errors;
    }

    Row row(int threads, int runs, double seconds) throws ExecutionException, InterruptedException {
        double[] gamesPerSecond = new double[runs];
        double[] decisionsPerSecond = new double[runs];
        double[] perThreadCpu = new double[runs];
        double[] perProcessCpu = new double[runs];
        long allGames = 0;
        long allTurns = 0;
        for (int i = 0; i < runs; i++) {
            errors.status(
                    threads + (threads == 1 ? " thread" : " threads") + ": run " + (i + 1) + " of " + runs + " ...");
            Run run = measure(threads, seconds);
            gamesPerSecond[i] = run.gamesPerSecond();
            decisionsPerSecond[i] = run.decisionsPerSecond();
            perThreadCpu[i] = run.gamesPerThreadCpuSecond();
            perProcessCpu[i] = run.gamesPerProcessCpuSecond();
            allGames += run.games();
            allTurns += run.turns();
        }
        Arrays.sort(gamesPerSecond);
        return new Row(
                threads,
                median(gamesPerSecond),
                gamesPerSecond[0],
                gamesPerSecond[runs - 1],
                median(decisionsPerSecond),
                (double) allTurns / allGames,
                median(perThreadCpu),
                median(perProcessCpu));
    }

    /** Plays games on {@code threads} threads for about {@code seconds}, each to its end. */
    Run measure(int threads, double seconds) throws ExecutionException, InterruptedException {
        try (MatchPool pool = new MatchPool("bench", runner, lineup, threads)) {
            CountDownLatch ready = new CountDownLatch(threads);
            CountDownLatch go = new CountDownLatch(1);
            long[] deadline = new long[1];
            List<Future<long[]>> workers = new ArrayList<>(threads);
            for (int t = 0; t < threads; t++) {
                workers.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return playUntil(pool, deadline[0]);
                }));
            }
            ready.await();
            long processCpuStart = processCpuNanos();
            long start = System.nanoTime();
            deadline[0] = start + (long) (seconds * 1e9);
            go.countDown(); // publishes deadline[0] to the workers
            long[] total = new long[4];
            for (Future<long[]> worker : workers) {
                long[] done = worker.get();
                for (int k = 0; k < total.length; k++) {
                    total[k] += done[k];
                }
            }
            long nanos = Math.max(System.nanoTime() - start, 1);
            return new Run(total[0], total[1], total[2], nanos, total[3], processCpuNanos() - processCpuStart);
        }
    }

    /**
     * @return games, decisions and turns played by this thread, starting games until the
     *         deadline, and the CPU time it took for them in nanoseconds
     */
    private long[] playUntil(MatchPool pool, long deadline) {
        long[] done = new long[4];
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        while (System.nanoTime() < deadline) {
            long game = games.getAndIncrement();
            MatchRecord record = pool.play(game, game + 1);
            done[0]++;
            done[1] += record.decisions();
            done[2] += record.result().turns();
        }
        done[3] = THREADS.getCurrentThreadCpuTime() - cpuStart;
        return done;
    }

    /** @return the CPU time of the whole JVM so far: every thread, the JIT compiler's and the collector's too */
    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    static void print(PrintWriter out, List<Row> rows) {
        String format = "%7s | %16s | %9s | %9s | %20s | %10s | %18s | %19s%n";
        out.printf(
                Locale.ROOT,
                format,
                "threads",
                "games/s (median)",
                "min",
                "max",
                "decisions/s (median)",
                "turns/game",
                "games/thread-CPU-s",
                "games/process-CPU-s");
        out.println("--------+------------------+-----------+-----------+----------------------+------------"
                + "+--------------------+--------------------");
        for (Row r : rows) {
            out.printf(
                    Locale.ROOT,
                    format,
                    r.threads(),
                    fixed(1, r.median()),
                    fixed(1, r.min()),
                    fixed(1, r.max()),
                    fixed(0, r.decisionsMedian()),
                    fixed(1, r.turnsPerGame()),
                    fixed(1, r.perThreadCpuSecond()),
                    fixed(1, r.perProcessCpuSecond()));
        }
        Row one = rows.get(0);
        Row all = rows.get(rows.size() - 1);
        out.printf(
                Locale.ROOT,
                "all cores / one thread: %sx (median games/s, %d threads against 1)%n",
                fixed(2, all.median() / one.median()),
                all.threads());
    }

    static String fixed(int decimals, double value) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /**
     * One line of the table.
     *
     * @param threads         the threads playing at once
     * @param median          median games/s over the runs
     * @param min             slowest run, games/s
     * @param max             fastest run, games/s
     * @param decisionsMedian median decisions/s over the runs
     * @param turnsPerGame    mean turns per game over all runs
     * @param perThreadCpuSecond  median games per CPU-second of the game threads
     * @param perProcessCpuSecond median games per CPU-second of the whole process
     */
    record Row(
            int threads,
            double median,
            double min,
            double max,
            double decisionsMedian,
            double turnsPerGame,
            double perThreadCpuSecond,
            double perProcessCpuSecond) {}

    /**
     * What one timed run did.
     *
     * @param games     games played to the end
     * @param decisions decisions answered in them
     * @param turns     turns played in them
     * @param nanos     wall time from the start until the last thread finished
     * @param threadCpuNanos  CPU time of the game threads over their games
     * @param processCpuNanos CPU time of the whole process over the run
     */
    private record Run(long games, long decisions, long turns, long nanos, long threadCpuNanos, long processCpuNanos) {
        double gamesPerSecond() {
            return games * 1e9 / nanos;
        }

        double gamesPerThreadCpuSecond() {
            return games * 1e9 / Math.max(threadCpuNanos, 1);
        }

        double gamesPerProcessCpuSecond() {
            return games * 1e9 / Math.max(processCpuNanos, 1);
        }

        double decisionsPerSecond() {
            return decisions * 1e9 / nanos;
        }
    }
}
