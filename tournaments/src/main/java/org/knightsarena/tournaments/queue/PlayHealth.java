package org.knightsarena.tournaments.queue;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How the play loop is doing, kept in memory: whether it plays, waits or retries after storage
 * errors, how many workers are alive, the last match whose outcome was stored, and the last error.
 *
 * <p>{@link MatchWorkers} reports into it; a dashboard reads {@link #snapshot()}. It is not stored:
 * after a restart it starts again from {@link State#STOPPED} with nothing stored or failed.
 *
 * <p>Thread-safe.
 */
public final class PlayHealth {

    /** What the play loop is doing. */
    public enum State {
        /** At least one match is being played or stored. */
        PLAYING("playing"),
        /** The workers wait for a queued match. */
        IDLE("idle"),
        /** The last storage operations failed; they are tried again with backoff. */
        RETRYING("retrying"),
        /** No worker runs: play was not started, was stopped, or failed. */
        STOPPED("stopped");

        private final String code;

        State(String code) {
            this.code = code;
        }

        /** Returns the stable name used in the API. */
        public String code() {
            return code;
        }
    }

    /**
     * A failure of the play loop.
     *
     * @param at when it happened, never null
     * @param message what failed and why, never null
     */
    public record Problem(Instant at, String message) {
        /** @throws NullPointerException if a component is null */
        public Problem {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * The health at one moment.
     *
     * @param state what the loop is doing
     * @param checkedAt when this snapshot was taken
     * @param workersAlive worker loops running now
     * @param lastStoredMatchId the last match whose outcome (a result or an abort) was stored
     * @param lastStoredAt when it was stored
     * @param retryingSince when the current run of failures began; present exactly while retrying
     * @param lastError the last failure, kept after play recovers
     * @param consecutiveFailures failures since the last successful storage operation
     */
    public record Snapshot(
            State state,
            Instant checkedAt,
            int workersAlive,
            OptionalLong lastStoredMatchId,
            Optional<Instant> lastStoredAt,
            Optional<Instant> retryingSince,
            Optional<Problem> lastError,
            int consecutiveFailures) {
        /** @throws NullPointerException if a component is null */
        public Snapshot {
            Objects.requireNonNull(state, "state");
            Objects.requireNonNull(checkedAt, "checkedAt");
            Objects.requireNonNull(lastStoredMatchId, "lastStoredMatchId");
            Objects.requireNonNull(lastStoredAt, "lastStoredAt");
            Objects.requireNonNull(retryingSince, "retryingSince");
            Objects.requireNonNull(lastError, "lastError");
        }
    }

    private final Clock clock;
    private boolean running;
    private int workersAlive;
    private int matchesInPlay;
    private OptionalLong lastStoredMatchId = OptionalLong.empty();
    private Instant lastStoredAt;
    private Instant failingSince;
    private Problem lastError;
    private int consecutiveFailures;

    /** Takes its times from {@code clock}, never null. */
    public PlayHealth(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Returns the health now. */
    public synchronized Snapshot snapshot() {
        State state;
        if (!running) {
            state = State.STOPPED;
        } else if (consecutiveFailures > 0) {
            state = State.RETRYING;
        } else {
            state = matchesInPlay > 0 ? State.PLAYING : State.IDLE;
        }
        return new Snapshot(
                state,
                clock.instant(),
                workersAlive,
                lastStoredMatchId,
                Optional.ofNullable(lastStoredAt),
                Optional.ofNullable(consecutiveFailures > 0 ? failingSince : null),
                Optional.ofNullable(lastError),
                consecutiveFailures);
    }

    /** The play loop started (true) or ended (false). */
    synchronized void running(boolean isRunning) {
        running = isRunning;
    }

    /** A worker loop started (+1) or ended (-1). */
    synchronized void workers(int change) {
        workersAlive += change;
    }

    /** A worker claimed a match (+1) or is done with it (-1). */
    synchronized void matchesInPlay(int change) {
        matchesInPlay += change;
    }

    /** A match's outcome was stored. */
    synchronized void stored(long matchId) {
        lastStoredMatchId = OptionalLong.of(matchId);
        lastStoredAt = clock.instant();
    }

    /** A storage operation succeeded: the run of failures, if any, is over. */
    synchronized void succeeded() {
        consecutiveFailures = 0;
        failingSince = null;
    }

    /**
     * Something failed and will be tried again.
     *
     * @param what what was being done, such as {@code "claim a match"}
     */
    public synchronized void failed(String what, Throwable cause) {
        Instant now = clock.instant();
        if (consecutiveFailures == 0) {
            failingSince = now;
        }
        consecutiveFailures++;
        lastError = new Problem(now, "could not " + what + ": " + rootMessage(cause));
    }

    /** The innermost message says why (SQLite's "database is locked"), the outer ones repeat the SQL. */
    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null || message.isBlank() ? root.getClass().getSimpleName() : message;
    }
}
