package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.Sha256;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import picocli.CommandLine;

class WorkerCommandTest {

    @TempDir
    Path dir;

    @Test
    void aWorkerPlaysEveryQueuedMatchOfASharedDatabaseOnceAndStopsWhenInterrupted() throws Exception {
        DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
        Tournament tournament;
        MatchQueue queue;
        try (Database db = Database.open(server)) {
            // 4 entrants at tables of 3: 4 combinations in 3 seat rotations, 12 matches.
            tournament = Fixtures.tournament(
                    db,
                    Clock.systemUTC(),
                    Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 1, 5),
                    "random",
                    "random",
                    "heuristic",
                    "random");
        }
        StringWriter out = new StringWriter();
        AtomicInteger exit = new AtomicInteger(-1);
        Thread worker = new Thread(() -> exit.set(new CommandLine(new WorkerCommand())
                .setOut(new PrintWriter(out))
                .execute("--db", server.toString(), "--threads", "2", "--name", "test-worker")));
        worker.start();
        try (Database db = Database.open(server)) {
            queue = new MatchQueue(db, Clock.systemUTC(), TournamentCommand.LEASE);
            // A guard against a worker that plays nothing, not a speed limit.
            long giveUp = System.nanoTime() + 300_000_000_000L;
            while (!queue.counts(tournament.id()).isDrained() && System.nanoTime() < giveUp) {
                Thread.sleep(200);
            }
            worker.interrupt();
            worker.join();
            assertEquals(new QueueCounts(0, 0, 12, 0), queue.counts(tournament.id()));
            assertEquals(
                    12,
                    (int) db.jdbi()
                            .withHandle(h -> h.createQuery("SELECT COUNT(DISTINCT match_id) FROM rating_changes")
                                    .mapTo(Integer.class)
                                    .one()),
                    "each match rated once");
        }
        assertEquals(0, exit.get(), out.toString());
        assertTrue(
                out.toString().contains("arena worker test-worker: playing queued matches of " + server),
                out.toString());
        assertTrue(out.toString().contains("arena worker test-worker: stopped"), out.toString());
    }

    @Test
    void aWorkerFetchesBotJarsFromTheDatabaseByDigestWithoutTheServersFiles() throws Exception {
        DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
        Path jar = LastOptionBot.jar(dir.resolve("bot"));
        Sha256 digest = Sha256.of(jar);
        Tournament tournament;
        try (Database db = Database.open(server)) {
            Clock clock = Clock.systemUTC();
            Entries entries = Entries.parse(List.of("heuristic", "random", jar.toString()), AgentCatalog.builtIn());
            List<EntrantSpec> entrants = entries.register(db.jdbi(), new BotFiles(db, clock), clock.instant());
            TournamentSettings settings = new TournamentSettings(
                    Ruleset.CITIES_AND_KNIGHTS,
                    3,
                    1,
                    7,
                    TournamentSettings.Start.STANDARD,
                    new MatchLimits(30, TimeBudget.DEFAULT, 3),
                    EloSettings.STANDARD);
            tournament = new Tournaments(db, clock)
                    .create("jar by digest", settings, entrants, Optional.empty(), OptionalLong.empty());
        }
        Files.delete(jar); // the worker is on another machine: only the database has the JAR
        Path cache = dir.resolve("worker-cache");
        StringWriter out = new StringWriter();
        AtomicInteger exit = new AtomicInteger(-1);
        Thread worker = new Thread(() -> exit.set(new CommandLine(new WorkerCommand())
                .setOut(new PrintWriter(out))
                .execute(
                        "--db",
                        server.toString(),
                        "--threads",
                        "1",
                        "--cache",
                        cache.toString(),
                        "--name",
                        "far-worker")));
        worker.start();
        try (Database db = Database.open(server)) {
            MatchQueue queue = new MatchQueue(db, Clock.systemUTC(), TournamentCommand.LEASE);
            // A guard against a worker that plays nothing, not a speed limit.
            long giveUp = System.nanoTime() + 300_000_000_000L;
            while (!queue.counts(tournament.id()).isDrained() && System.nanoTime() < giveUp) {
                Thread.sleep(200);
            }
            worker.interrupt();
            worker.join();
            String aborts = db.jdbi()
                    .withHandle(h -> String.join(
                            "; ",
                            h.createQuery("SELECT detail FROM match_aborts")
                                    .mapTo(String.class)
                                    .list()));
            // 3 entrants at tables of 3: 1 combination in 3 seat rotations.
            assertEquals(new QueueCounts(0, 0, 3, 0), queue.counts(tournament.id()), aborts);
        }
        assertEquals(0, exit.get(), out.toString());
        assertTrue(Files.isRegularFile(cache.resolve(digest.hex() + ".jar")), "the JAR is kept by digest in the cache");
    }

    @Test
    void aWorkerRefusesAnSqliteDataFolderSayingWhy() {
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new WorkerCommand())
                .setErr(new PrintWriter(err))
                .execute("--data", dir.toString());
        assertEquals(2, exit);
        assertTrue(
                err.toString()
                        .contains(
                                "arena worker plays from a shared PostgreSQL database (--db postgresql://...),"
                                        + " not from an SQLite data folder: a data folder is played by the one process that holds it"),
                err.toString());
    }

    @Test
    void aWorkerNeedsAPostgresqlDatabase() {
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new WorkerCommand())
                .setErr(new PrintWriter(err))
                .execute("--db", "sqlite:arena-data");
        assertEquals(2, exit);
        assertTrue(
                err.toString()
                        .contains("Invalid value for option '--db': --db must look like postgresql://HOST:PORT/NAME"),
                err.toString());
    }
}
