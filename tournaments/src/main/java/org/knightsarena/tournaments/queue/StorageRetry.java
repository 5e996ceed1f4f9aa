package org.knightsarena.tournaments.queue;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;

/**
 * Runs a storage operation of the play loop until it succeeds, waiting longer after each failure
 * (capped exponential backoff), and reports each failure and the recovery to a {@link PlayHealth}.
 *
 * <p>Only {@link JdbiException}s are retried: a database that is locked past its busy timeout (a
 * backup, a {@code sqlite3} session, a big season being planned), full or briefly unreadable.
 * Each operation is one transaction, rolled back when it fails, so trying it again stores it once.
 * Other exceptions are bugs and pass through.
 *
 * <p>Thread-safe.
 */
final class StorageRetry {

    /** The wait after the first failure. */
    static final Duration FIRST_WAIT = Duration.ofMillis(250);

    /** The longest wait between two tries. */
    static final Duration MAX_WAIT = Duration.ofSeconds(10);

    private final PlayHealth health;

    StorageRetry(PlayHealth health) {
        this.health = Objects.requireNonNull(health, "health");
    }

    /**
     * Runs {@code operation} until it returns.
     *
     * @param what what the operation does, for the health's last error ("claim a match")
     * @throws InterruptedException if interrupted while waiting to try again
     */
    <T> T call(String what, Supplier<T> operation) throws InterruptedException {
        for (int failures = 1; ; failures++) {
            try {
                T value = operation.get();
                health.succeeded();
                return value;
            } catch (JdbiException e) {
                health.failed(what, e);
                Thread.sleep(waitAfter(failures).toMillis());
            }
        }
    }

    /**
     * Returns how long to wait after the given number of failures in a row: {@link #FIRST_WAIT},
     * doubled for each further failure, at most {@link #MAX_WAIT}.
     *
     * @param failures 1 or more
     */
    static Duration waitAfter(int failures) {
        if (failures < 1) {
            throw new IllegalArgumentException("failures must be at least 1, was " + failures);
        }
        long max = MAX_WAIT.toMillis();
        long wait = FIRST_WAIT.toMillis();
        for (int i = 1; i < failures && wait < max; i++) {
            wait *= 2;
        }
        return Duration.ofMillis(Math.min(wait, max));
    }
}
