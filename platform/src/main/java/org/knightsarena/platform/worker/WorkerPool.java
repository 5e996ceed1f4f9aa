package org.knightsarena.platform.worker;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/**
 * Plays matches in a pool of child JVMs ({@link WorkerMain}), so that an agent that crashes,
 * hangs or exhausts memory takes down a worker, never this JVM.
 *
 * <p>Workers run this JVM's {@code java} with its class path, a heap cap,
 * {@code -XX:+ExitOnOutOfMemoryError} and {@code -XX:+DisplayVMOutputToStderr}; they are started as matches need them, up to
 * {@link WorkerSettings#workers()}, and reused across matches. A worker that exits, breaks the
 * protocol, or is hung by the limits of {@link WorkerSettings} is killed, and its match is
 * played once more on another worker. If that fails too and the seat that was being asked when
 * the worker died or hung is known, or at once when a seat's call outlived its hard limit (it
 * would only hang the next worker too), the match is played again with that seat benched
 * ({@link MatchSpec#withBenched}: a {@code CRASHED} fault, its moves made by the runner, ranked
 * last), so the other agents' match still completes; otherwise the outcome is
 * {@link MatchOutcome.Status#ABORTED aborted} with every detail and the blamed seat, if any.
 *
 * <p>Each worker may have up to {@link WorkerSettings#inFlight()} matches in flight: the one it
 * plays and those queued behind it, which it plays next without waiting for this JVM to take the
 * answer and send another ({@link WorkerRoster} spreads matches over the workers first). Blame
 * follows the match being played: when a worker is lost, that match alone counts as failed on it,
 * and the matches queued behind it are sent again to another worker as if they had never been sent
 * (an {@link Attempt.NotStarted}), so a match's outcome and replay do not depend on what it was
 * queued behind.
 *
 * <p>Thread-safe: up to {@code workers × inFlight} calls of {@link #play} run at once
 * ({@link #callersFor}), the others wait for room on a worker. A caller interrupted while it waits for a worker gets an aborted outcome; once its
 * match is sent, it waits for the outcome ({@link #close()} ends that wait).
 */
public final class WorkerPool implements MatchExecutor {

    /** How the detail of a match aborted because its workers died or hung twice begins. */
    public static final String LOST = "the match failed twice in worker JVMs.";
    /** How the detail of a match aborted because a seat's call outlived its hard limit begins. */
    public static final String LOST_CALL = "a seat's call outlived its hard limit in a worker JVM.";

    /** How often a match queued behind others that took their worker down is sent again at most. */
    private static final int MAX_RESENDS = 8;

    private final WorkerSettings settings;
    /** Calls of {@link #play} under way: room for {@code inFlight} matches on each worker. */
    private final Semaphore slots;

    private final WorkerRoster roster;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "arena-worker-watch");
        thread.setDaemon(true);
        return thread;
    });
    /** Specs written to a worker's channel so far, resends included: what tests wait on. */
    private final AtomicLong sends = new AtomicLong();

    private volatile boolean closed;

    /**
     * Creates a pool; its workers start with the first matches.
     *
     * @param settings how workers run, never null
     */
    public WorkerPool(WorkerSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.slots = new Semaphore(settings.workers() * settings.inFlight(), true);
        List<String> java = new ArrayList<>();
        java.add(javaBinary().toString());
        java.add("-Xmx" + settings.maxHeap());
        java.add("-XX:+ExitOnOutOfMemoryError");
        // the JVM's own messages (such as the out-of-memory exit) go to stderr, not into the channel
        java.add("-XX:+DisplayVMOutputToStderr");
        // a bot's exception keeps its message and frames however hot its code runs: fault details go
        // into the replay, so they must not depend on what the JIT has compiled (FaultDetail)
        java.add("-XX:-OmitStackTraceInFastThrow");
        java.addAll(settings.jvmOptions());
        java.add("-cp");
        java.add(ChildClassPath.current());
        java.add(WorkerMain.class.getName());
        java.add(Long.toString(settings.work().workPerDecision()));
        java.add(Long.toString(settings.work().workPerMatch()));
        this.roster = new WorkerRoster(List.copyOf(java), settings, timer);
    }

    /**
     * Plays a match in a worker, retrying once on another worker if the first one dies or hangs.
     *
     * @throws IllegalArgumentException if the spec names an agent the workers cannot make
     * @throws IllegalStateException    if the pool is closed
     */
    @Override
    public MatchOutcome play(MatchSpec spec) {
        Objects.requireNonNull(spec, "spec");
        requireOpen();
        long start = System.nanoTime();
        try {
            slots.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return MatchOutcome.aborted(
                    spec, "interrupted while waiting for a worker JVM", OptionalInt.empty(), since(start));
        }
        try {
            Attempt first = attempt(spec);
            // a seat whose call outlived its hard limit would hang the next worker too: bench it now
            boolean seatAtFault = first instanceof Attempt.Lost lost && lost.loss() == Attempt.Loss.CALL_OVERRAN;
            Attempt last = first instanceof Attempt.Lost && !seatAtFault ? attempt(spec) : first;
            if (last instanceof Attempt.Played) {
                return ((Attempt.Played) last).outcome();
            }
            if (last instanceof Attempt.Refused) {
                throw new IllegalArgumentException(((Attempt.Refused) last).message());
            }
            if (closed) {
                return MatchOutcome.aborted(
                        spec, "the worker pool was closed during the match", OptionalInt.empty(), since(start));
            }
            Attempt.Lost once = (Attempt.Lost) first;
            Attempt.Lost twice = (Attempt.Lost) last;
            String failures = seatAtFault
                    ? LOST_CALL + " " + once.detail()
                    : LOST + " First: " + once.detail() + ". Then: " + twice.detail();
            OptionalInt blamed = twice.blamed().isPresent() ? twice.blamed() : once.blamed();
            if (blamed.isPresent() && !spec.benched().containsKey(blamed.getAsInt())) {
                // the others' match still completes: once more, with the seat that crashed benched
                Attempt benched = attempt(spec.withBenched(
                        blamed.getAsInt(),
                        seatAtFault
                                ? "outlived its hard limit in the worker JVM: " + once.detail()
                                : "took down the worker JVM twice: " + twice.detail()));
                if (benched instanceof Attempt.Played) {
                    return ((Attempt.Played) benched).outcome();
                }
                if (benched instanceof Attempt.Lost third) {
                    failures += ". With seat " + blamed.getAsInt() + " benched: " + third.detail();
                }
            }
            return MatchOutcome.aborted(spec, failures, blamed, since(start));
        } finally {
            slots.release();
        }
    }

    /**
     * The process ids of the workers running now, busy or idle.
     *
     * @return a snapshot, in no particular order
     */
    public List<Long> workerPids() {
        return roster.pids();
    }

    /** @return the matches sent or about to be sent to the live workers and not answered yet */
    int matchesInFlight() {
        return roster.matchesInFlight();
    }

    /**
     * @return how many specs were written to workers so far, resends included: once it counts a
     *         spec, the worker's channel holds it behind every spec counted before
     */
    long matchesSent() {
        return sends.get();
    }

    /** Kills every worker; matches under way end aborted. Calling it again does nothing. */
    @Override
    public void close() {
        closed = true;
        roster.close();
        timer.shutdownNow();
    }

    /**
     * Keeps {@code threads} workers busy with {@link WorkerSettings#inFlight()} matches each: the
     * one played and those queued behind it.
     */
    @Override
    public int callersFor(int threads) {
        return threads * settings.inFlight();
    }

    /**
     * Plays the match on a worker with room for it; a match queued behind one that took its worker
     * down is sent again, to another worker, as if it had never been sent.
     */
    private Attempt attempt(MatchSpec spec) {
        Attempt attempt = attemptOnce(spec);
        for (int resent = 0; attempt instanceof Attempt.NotStarted queued; resent++) {
            if (resent == MAX_RESENDS) {
                return new Attempt.Lost(
                        "was queued behind matches that took their worker down " + (resent + 1) + " times; last: "
                                + queued.detail(),
                        OptionalInt.empty());
            }
            attempt = attemptOnce(spec);
        }
        return attempt;
    }

    private Attempt attemptOnce(MatchSpec spec) {
        if (closed) {
            return new Attempt.Lost("the pool was closed", OptionalInt.empty());
        }
        WorkerProcess worker;
        try {
            worker = roster.take();
        } catch (IllegalStateException e) {
            return new Attempt.Lost(e.getMessage(), OptionalInt.empty());
        }
        Attempt attempt;
        try {
            long match = worker.send(spec);
            sends.incrementAndGet();
            attempt = worker.await(match);
        } catch (RejectedExecutionException e) {
            attempt = new Attempt.Lost("the pool was closed", OptionalInt.empty());
        }
        roster.giveBack(worker, attempt instanceof Attempt.Played || attempt instanceof Attempt.Refused);
        return attempt;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("the worker pool is closed");
        }
    }

    private static Duration since(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** The {@code java} launcher of this JVM. */
    private static Path javaBinary() {
        Path home = Path.of(System.getProperty("java.home"), "bin");
        Path java = home.resolve("java");
        if (Files.isExecutable(java)) {
            return java;
        }
        Path exe = home.resolve("java.exe");
        if (Files.isExecutable(exe)) {
            return exe;
        }
        return ProcessHandle.current()
                .info()
                .command()
                .map(Path::of)
                .orElseThrow(() -> new IllegalStateException("cannot find the java launcher of this JVM in " + home));
    }
}
