package org.knightsarena.platform.worker;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Semaphore;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/**
 * Chooses how a tournament's or a dashboard's matches are played: the one place that decides
 * between playing in this JVM and playing in the sandbox's worker JVMs.
 */
public final class MatchExecutors {

    private MatchExecutors() {}

    /**
     * Returns an executor for matches whose seats name these agents.
     *
     * <p>Built-in agents are trusted and play in this JVM, as do process bots (their process is
     * their boundary). Any bot JAR makes every match of the tournament run in the pool of worker
     * JVMs, one per thread.
     *
     * @param seats every seat name the matches use ({@code heuristic}, {@code jar:/path/bot.jar},
     *              {@code python:/path/bot.py})
     * @param threads matches played at once, 1 or more (the worker pool's size)
     * @return a new executor; the caller closes it
     */
    public static MatchExecutor forSeats(List<String> seats, int threads) {
        Objects.requireNonNull(seats, "seats");
        if (seats.stream().anyMatch(MatchSpec::isJar)) {
            return new WorkerPool(WorkerSettings.defaults().withWorkers(threads));
        }
        return new InProcessExecutor(AgentCatalog.builtIn());
    }

    /**
     * Returns an executor for matches of any seats, such as a dashboard plays: a match of built-in
     * agents and process bots only plays in this JVM (a process bot is contained by its process), a
     * match with a bot JAR in the pool of worker JVMs, which is started at the first such match.
     *
     * @param threads     the worker pool's size, 1 or more
     * @param uncontained what becomes of process bots where bubblewrap is missing:
     *                    {@link UncontainedBots#REFUSE} benches their seats with the reason
     * @return a new executor; the caller closes it
     */
    public static MatchExecutor mixed(int threads, UncontainedBots uncontained) {
        return mixed(threads, uncontained.refusal(Containment.available()));
    }

    /**
     * @param processBotRefusal why process bots may not play here (their seats are benched with it),
     *                          or empty when they may
     */
    static MatchExecutor mixed(int threads, Optional<String> processBotRefusal) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        return new Mixed(new InProcessExecutor(AgentCatalog.builtIn()), threads, processBotRefusal);
    }

    /**
     * Sends each match where its seats may play. Its callers keep more matches under way than
     * {@code threads} (see {@link #callersFor}) so that the workers have matches queued; in this JVM
     * no more than {@code threads} of them play at once all the same.
     */
    private static final class Mixed implements MatchExecutor {
        private final MatchExecutor trusted;
        private final int threads;
        private final Semaphore inThisJvm;
        private final Optional<String> processBotRefusal;
        private WorkerPool pool;
        private boolean closed;

        Mixed(MatchExecutor trusted, int threads, Optional<String> processBotRefusal) {
            this.trusted = trusted;
            this.threads = threads;
            this.inThisJvm = new Semaphore(threads, true);
            this.processBotRefusal = processBotRefusal;
        }

        @Override
        public int callersFor(int count) {
            return count * WorkerSettings.DEFAULT_IN_FLIGHT;
        }

        @Override
        public MatchOutcome play(MatchSpec spec) {
            if (processBotRefusal.isPresent()) {
                for (int seat = 0; seat < spec.seats().size(); seat++) {
                    if (MatchSpec.isProcess(spec.seats().get(seat))
                            && !spec.benched().containsKey(seat)) {
                        spec = spec.withBenched(seat, processBotRefusal.get());
                    }
                }
            }
            if (spec.seats().stream().noneMatch(MatchSpec::isJar)) {
                return playHere(spec);
            }
            return pool().play(spec);
        }

        private MatchOutcome playHere(MatchSpec spec) {
            try {
                inThisJvm.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return MatchOutcome.aborted(
                        spec, "interrupted while waiting for a thread of this JVM", OptionalInt.empty(), Duration.ZERO);
            }
            try {
                return trusted.play(spec);
            } finally {
                inThisJvm.release();
            }
        }

        private synchronized WorkerPool pool() {
            if (closed) {
                throw new IllegalStateException("the executor is closed");
            }
            if (pool == null) {
                pool = new WorkerPool(WorkerSettings.defaults().withWorkers(threads));
            }
            return pool;
        }

        @Override
        public synchronized void close() {
            closed = true;
            trusted.close();
            if (pool != null) {
                pool.close();
            }
        }
    }
}
