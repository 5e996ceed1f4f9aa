package org.knightsarena.tournaments.queue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.storage.Database;

/**
 * What the match queue of a whole database looks like now, for {@code arena queue}: how many
 * matches wait, run on which worker process, finished lately, and failed, over every tournament
 * and league season. Reads only. Thread-safe.
 */
public final class QueueReport {

    /** How far back the recent figures look. */
    public static final List<Duration> RECENT =
            List.of(Duration.ofMinutes(1), Duration.ofMinutes(10), Duration.ofHours(1));

    private final Jdbi jdbi;
    private final Clock clock;

    /** Reads {@code database} as of {@code clock}'s now. */
    public QueueReport(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * The matches one worker process runs: its lease owners share the prefix before {@code #}
     * ({@link MatchWorkers#processOwner}, or the {@code --name} it was given).
     *
     * @param worker the lease owners' prefix
     * @param running how many of its matches run
     * @param oldestStart when the longest-running of them started
     * @param latestExpiry the latest of their leases' expiries: past means the worker stopped renewing
     */
    public record Worker(String worker, int running, Instant oldestStart, Instant latestExpiry) {}

    /**
     * Matches finished within a window before now.
     *
     * @param window how far back
     * @param finished how many matches finished in it
     */
    public record Recent(Duration window, int finished) {
        /** Returns the rate over the window, in matches per minute. */
        public double perMinute() {
            return finished * 60_000.0 / window.toMillis();
        }
    }

    /**
     * One failed attempt at a match.
     *
     * @param matchId the match
     * @param attempt which attempt, from 1
     * @param at when it failed
     * @param detail why
     */
    public record Failure(long matchId, int attempt, Instant at, String detail) {}

    /**
     * The queue at a moment.
     *
     * @param at when it was read
     * @param counts the matches of every tournament by status
     * @param workers the processes with matches running, by lease owner prefix
     * @param recent finished matches per window of {@link #RECENT}
     * @param failures the latest failed attempts, newest first
     */
    public record Snapshot(
            Instant at, QueueCounts counts, List<Worker> workers, List<Recent> recent, List<Failure> failures) {
        public Snapshot {
            workers = List.copyOf(workers);
            recent = List.copyOf(recent);
            failures = List.copyOf(failures);
        }
    }

    /**
     * Reads the queue now.
     *
     * @param failures how many of the latest failed attempts to include, 0 or more
     */
    public Snapshot read(int failures) {
        if (failures < 0) {
            throw new IllegalArgumentException("failures must not be negative, was " + failures);
        }
        long now = clock.millis();
        return jdbi.inTransaction(h -> {
            Map<String, Integer> byStatus = new LinkedHashMap<>();
            h.createQuery("SELECT status, COUNT(*) AS n FROM matches GROUP BY status")
                    .map((rs, ctx) -> Map.entry(rs.getString("status"), rs.getInt("n")))
                    .forEach(e -> byStatus.put(e.getKey(), e.getValue()));
            QueueCounts counts = new QueueCounts(
                    byStatus.getOrDefault("queued", 0),
                    byStatus.getOrDefault("running", 0),
                    byStatus.getOrDefault("finished", 0),
                    byStatus.getOrDefault("aborted", 0));
            Map<String, Worker> workers = new LinkedHashMap<>();
            h.createQuery("SELECT COALESCE(lease_owner, '') AS owner, started_at, lease_expires_at FROM matches"
                            + " WHERE status = 'running' ORDER BY started_at")
                    .map((rs, ctx) -> new Worker(
                            processOf(rs.getString("owner")),
                            1,
                            Instant.ofEpochMilli(rs.getLong("started_at")),
                            Instant.ofEpochMilli(rs.getLong("lease_expires_at"))))
                    .forEach(w -> workers.merge(
                            w.worker(),
                            w,
                            (a, b) -> new Worker(
                                    a.worker(),
                                    a.running() + 1,
                                    a.oldestStart(),
                                    a.latestExpiry().isAfter(b.latestExpiry()) ? a.latestExpiry() : b.latestExpiry())));
            List<Recent> recent = new ArrayList<>();
            for (Duration window : RECENT) {
                recent.add(new Recent(
                        window,
                        h.createQuery("SELECT COUNT(*) FROM matches WHERE status = 'finished' AND finished_at > :since")
                                .bind("since", now - window.toMillis())
                                .mapTo(Integer.class)
                                .one()));
            }
            List<Failure> latest = h.createQuery(
                            "SELECT match_id, attempt, occurred_at, detail FROM match_aborts ORDER BY occurred_at DESC, match_id DESC"
                                    + " LIMIT :n")
                    .bind("n", failures)
                    .map((rs, ctx) -> new Failure(
                            rs.getLong("match_id"),
                            rs.getInt("attempt"),
                            Instant.ofEpochMilli(rs.getLong("occurred_at")),
                            rs.getString("detail")))
                    .list();
            return new Snapshot(Instant.ofEpochMilli(now), counts, new ArrayList<>(workers.values()), recent, latest);
        });
    }

    /** A worker thread's lease owner is its process's prefix, {@code #}, and the thread's number. */
    static String processOf(String owner) {
        int hash = owner.lastIndexOf('#');
        return hash < 0 ? owner : owner.substring(0, hash);
    }
}
