package org.knightsarena.tournaments.queue;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;

/**
 * One worker's loop for {@link MatchWorkers}: claim a match, play it, store its outcome (retrying
 * storage with {@link StorageRetry}), and give it back to the queue instead when stopped while it
 * plays. The pool, the lease timer and stopping are {@link MatchWorkers}'s. Thread-safe: every
 * worker thread runs the same loop.
 */
final class MatchWorker {
    private static final Duration IDLE_POLL = Duration.ofMillis(200);

    private final MatchQueue queue;
    private final ResultRecorder recorder;
    private final MatchExecutor executor;
    private final PlayHealth health;
    private final StorageRetry retry;

    MatchWorker(
            MatchQueue queue, ResultRecorder recorder, MatchExecutor executor, PlayHealth health, StorageRetry retry) {
        this.queue = queue;
        this.recorder = recorder;
        this.executor = executor;
        this.health = health;
        this.retry = retry;
    }

    /** Claims one match for a worker. */
    @FunctionalInterface
    interface Claimer {
        Optional<ClaimedMatch> claim(String owner);
    }

    /**
     * Claims, plays and stores matches until {@code drained} says none waits or runs, or
     * {@code stopping} is set; each match is in {@code inPlay} from its claim until it is stored.
     *
     * @throws InterruptedException when the thread is interrupted (the workers are stopping)
     */
    void work(
            Claimer claimer,
            BooleanSupplier drained,
            AtomicBoolean stopping,
            String owner,
            Set<ClaimedMatch> inPlay,
            MatchWorkers.Listener listener)
            throws InterruptedException {
        while (!Thread.currentThread().isInterrupted()) {
            if (stopping.get()) {
                return;
            }
            Optional<ClaimedMatch> claim = retry.call("claim a match", () -> claimer.claim(owner));
            if (claim.isEmpty()) {
                if (retry.call("count the matches left", drained::getAsBoolean)) {
                    return;
                }
                Thread.sleep(IDLE_POLL.toMillis());
                continue;
            }
            ClaimedMatch match = claim.get();
            // In play until stored: its lease is renewed meanwhile, so a result that waits for a locked
            // database is neither lost nor played again.
            inPlay.add(match);
            health.matchesInPlay(1);
            try {
                MatchOutcome outcome = play(match);
                // Interrupted while playing: the workers are stopping. A match that ended anyway is
                // stored; one cut short is given back rather than stored as a failed attempt.
                if (Thread.interrupted()) {
                    try {
                        if (outcome.status() == MatchOutcome.Status.ABORTED) {
                            giveBack(match);
                            throw new InterruptedException("stopped while playing match " + match.matchId());
                        }
                        store(match, outcome, listener);
                    } finally {
                        Thread.currentThread().interrupt();
                    }
                    continue;
                }
                store(match, outcome, listener);
            } finally {
                inPlay.remove(match);
                health.matchesInPlay(-1);
            }
        }
        throw new InterruptedException();
    }

    private void store(ClaimedMatch match, MatchOutcome outcome, MatchWorkers.Listener listener)
            throws InterruptedException {
        ResultRecorder.Recorded recorded =
                retry.call("store the outcome of match " + match.matchId(), () -> recorder.record(match, outcome));
        if (recorded != ResultRecorder.Recorded.LEASE_LOST) {
            health.stored(match.matchId());
        }
        listener.stored(match, recorded);
    }

    /** Gives a match back to the queue; if the database fails, its lease expires as for a dead worker. */
    void giveBack(ClaimedMatch match) {
        try {
            queue.release(match);
        } catch (RuntimeException e) {
            health.failed(
                    "give match " + match.matchId() + " back to the queue (it is queued again when its lease"
                            + " expires)",
                    e);
        }
    }

    private MatchOutcome play(ClaimedMatch match) {
        long start = System.nanoTime();
        try {
            return executor.play(match.spec());
        } catch (RuntimeException | StackOverflowError e) {
            return MatchOutcome.aborted(
                    match.spec(),
                    "the match crashed: " + e,
                    OptionalInt.empty(),
                    Duration.ofNanos(System.nanoTime() - start));
        }
    }
}
