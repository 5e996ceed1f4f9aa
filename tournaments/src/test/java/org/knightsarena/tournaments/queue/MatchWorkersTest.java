package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.rating.HeadToHead;
import org.knightsarena.tournaments.rating.RatingTable;
import org.knightsarena.tournaments.schedule.Balance;
import org.knightsarena.tournaments.schedule.RoundRobin;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.Tournaments;

class MatchWorkersTest {

    @TempDir
    Path dir;

    @Test
    void twoWorkersPlayEveryMatchOnceAndStoredRatingsEqualARecomputation() throws Exception {
        List<String> names = List.of("heuristic", "random", "heuristic", "random", "random");
        try (Database db = Database.open(dir)) {
            Clock clock = Clock.systemUTC();
            Tournament t = Fixtures.tournament(
                    db, clock, Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 2, 5), names.toArray(String[]::new));
            MatchQueue queue = new MatchQueue(db, clock, Duration.ofSeconds(30));
            ConcurrentLinkedQueue<ResultRecorder.Recorded> stored = new ConcurrentLinkedQueue<>();
            new MatchWorkers(
                            queue,
                            new ResultRecorder(db, clock),
                            new InProcessExecutor(AgentCatalog.builtIn()),
                            2,
                            MatchWorkers.processOwner())
                    .run(t.id(), (match, recorded) -> stored.add(recorded));

            assertEquals(40, stored.size());
            assertEquals(
                    40,
                    stored.stream()
                            .filter(r -> r == ResultRecorder.Recorded.FINISHED)
                            .count());
            assertEquals(new QueueCounts(0, 0, 40, 0), queue.counts(t.id()));
            assertEquals(
                    "finished",
                    db.jdbi()
                            .withHandle(h -> h.createQuery("SELECT status FROM tournaments WHERE id = :t")
                                    .bind("t", t.id())
                                    .mapTo(String.class)
                                    .one()));
            assertEquals(
                    List.of(40, 40, 40, 160),
                    db.jdbi()
                            .withHandle(h -> List.of(
                                    h.createQuery(
                                                    "SELECT COUNT(DISTINCT result_seq) FROM matches WHERE result_seq BETWEEN 1 AND 40")
                                            .mapTo(Integer.class)
                                            .one(),
                                    h.createQuery("SELECT COUNT(*) FROM replays")
                                            .mapTo(Integer.class)
                                            .one(),
                                    h.createQuery("SELECT COUNT(DISTINCT match_id) FROM rating_changes")
                                            .mapTo(Integer.class)
                                            .one(),
                                    h.createQuery("SELECT COUNT(*) FROM match_seats WHERE place IS NOT NULL")
                                            .mapTo(Integer.class)
                                            .one())));

            Standings standings = new Standings(db);
            RatingTable recomputed = standings.recompute(t.id());
            for (Entrant e : new Tournaments(db, clock).entrants(t.id())) {
                assertEquals(
                        recomputed.of(e.label()).orElseThrow().rating(),
                        e.rating(),
                        0.0,
                        "stored and recomputed ratings are the same doubles for " + e.label());
                assertEquals(recomputed.of(e.label()).orElseThrow().games(), e.games());
            }
            Balance balance = RoundRobin.plan(
                            List.of("heuristic", "random", "heuristic#2", "random#2", "random#3"), 4, 2, 5)
                    .balance();
            HeadToHead h2h = standings.headToHead(t.id());
            assertEquals(
                    balance.pairCount(0, 1), h2h.between("heuristic", "random").games());
            assertEquals(
                    balance.pairCount(2, 4),
                    h2h.between("heuristic#2", "random#3").games());
        }
    }

    @Test
    void aLeaseLeftByAKilledRunIsQueuedAgainWhileOtherMatchesStillWait() throws Exception {
        try (Database db = Database.open(dir)) {
            Clock clock = Clock.systemUTC();
            Tournament t = Fixtures.tournament(
                    db,
                    clock,
                    Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 5),
                    "random",
                    "random",
                    "random",
                    "random",
                    "random");
            // The killed run claimed the first match an hour ago and never renewed its lease.
            ClaimedMatch left = new MatchQueue(db, Clock.offset(clock, Duration.ofHours(-1)), Duration.ofSeconds(30))
                    .claim(t.id(), "4242@gone/killed#1")
                    .orElseThrow();
            MatchQueue queue = new MatchQueue(db, clock, Duration.ofSeconds(30));
            List<Integer> queuedWhenStored = new ArrayList<>();
            new MatchWorkers(
                            queue,
                            new ResultRecorder(db, clock),
                            new InProcessExecutor(AgentCatalog.builtIn()),
                            1,
                            MatchWorkers.processOwner())
                    .run(t.id(), (match, recorded) -> {
                        if (match.matchId() == left.matchId()) {
                            queuedWhenStored.add(queue.counts(t.id()).queued());
                        }
                    });

            assertEquals(1, queuedWhenStored.size(), "the killed run's match was played once");
            assertTrue(
                    queuedWhenStored.get(0) > 0,
                    "it was re-queued while other matches still waited, not once the queue was empty");
            assertEquals(new QueueCounts(0, 0, 20, 0), queue.counts(t.id()));
            int attempts = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT attempts FROM matches WHERE id = :id")
                            .bind("id", left.matchId())
                            .mapTo(Integer.class)
                            .one());
            assertEquals(2, attempts, "the killed run's attempt and this one");
        }
    }

    @Test
    void anOutcomeThatMeetsAWriteLockHeldPastTheBusyTimeoutIsStoredOnceTheLockGoes() throws Exception {
        try (Database db = Database.open(dir);
                Connection other = DriverManager.getConnection("jdbc:sqlite:" + db.file())) {
            Clock clock = Clock.systemUTC();
            Tournament t = Fixtures.tournament(
                    db, clock, Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 1, 9), "random", "random", "random");
            Statement sql = other.createStatement();
            sql.execute("PRAGMA busy_timeout = 60000");
            InProcessExecutor engine = new InProcessExecutor(AgentCatalog.builtIn());
            AtomicBoolean locked = new AtomicBoolean();
            // The first match is played, then a second connection takes the write lock before it is stored.
            MatchExecutor lockingAfterTheFirstMatch = new MatchExecutor() {
                @Override
                public MatchOutcome play(MatchSpec spec) {
                    MatchOutcome outcome = engine.play(spec);
                    if (locked.compareAndSet(false, true)) {
                        try {
                            sql.execute("BEGIN IMMEDIATE");
                            sql.executeUpdate("UPDATE matches SET seed = seed WHERE tournament_id = " + t.id());
                        } catch (SQLException e) {
                            throw new AssertionError(e);
                        }
                    }
                    return outcome;
                }

                @Override
                public void close() {
                    engine.close();
                }
            };
            PlayHealth health = new PlayHealth(clock);
            List<PlayHealth.Snapshot> seen = new ArrayList<>();
            Thread releaser = new Thread(() -> {
                try {
                    PlayHealth.Snapshot now = health.snapshot();
                    for (int i = 0; i < 3000 && !isStoreRetry(now); i++) {
                        Thread.sleep(100);
                        now = health.snapshot();
                    }
                    seen.add(now);
                    sql.execute("ROLLBACK");
                } catch (InterruptedException | SQLException e) {
                    throw new AssertionError(e);
                }
            });
            releaser.start();
            List<ResultRecorder.Recorded> stored = new ArrayList<>();
            new MatchWorkers(
                            new MatchQueue(db, clock, Duration.ofSeconds(30)),
                            new ResultRecorder(db, clock),
                            lockingAfterTheFirstMatch,
                            1,
                            MatchWorkers.processOwner(),
                            health)
                    .run(t.id(), (match, recorded) -> stored.add(recorded));
            releaser.join();

            PlayHealth.Snapshot trouble = seen.get(0);
            assertEquals(PlayHealth.State.RETRYING, trouble.state(), "play retried while the lock was held");
            assertTrue(
                    trouble.lastError().orElseThrow().message().startsWith("could not store the outcome of match "),
                    trouble.toString());
            assertTrue(trouble.lastError().orElseThrow().message().contains("locked"), trouble.toString());
            assertEquals(
                    List.of(
                            ResultRecorder.Recorded.FINISHED,
                            ResultRecorder.Recorded.FINISHED,
                            ResultRecorder.Recorded.FINISHED),
                    stored,
                    "the held outcome was stored, not lost or played again");
            assertEquals(new QueueCounts(0, 0, 3, 0), new MatchQueue(db, clock, Duration.ofSeconds(30)).counts(t.id()));
            int attempts = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT MAX(attempts) FROM matches")
                            .mapTo(Integer.class)
                            .one());
            assertEquals(1, attempts, "no match was played twice");
            PlayHealth.Snapshot after = health.snapshot();
            assertEquals(0, after.consecutiveFailures());
            assertEquals(PlayHealth.State.STOPPED, after.state(), "the run is over");
            assertTrue(after.lastStoredMatchId().isPresent());
        }
    }

    @Test
    void serveStartsAgainAWorkerWhoseLoopFailedAndPlaysOn() throws Exception {
        try (Database db = Database.open(dir)) {
            Clock clock = Clock.systemUTC();
            Tournament t = Fixtures.tournament(
                    db, clock, Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 1, 11), "random", "random", "random");
            MatchQueue queue = new MatchQueue(db, clock, Duration.ofSeconds(30));
            PlayHealth health = new PlayHealth(clock);
            MatchWorkers workers = new MatchWorkers(
                    queue,
                    new ResultRecorder(db, clock),
                    new InProcessExecutor(AgentCatalog.builtIn()),
                    1,
                    MatchWorkers.processOwner(),
                    health);
            AtomicBoolean failedOnce = new AtomicBoolean();
            ConcurrentLinkedQueue<Long> told = new ConcurrentLinkedQueue<>();
            Thread serving = new Thread(() -> {
                try {
                    workers.serve((match, recorded) -> {
                        told.add(match.matchId());
                        if (failedOnce.compareAndSet(false, true)) {
                            throw new IllegalStateException("a listener bug");
                        }
                    });
                } catch (InterruptedException e) {
                    // the test is over
                }
            });
            serving.start();
            try {
                for (int i = 0;
                        i < 3000 && serving.isAlive() && (queue.counts(t.id()).done() < 3 || told.size() < 3);
                        i++) {
                    Thread.sleep(100);
                }
                assertEquals(new QueueCounts(0, 0, 3, 0), queue.counts(t.id()), "play went on after the failure");
                assertEquals(3, told.size(), told.toString());
                PlayHealth.Snapshot now = health.snapshot();
                assertEquals(
                        "could not keep match worker 1 running (it is started again): a listener bug",
                        now.lastError().orElseThrow().message());
                assertEquals(1, now.workersAlive(), now.toString());
                assertTrue(serving.isAlive(), "serve still runs");
            } finally {
                serving.interrupt();
                serving.join();
            }
            assertEquals(PlayHealth.State.STOPPED, health.snapshot().state());
        }
    }

    /** Whether play retries storing an outcome (the timer's renewals and re-queues may fail first). */
    private static boolean isStoreRetry(PlayHealth.Snapshot health) {
        return health.state() == PlayHealth.State.RETRYING
                && health.lastError()
                        .map(e -> e.message().startsWith("could not store the outcome of match "))
                        .orElse(false);
    }
}
