package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.Tournament;

/** {@code arena worker} in a child JVM, stopped with SIGTERM while it plays. */
class WorkerStopTest {

    /** The exit status of a JVM that ended on SIGTERM after its shutdown hooks: 128 + 15. */
    private static final int SIGTERM_EXIT = 143;

    @TempDir
    Path dir;

    @Test
    void sigtermGivesTheMatchesInPlayBackToTheQueueAtOnceWithNoGrace() throws Exception {
        DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
        Tournament tournament;
        try (Database db = Database.open(server)) {
            // MCTS thinks its whole allowance on every decision: a match lasts minutes, so both are in play when
            // stopped.
            tournament = Fixtures.tournament(
                    db,
                    Clock.systemUTC(),
                    Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 3),
                    "mcts",
                    "mcts",
                    "mcts",
                    "mcts");
        }
        Path log = dir.resolve("worker.log");
        Process worker = WorkerProcesses.start(server, "stopped-worker", 2, log, "--finish-within", "0");
        try (Database db = Database.open(server)) {
            List<Long> inPlay = waitForRunning(db, 2, worker, log);
            worker.destroy(); // SIGTERM
            assertTrue(worker.waitFor(2, TimeUnit.MINUTES), "the worker exits");
            assertEquals(SIGTERM_EXIT, worker.exitValue(), Files.readString(log));
            assertTrue(Files.readString(log).contains("arena worker stopped-worker: stopped"), Files.readString(log));
            assertEquals(
                    new QueueCounts(4, 0, 0, 0),
                    new MatchQueue(db, Clock.systemUTC(), TournamentCommand.LEASE).counts(tournament.id()),
                    "every match queued, none left to a lease; " + Files.readString(log));
            for (long id : inPlay) {
                assertEquals(
                        List.of("queued", "0", "none"),
                        db.jdbi()
                                .withHandle(h -> h.createQuery(
                                                "SELECT status, attempts, COALESCE(lease_owner, 'none') AS owner FROM matches WHERE id = :id")
                                        .bind("id", id)
                                        .map((rs, ctx) -> List.of(rs.getString(1), rs.getString(2), rs.getString(3)))
                                        .one()),
                        "match " + id + " was given back, and the claim is not counted as an attempt");
            }
            assertEquals(0, count(db, "SELECT COUNT(*) FROM match_aborts"), "nothing stored as failed");
        }
    }

    @Test
    void sigtermLetsTheMatchesInPlayFinishWithinTheGraceAndClaimsNoMore() throws Exception {
        DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
        Tournament tournament;
        try (Database db = Database.open(server)) {
            // 6 entrants at tables of 4: 15 combinations in 4 rotations, 60 matches.
            tournament = Fixtures.tournament(
                    db,
                    Clock.systemUTC(),
                    Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 4, 1, 3),
                    "heuristic",
                    "heuristic",
                    "random",
                    "random",
                    "heuristic",
                    "random");
        }
        Path log = dir.resolve("worker.log");
        Process worker = WorkerProcesses.start(server, "graceful-worker", 2, log, "--finish-within", "120");
        try (Database db = Database.open(server)) {
            List<Long> inPlay = waitForRunning(db, 2, worker, log);
            worker.destroy(); // SIGTERM
            assertTrue(worker.waitFor(3, TimeUnit.MINUTES), "the worker exits");
            assertEquals(SIGTERM_EXIT, worker.exitValue(), Files.readString(log));
            for (long id : inPlay) {
                assertEquals(
                        "finished",
                        db.jdbi()
                                .withHandle(h -> h.createQuery("SELECT status FROM matches WHERE id = :id")
                                        .bind("id", id)
                                        .mapTo(String.class)
                                        .one()),
                        "match " + id + " in play when stopped was finished");
            }
            QueueCounts counts = new MatchQueue(db, Clock.systemUTC(), TournamentCommand.LEASE).counts(tournament.id());
            assertEquals(0, counts.running() + counts.aborted(), counts.toString());
            assertTrue(counts.queued() > 0, "the worker stopped claiming: " + counts);
            assertEquals(
                    counts.finished(),
                    count(db, "SELECT COUNT(DISTINCT match_id) FROM rating_changes"),
                    "each finished match rated once");
            assertEquals(
                    0,
                    count(db, "SELECT COUNT(*) FROM matches WHERE status = 'queued' AND attempts > 0"),
                    "no queued match was claimed before");
            assertTrue(
                    Files.readString(log)
                            .matches("(?s).*arena worker graceful-worker: stopped after " + counts.finished()
                                    + " claims, 0 claim attempts collided, [0-9.]+ ms a claim\n.*"),
                    Files.readString(log));
        }
    }

    /** Waits until {@code n} matches run, and returns their ids. */
    private static List<Long> waitForRunning(Database db, int n, Process worker, Path log) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(3); // a guard, not a speed limit
        while (System.nanoTime() < giveUp && worker.isAlive()) {
            List<Long> running = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT id FROM matches WHERE status = 'running' ORDER BY id")
                            .mapTo(Long.class)
                            .list());
            if (running.size() >= n) {
                return running;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the worker never played " + n + " matches at once (alive: " + worker.isAlive() + "): "
                + Files.readString(log));
    }

    private static int count(Database db, String sql) {
        return db.jdbi().withHandle(h -> h.createQuery(sql).mapTo(Integer.class).one());
    }
}
