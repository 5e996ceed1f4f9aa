package org.knightsarena.web.league;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.tournaments.cli.MatchExecutors;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Database;

/**
 * Plays a season's matches on a background thread, through the tournaments' match queue, until
 * the season is played or {@link #close} is called. Built-in bots play in this JVM; a season with
 * a bot JAR plays in the sandbox's worker JVMs ({@link MatchExecutors#forSeats}).
 */
public final class SeasonPlay implements AutoCloseable {
    /** How long a claim holds without renewal, as for {@code arena tournament}. */
    private static final Duration LEASE = Duration.ofSeconds(60);

    /** How long {@link #close} waits for the match in play to end before giving up on it. */
    private static final long STOP_WAIT_SECONDS = 90;

    private final Thread thread;
    private final MatchExecutor executor;
    private volatile Throwable failure;

    private SeasonPlay(Database database, long tournamentId, int threads, Clock clock) {
        MatchQueue queue = new MatchQueue(database, clock, LEASE);
        List<String> seats = database.jdbi().withHandle(h -> h.createQuery(
                "SELECT DISTINCT v.source FROM entrants e JOIN agent_versions v ON v.id = e.agent_version_id"
                        + " WHERE e.tournament_id = :t").bind("t", tournamentId).mapTo(String.class).list());
        this.executor = MatchExecutors.forSeats(seats, threads);
        MatchWorkers workers = new MatchWorkers(queue, new ResultRecorder(database, clock), executor, threads,
                MatchWorkers.processOwner());
        this.thread = new Thread(() -> {
            try {
                queue.requeueExpired();
                workers.run(tournamentId, (match, recorded) -> { });
            } catch (InterruptedException e) {
                // close() asked to stop; the queue keeps what is left for the next start.
            } catch (RuntimeException e) {
                failure = e;
                System.err.println("Knights Arena: the season stopped playing: " + e.getMessage());
            }
        }, "arena-season-play");
        thread.setDaemon(true);
    }

    /**
     * Starts playing the tournament's queued matches.
     *
     * @param threads matches played at once, 1 or more
     */
    public static SeasonPlay start(Database database, long tournamentId, int threads, Clock clock) {
        Objects.requireNonNull(database, "database");
        if (threads < 1) {
            throw new IllegalArgumentException("play threads must be at least 1, was " + threads);
        }
        SeasonPlay play = new SeasonPlay(database, tournamentId, threads, Objects.requireNonNull(clock, "clock"));
        play.thread.start();
        return play;
    }

    /** @return true while matches are being played */
    public boolean isPlaying() {
        return thread.isAlive();
    }

    /** @return why play stopped early, if it failed */
    public Optional<Throwable> failure() {
        return Optional.ofNullable(failure);
    }

    /** Stops the workers, waits for the match in play to be stored, and closes the executor. */
    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(STOP_WAIT_SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            executor.close();
        }
    }
}
