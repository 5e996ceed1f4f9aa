package org.knightsarena.platform.match;

/**
 * Plays matches described by {@link MatchSpec}s: in this JVM for the built-in agents, or in a
 * pool of worker JVMs for uploaded bots. Implementations are thread-safe: callers play several
 * matches at once from their own threads.
 */
public interface MatchExecutor extends AutoCloseable {

    /**
     * Plays one match to its end, blocking the calling thread.
     *
     * @param spec what to play
     * @return how it went; a crash outside the agents' control gives an aborted outcome rather
     *         than an exception
     * @throws IllegalArgumentException if the spec names an agent this executor cannot make
     */
    MatchOutcome play(MatchSpec spec);

    /**
     * How many threads should call {@link #play} at once to keep {@code threads} matches playing:
     * {@code threads}, unless the executor queues matches ahead of those it plays (a pool of worker
     * JVMs does, so that a worker never waits for its caller between two matches). Callers that
     * run a pool of threads for an executor (tournaments, leagues, benchmarks) size it by this.
     *
     * @param threads the matches to play at once, 1 or more
     * @return {@code threads} or more
     */
    default int callersFor(int threads) {
        return threads;
    }

    /** Releases the executor's resources (threads, worker processes). */
    @Override
    void close();
}
