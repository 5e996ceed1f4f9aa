package org.knightsarena.platform.cli;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;

/**
 * A fixed pool of daemon worker threads, named {@code arena-<command>-<n>}, that play complete
 * games of a {@link Lineup} through one {@link MatchRunner}.
 *
 * <p>Game {@code i} seats the lineup as {@link Lineup#seatedAgents} does for {@code i}, with
 * fresh agents, and runs with the seed the caller gives. Thread-safe; closing the pool
 * interrupts its workers.
 */
final class MatchPool implements AutoCloseable {

    private final MatchRunner runner;
    private final Lineup lineup;
    private final ExecutorService workers;

    /**
     * Starts the worker threads.
     *
     * @param command the command's name, such as {@code play}, used in the thread names
     * @param runner  plays the games, never null
     * @param lineup  the agents and their seating, never null
     * @param threads how many workers, 1 or more
     */
    MatchPool(String command, MatchRunner runner, Lineup lineup, int threads) {
        this.runner = Objects.requireNonNull(runner, "runner");
        this.lineup = Objects.requireNonNull(lineup, "lineup");
        this.workers = Executors.newFixedThreadPool(threads, daemonThreads("arena-" + command + "-"));
    }

    /**
     * Hands a task to a worker.
     *
     * @param task what to run, never null; it usually calls {@link #play}
     * @return the task's result to come
     */
    <T> Future<T> submit(Callable<T> task) {
        return workers.submit(task);
    }

    /**
     * Plays one game to its end on the calling thread.
     *
     * @param game the game's index in the run, which fixes its seating
     * @param seed the game's seed
     * @return the finished game
     * @throws IllegalStateException if the game crashed; the message names the seed
     */
    MatchRecord play(long game, long seed) {
        try {
            return runner.play(seed, lineup.seatedAgents(game, seed), lineup.seatedLabels(game));
        } catch (RuntimeException | StackOverflowError e) {
            throw new IllegalStateException("the game with seed " + seed + " crashed: " + e, e);
        }
    }

    /** Stops the workers, interrupting any game under way. */
    @Override
    public void close() {
        workers.shutdownNow();
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, prefix + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
