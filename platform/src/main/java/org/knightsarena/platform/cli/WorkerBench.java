package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.platform.worker.WorkerPool;
import org.knightsarena.platform.worker.WorkerSettings;

/**
 * {@code arena bench --workers}: what playing in worker JVMs costs against playing in process.
 *
 * <p>Overhead: tiny matches (turn cap 1) are played one at a time, alternately in process and
 * through a pool of one warm worker, for the run's time; the medians of their wall times and
 * their difference are the per-match overhead of the pool (sending the spec, the worker's JSON,
 * the outcome with its replay coming back). Throughput: complete games on {@code threads}
 * threads, in process and then through a pool of {@code threads} workers, for each run; the
 * medians of games/s and their ratio. Both executors meet the same seeds; a match that crashes
 * inside the engine counts as played (and is noted), a lost worker ends the bench.
 */
final class WorkerBench {

    private static final int TINY_TURN_CAP = 1;

    private final Lineup lineup;
    private final VariantChoice variants;
    private final ErrorOutput errors;
    private final AtomicLong games = new AtomicLong();
    private final Queue<String> crashed = new ConcurrentLinkedQueue<>();

    /** @param variants the variants and scenario every match plays, checked against the table */
    WorkerBench(Lineup lineup, VariantChoice variants, ErrorOutput errors) {
        this.lineup = lineup;
        this.variants = variants;
        this.errors = errors;
    }

    /**
     * Prints the two measures.
     *
     * @param settings the workers' settings (their JVM options, matches in flight); the overhead
     *                 pool has one worker of these, the throughput pool {@code threads}
     * @return 0, or 1 if a match did not complete
     */
    int run(PrintWriter out, int runs, double seconds, double warmup, int threads, WorkerSettings settings)
            throws InterruptedException {
        int inFlight = settings.inFlight();
        for (String label : lineup.labels()) {
            if (!AgentCatalog.builtIn().contains(label)) {
                return errors.fail(
                        "bench --workers plays a bot JAR in process as the built-in agent of its name,"
                                + " unsandboxed, and there is no built-in agent '" + AgentCatalog.baseName(label) + "'",
                        2);
            }
        }
        out.printf(
                Locale.ROOT,
                "bench --workers: %s on %s rules%s, %d %s of %s s after %s s of warm-up, %d %s in flight per worker%n",
                String.join(", ", lineup.labels()),
                lineup.ruleset().id(),
                variants.describe(),
                runs,
                runs == 1 ? "run" : "runs",
                BenchCommand.number(seconds),
                BenchCommand.number(warmup),
                inFlight,
                inFlight == 1 ? "match" : "matches");
        if (lineup.seatedWorkerNames(0).stream().anyMatch(MatchSpec::isJar)) {
            out.println("bot JARs play sandboxed in the pool's workers, and as the built-in agents of their names,"
                    + " plain, in process");
        }
        out.flush();
        try (InProcessExecutor inProcess = new InProcessExecutor(AgentCatalog.builtIn());
                WorkerPool one = new WorkerPool(settings.withWorkers(1));
                WorkerPool many = new WorkerPool(settings.withWorkers(threads))) {
            errors.status("starting workers and warming up ...");
            overhead(inProcess, one, Math.max(warmup, 0.2));
            throughput(inProcess, threads, warmup, 0);
            throughput(many, threads, Math.max(warmup, 0.2), 0);
            double[] inside = new double[0];
            double[] pooled = new double[0];
            Rate[] inProcessRates = new Rate[runs];
            Rate[] poolRates = new Rate[runs];
            for (int r = 0; r < runs; r++) {
                errors.status("run " + (r + 1) + " of " + runs + " ...");
                double[][] times = overhead(inProcess, one, seconds);
                inside = concat(inside, times[0]);
                pooled = concat(pooled, times[1]);
                long first = (r + 1) * 1_000_000L;
                inProcessRates[r] = throughput(inProcess, threads, seconds, first);
                poolRates[r] = throughput(many, threads, seconds, first);
            }
            errors.clearStatus();
            printResults(out, threads, runs, inside, pooled, inProcessRates, poolRates);
            return 0;
        } catch (IllegalStateException e) {
            return errors.fail(e.getMessage(), 1);
        }
    }

    /** Prints the overhead per match, the throughput of both and a note of crashed matches. */
    private void printResults(
            PrintWriter out,
            int threads,
            int runs,
            double[] inside,
            double[] pooled,
            Rate[] inProcessRates,
            Rate[] poolRates) {
        double a = median(inside);
        double b = median(pooled);
        out.printf(
                Locale.ROOT,
                "overhead per match (turn cap %d, one warm worker, medians of %d matches each):"
                        + " in process %.3f ms, pool %.3f ms, difference %.3f ms%n",
                TINY_TURN_CAP,
                inside.length,
                a,
                b,
                b - a);
        double x = median(Rate.wall(inProcessRates));
        double y = median(Rate.wall(poolRates));
        out.printf(
                Locale.ROOT,
                "throughput (%d %s, complete games, median over %d %s): in process %.2f games/s,"
                        + " pool %.2f games/s, pool / in process %.2fx%n",
                threads,
                threads == 1 ? "thread" : "threads",
                runs,
                runs == 1 ? "run" : "runs",
                x,
                y,
                y / x);
        double cx = median(Rate.cpu(inProcessRates));
        double cy = median(Rate.cpu(poolRates));
        out.printf(
                Locale.ROOT,
                "games per CPU-second of the processes (this JVM; for the pool, this JVM and the workers), median:"
                        + " in process %.2f, pool %.2f, pool / in process %.2fx%n",
                cx,
                cy,
                cy / cx);
        if (!crashed.isEmpty()) {
            out.printf(
                    Locale.ROOT,
                    "note: %d matches crashed inside the engine and count as played; first: %s%n",
                    crashed.size(),
                    crashed.peek());
        }
        out.flush();
    }

    /** @return the wall times in ms of tiny matches, [0] in process and [1] through the pool, same seeds */
    private double[][] overhead(MatchExecutor inProcess, MatchExecutor pool, double seconds) {
        List<Double> inside = new ArrayList<>();
        List<Double> pooled = new ArrayList<>();
        long end = System.nanoTime() + (long) (seconds * 2e9);
        while (System.nanoTime() < end) {
            long game = games.getAndIncrement();
            inside.add(timed(inProcess, spec(game, TINY_TURN_CAP, false)));
            pooled.add(timed(pool, spec(game, TINY_TURN_CAP, true)));
        }
        return new double[][] {unbox(inside), unbox(pooled)};
    }

    private double timed(MatchExecutor executor, MatchSpec spec) {
        long start = System.nanoTime();
        play(executor, spec);
        return (System.nanoTime() - start) / 1e6;
    }

    /**
     * Plays complete games on {@code threads} threads for about {@code seconds}; the seeds start
     * at {@code firstGame}, so that both executors meet the same games.
     *
     * @return games/s, and games per CPU-second of this JVM and the pool's workers
     */
    private Rate throughput(MatchExecutor executor, int threads, double seconds, long firstGame)
            throws InterruptedException {
        boolean pooled = !(executor instanceof InProcessExecutor);
        AtomicLong next = new AtomicLong(firstGame);
        // the pool asks for more callers than workers, so that each worker has a match queued
        int callerCount = executor.callersFor(threads);
        ExecutorService callers = Executors.newFixedThreadPool(callerCount);
        try {
            long cpuStart = cpuNanos(executor);
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            List<Future<Long>> done = new ArrayList<>();
            for (int t = 0; t < callerCount; t++) {
                done.add(callers.submit((Callable<Long>) () -> {
                    long n = 0;
                    while (System.nanoTime() < end) {
                        play(executor, spec(next.getAndIncrement(), GameOptions.DEFAULT_TURN_CAP, pooled));
                        n++;
                    }
                    return n;
                }));
            }
            long total = 0;
            for (Future<Long> f : done) {
                total += f.get();
            }
            long wall = System.nanoTime() - start;
            return new Rate(total * 1e9 / wall, total * 1e9 / Math.max(1, cpuNanos(executor) - cpuStart));
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
        } finally {
            callers.shutdownNow();
        }
    }

    /**
     * @param pooled whether the match is for the pool, whose workers play bot JARs sandboxed; in
     *               process a JAR's seat plays the built-in agent of its name, plain
     */
    private MatchSpec spec(long game, int turnCap, boolean pooled) {
        TimeBudget budget = TimeBudget.DEFAULT;
        return new MatchSpec(
                        game + 1,
                        lineup.ruleset().id(),
                        turnCap,
                        false,
                        budget.perDecision().toMillis(),
                        budget.bank().toMillis(),
                        MatchSpec.DEFAULT_STRIKE_LIMIT,
                        pooled ? lineup.seatedWorkerNames(game) : lineup.seatedLabels(game))
                .withVariants(variants);
    }

    /**
     * Plays a match; a crash inside it (an engine error, in process or in a worker) counts as
     * played, since both executors meet it, and is noted.
     *
     * @throws IllegalStateException if the pool lost its workers
     */
    private void play(MatchExecutor executor, MatchSpec spec) {
        try {
            MatchOutcome outcome = executor.play(spec);
            if (outcome.status() == MatchOutcome.Status.ABORTED) {
                if (outcome.detail().startsWith(WorkerPool.LOST)) {
                    throw new IllegalStateException("a worker JVM was lost: " + outcome.detail());
                }
                crashed.add(executor.getClass().getSimpleName() + ", seed " + spec.seed() + ": " + outcome.detail());
            }
        } catch (RuntimeException e) {
            if (e instanceof IllegalStateException) {
                throw e;
            }
            crashed.add(executor.getClass().getSimpleName() + ", seed " + spec.seed() + ": " + e);
        }
    }

    /** One run's games per wall-clock second and per CPU-second. */
    private record Rate(double wall, double cpu) {
        static double[] wall(Rate[] rates) {
            return Arrays.stream(rates).mapToDouble(Rate::wall).toArray();
        }

        static double[] cpu(Rate[] rates) {
            return Arrays.stream(rates).mapToDouble(Rate::cpu).toArray();
        }
    }

    /**
     * @return the CPU time so far of this JVM and, for a pool, of its live workers: a worker's JIT,
     *         collector and game threads count as the in-process run's do
     */
    private static long cpuNanos(MatchExecutor executor) {
        long cpu = Throughput.processCpuNanos();
        if (executor instanceof WorkerPool pool) {
            for (long pid : pool.workerPids()) {
                cpu += ProcessHandle.of(pid)
                        .flatMap(p -> p.info().totalCpuDuration())
                        .map(java.time.Duration::toNanos)
                        .orElse(0L);
            }
        }
        return cpu;
    }

    private static double[] unbox(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double[] concat(double[] a, double[] b) {
        double[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
