package org.knightsarena.tournaments.queue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.knightsarena.platform.match.MatchExecutor;

/**
 * Worker threads that claim a tournament's queued matches, play them through a {@link
 * MatchExecutor} and store each outcome, until no match of the tournament waits or runs.
 *
 * <p>Each worker holds one lease at a time and a timer renews the leases of matches in play every
 * third of the lease. The same timer re-queues expired leases (of workers that died, or of a run
 * that was killed) at start and then as often, whether or not the queue is idle. A match that
 * throws (an engine crash, an agent that cannot be made) is stored as an aborted attempt with
 * nobody blamed.
 *
 * <p>Storage errors do not stop play: claiming, counting and storing are tried again with capped
 * exponential backoff ({@link StorageRetry}) while the database is locked or failing, and a played
 * match's outcome stays in memory, its lease renewed, until it is stored. {@link #serve} also
 * restarts a worker whose loop failed. Every failure and recovery is reported to the {@link
 * PlayHealth}.
 *
 * <p>Stopping (an interrupt of the thread in {@link #run} or {@link #serve}) loses nothing and
 * wastes little: no worker claims again, the matches in play are given {@link #withStopGrace the
 * stop grace} to end and be stored, and then the rest are given back to the queue at once ({@link
 * MatchQueue#release}), not left to their leases, and their workers interrupted. A match given back
 * whose play ends anyway is not stored: its lease is gone ({@link ResultRecorder.Recorded#LEASE_LOST}).
 *
 * <p>One call of {@link #run} or {@link #serve} at a time per instance.
 */
public final class MatchWorkers {

    /** Told about every stored outcome, on the worker's thread. */
    @FunctionalInterface
    public interface Listener {
        /**
         * Called after an outcome was stored (or found to have lost its lease).
         *
         * @param match the claim
         * @param recorded what was stored
         */
        void stored(ClaimedMatch match, ResultRecorder.Recorded recorded);
    }

    /** The stop grace unless {@link #withStopGrace} gives another. */
    public static final Duration DEFAULT_STOP_GRACE = Duration.ofMinutes(1);

    /** How long stopped workers may take to end once their matches were given back. */
    private static final Duration AFTER_GIVING_BACK = Duration.ofSeconds(5);

    /** What {@link #drive} does when a worker's loop fails with an exception it did not retry. */
    private enum FailedWorker {
        /** Stop every worker and throw: a command line run reports the bug. */
        END_PLAY,
        /** Start the worker again after a backoff: the dashboard keeps playing. */
        RESTART
    }

    private final MatchQueue queue;
    private final ResultRecorder recorder;
    private final MatchExecutor executor;
    private final int threads;
    private final String ownerPrefix;
    private final PlayHealth health;
    private final MatchWorker loop;
    private final Duration stopGrace;

    /**
     * Prepares the workers, reporting to a health record of their own; no thread starts until
     * {@link #run}.
     *
     * @see #MatchWorkers(MatchQueue, ResultRecorder, MatchExecutor, int, String, PlayHealth)
     */
    public MatchWorkers(
            MatchQueue queue, ResultRecorder recorder, MatchExecutor executor, int threads, String ownerPrefix) {
        this(queue, recorder, executor, threads, ownerPrefix, new PlayHealth(Clock.systemUTC()));
    }

    /**
     * Prepares the workers; no thread starts until {@link #run} or {@link #serve}.
     *
     * @param queue where matches are claimed, never null
     * @param recorder where outcomes are stored, never null
     * @param executor plays the matches, never null; thread-safe
     * @param threads how many matches are played at once, 1 or more (the executor may ask for more
     *     worker threads to keep that many playing: {@link MatchExecutor#callersFor})
     * @param ownerPrefix names this process's leases, unique among processes (see {@link
     *     #processOwner()}), never null
     * @param health told about play, storage failures and recoveries, never null
     */
    public MatchWorkers(
            MatchQueue queue,
            ResultRecorder recorder,
            MatchExecutor executor,
            int threads,
            String ownerPrefix,
            PlayHealth health) {
        this(queue, recorder, executor, threads, ownerPrefix, health, DEFAULT_STOP_GRACE);
    }

    private MatchWorkers(
            MatchQueue queue,
            ResultRecorder recorder,
            MatchExecutor executor,
            int threads,
            String ownerPrefix,
            PlayHealth health,
            Duration stopGrace) {
        this.stopGrace = Objects.requireNonNull(stopGrace, "stopGrace");
        if (stopGrace.isNegative()) {
            throw new IllegalArgumentException("the stop grace must not be negative, was " + stopGrace);
        }
        this.queue = Objects.requireNonNull(queue, "queue");
        this.recorder = Objects.requireNonNull(recorder, "recorder");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.ownerPrefix = Objects.requireNonNull(ownerPrefix, "ownerPrefix");
        this.health = Objects.requireNonNull(health, "health");
        this.loop = new MatchWorker(queue, recorder, executor, health, new StorageRetry(health));
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.threads = threads;
    }

    /**
     * Returns these workers with another stop grace: how long the matches in play may go on, once
     * stopping was asked, to end and be stored before they are stopped and given back to the queue.
     * Zero gives them back at once; the default is {@link #DEFAULT_STOP_GRACE}.
     *
     * @param grace zero or more, never null
     */
    public MatchWorkers withStopGrace(Duration grace) {
        return new MatchWorkers(queue, recorder, executor, threads, ownerPrefix, health, grace);
    }

    /** Returns a lease owner prefix unique to this process: its pid, host and a random part. */
    public static String processOwner() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return ProcessHandle.current().pid() + "@" + host + "/"
                + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Returns the health record these workers report to. */
    public PlayHealth health() {
        return health;
    }

    /**
     * Plays the tournament's matches until none waits or runs. Storage errors are retried; a worker
     * that fails otherwise ends the run.
     *
     * @param tournamentId the tournament
     * @param listener told about each stored outcome, never null
     * @throws InterruptedException if the calling thread is interrupted; workers are stopped
     * @throws IllegalStateException if a worker failed with an error that is not retried, with that
     *     failure as cause
     */
    public void run(long tournamentId, Listener listener) throws InterruptedException {
        drive(
                owner -> queue.claim(tournamentId, owner),
                () -> queue.counts(tournamentId).isDrained(),
                listener,
                FailedWorker.END_PLAY);
    }

    /**
     * Plays the queued matches of every tournament, the highest priority first ({@link
     * MatchQueue#claimNext}), and waits for more when none is queued, until the calling thread is
     * interrupted. Storage errors are retried, and a worker that fails otherwise is started again
     * after a backoff.
     *
     * @param listener told about each stored outcome, never null
     * @throws InterruptedException when the calling thread is interrupted; workers are stopped
     */
    public void serve(Listener listener) throws InterruptedException {
        drive(queue::claimNext, () -> false, listener, FailedWorker.RESTART);
    }

    private void drive(
            MatchWorker.Claimer claimer, BooleanSupplier drained, Listener listener, FailedWorker failedWorker)
            throws InterruptedException {
        Objects.requireNonNull(listener, "listener");
        AtomicBoolean stopping = new AtomicBoolean();
        Set<ClaimedMatch> inPlay = ConcurrentHashMap.newKeySet();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemon("arena-lease-renewal"));
        // a pool of worker JVMs asks for more callers than matches it plays, to keep matches queued in each worker
        int callers = executor.callersFor(threads);
        ExecutorService pool = Executors.newFixedThreadPool(callers, daemon("arena-match-worker"));
        long every = Math.max(1, queue.lease().toMillis() / 3);
        timer.scheduleWithFixedDelay(() -> renew(inPlay), every, every, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::requeueExpired, 0, every, TimeUnit.MILLISECONDS);
        health.running(true);
        try {
            ExecutorCompletionService<Void> done = new ExecutorCompletionService<>(pool);
            Map<Future<Void>, Integer> workers = new HashMap<>();
            for (int number = 1; number <= callers; number++) {
                workers.put(done.submit(worker(number, claimer, drained, stopping, inPlay, listener)), number);
            }
            int restarts = 0;
            try {
                while (!workers.isEmpty()) {
                    Future<Void> ended = done.take();
                    int number = workers.remove(ended);
                    try {
                        ended.get();
                    } catch (ExecutionException e) {
                        Throwable cause = e.getCause();
                        if (cause instanceof InterruptedException) {
                            throw new InterruptedException("match worker " + number + " was interrupted");
                        }
                        if (failedWorker == FailedWorker.END_PLAY || !(cause instanceof RuntimeException)) {
                            health.failed("keep match worker " + number + " running", cause);
                            throw new IllegalStateException("a match worker failed: " + cause, cause);
                        }
                        health.failed("keep match worker " + number + " running (it is started again)", cause);
                        Thread.sleep(StorageRetry.waitAfter(++restarts).toMillis());
                        workers.put(done.submit(worker(number, claimer, drained, stopping, inPlay, listener)), number);
                    }
                }
            } catch (InterruptedException stop) {
                // Asked to stop, while waiting for a worker to end or in a restart's backoff.
                finishInPlay(stopping, done, workers.size(), inPlay);
                throw stop;
            }
        } finally {
            pool.shutdownNow();
            timer.shutdownNow();
            // Stopping, the matches still in play were given back: their play is not waited for.
            pool.awaitTermination(stopping.get() ? AFTER_GIVING_BACK.toMillis() : 60_000, TimeUnit.MILLISECONDS);
            // Whatever still plays now (a worker that failed, a match that ignores interrupts) goes back too.
            inPlay.forEach(loop::giveBack);
            health.running(false);
        }
    }

    /**
     * Stops claiming, waits up to the stop grace for the workers to end with the matches they play
     * (each ends once its match is stored), and gives back to the queue the matches still in play
     * then; the caller's clean-up interrupts their workers.
     */
    private void finishInPlay(
            AtomicBoolean stopping, ExecutorCompletionService<Void> done, int running, Set<ClaimedMatch> inPlay) {
        stopping.set(true);
        long deadline = System.nanoTime() + stopGrace.toNanos();
        try {
            for (int left = running; left > 0; left--) {
                long wait = deadline - System.nanoTime();
                if (wait <= 0 || done.poll(wait, TimeUnit.NANOSECONDS) == null) {
                    break;
                }
            }
        } catch (InterruptedException again) {
            // Asked twice: give back at once.
        }
        for (ClaimedMatch match : inPlay) {
            loop.giveBack(match);
        }
    }

    private Callable<Void> worker(
            int number,
            MatchWorker.Claimer claimer,
            BooleanSupplier drained,
            AtomicBoolean stopping,
            Set<ClaimedMatch> inPlay,
            Listener listener) {
        String owner = ownerPrefix + "#" + number;
        return () -> {
            health.workers(1);
            try {
                loop.work(claimer, drained, stopping, owner, inPlay, listener);
            } finally {
                health.workers(-1);
            }
            return null;
        };
    }

    private void renew(Set<ClaimedMatch> inPlay) {
        for (ClaimedMatch match : inPlay) {
            try {
                queue.renew(match);
            } catch (RuntimeException e) {
                // A busy database: the next renewal tries again, well before the lease runs out.
                health.failed("renew the lease of match " + match.matchId(), e);
            }
        }
    }

    /** Re-queues other processes' expired leases; a failure waits for the next turn of the timer. */
    private void requeueExpired() {
        try {
            queue.requeueExpiredExcept(ownerPrefix + "#");
            health.succeeded();
        } catch (RuntimeException e) {
            health.failed("re-queue the matches of expired leases", e);
        }
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
