package org.knightsarena.web.play;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.PlayHealth;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * Everything the dashboard plays, in the background: workers that claim queued matches of any
 * tournament by priority (test matches, then practice, then seasons), and a timer that {@link
 * #tick ticks}: it rolls rolling leagues over to their next season and moves classroom
 * assignments along their deadlines. Built-in bots play in this JVM, bot JARs in the sandbox's
 * worker JVMs ({@link MatchExecutors#mixed}).
 *
 * <p>Play survives storage trouble: the workers retry what a locked or failing database refused
 * and restart when their loop fails, and report to a {@link PlayHealth} that the dashboard shows.
 */
public final class ArenaPlay implements AutoCloseable {
    /** How long a claim holds without renewal, as for {@code arena tournament}. */
    private static final Duration LEASE = Duration.ofSeconds(60);

    /** How long {@link #close} waits for the matches in play to be stored before giving up on them. */
    private static final long STOP_WAIT_SECONDS = 90;

    private final Leagues leagues;
    private final Assignments assignments;
    private final Duration seasonBreak;
    private final Thread players;
    private final MatchExecutor executor;
    private final ScheduledExecutorService timer;
    private volatile Throwable failure;

    private ArenaPlay(
            Database database,
            int threads,
            BotFileCache botFiles,
            Clock clock,
            Duration seasonBreak,
            PlayHealth health,
            UncontainedBots uncontained) {
        this.leagues = new Leagues(database, clock);
        this.assignments = new Assignments(database, clock);
        this.seasonBreak = seasonBreak;
        MatchQueue queue = new MatchQueue(database, clock, LEASE);
        this.executor = SourceResolvingExecutor.mixed(threads, uncontained, botFiles);
        MatchWorkers workers = new MatchWorkers(
                queue, new ResultRecorder(database, clock), executor, threads, MatchWorkers.processOwner(), health);
        this.players = new Thread(
                () -> {
                    try {
                        // The workers' timer re-queues expired leases (a killed run's) at start and every third of a
                        // lease.
                        workers.serve((match, recorded) -> {});
                    } catch (InterruptedException e) {
                        // close() asked to stop; the queue keeps what is left for the next start.
                    } catch (RuntimeException | Error e) {
                        // Not a storage error (those are retried): a bug, shown to admins and in the log.
                        failure = e;
                        health.failed("keep playing", e);
                        System.err.println("Knights Arena: matches stopped playing: " + e);
                    }
                },
                "arena-play");
        players.setDaemon(true);
        this.timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "arena-play-timer");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts playing and ticking.
     *
     * @param threads matches played at once, 1 or more
     * @param botFiles where uploaded bots' JARs are found by digest, never null
     * @param tickEvery how often leagues and assignments are moved along
     * @param seasonBreak how long a rolling league's closed season stands before the next starts
     * @param health where the workers report how play is doing, never null
     * @param uncontained what becomes of process bots where bubblewrap is missing, never null
     */
    public static ArenaPlay start(
            Database database,
            int threads,
            BotFileCache botFiles,
            Clock clock,
            Duration tickEvery,
            Duration seasonBreak,
            PlayHealth health,
            UncontainedBots uncontained) {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(clock, "clock");
        if (threads < 1) {
            throw new IllegalArgumentException("play threads must be at least 1, was " + threads);
        }
        ArenaPlay play = new ArenaPlay(
                database,
                threads,
                Objects.requireNonNull(botFiles, "botFiles"),
                clock,
                Objects.requireNonNull(seasonBreak, "seasonBreak"),
                Objects.requireNonNull(health, "health"),
                Objects.requireNonNull(uncontained, "uncontained"));
        play.players.start();
        play.timer.scheduleWithFixedDelay(play::tickSafely, 0, tickEvery.toMillis(), TimeUnit.MILLISECONDS);
        return play;
    }

    /**
     * Moves every rolling league and every assignment along once: finishes season starts a crash
     * interrupted, closes played seasons, starts the next ones, starts final seasons whose deadline
     * has passed. The timer calls this; tests
     * call it after moving their clock.
     */
    public synchronized void tick() {
        // Seasons whose start a crash interrupted get the rest of their matches first.
        leagues.finishInterruptedStarts();
        for (long id : leagues.ids()) {
            Optional<League> league = leagues.find(id);
            if (league.isPresent() && league.get().rolling()) {
                leagues.rollOver(id, Standings.BOOTSTRAP_SAMPLES, seasonBreak);
            }
        }
        for (String change : assignments.tick()) {
            System.err.println("Knights Arena: " + change);
        }
    }

    private void tickSafely() {
        try {
            tick();
        } catch (RuntimeException e) {
            // A busy or failing database: the next tick tries again; the log says why.
            System.err.println("Knights Arena: could not move the leagues along: " + e);
        }
    }

    /** @return true while the workers are running */
    public boolean isPlaying() {
        return players.isAlive();
    }

    /** @return why play stopped early, if it failed */
    public Optional<Throwable> failure() {
        return Optional.ofNullable(failure);
    }

    /** Stops ticking and the workers, waits for the matches in play to be stored, closes the executor. */
    @Override
    public void close() {
        timer.shutdownNow();
        players.interrupt();
        try {
            players.join(TimeUnit.SECONDS.toMillis(STOP_WAIT_SECONDS));
            timer.awaitTermination(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            executor.close();
        }
    }
}
