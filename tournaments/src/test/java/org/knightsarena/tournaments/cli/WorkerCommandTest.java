package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;
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
import picocli.CommandLine;

class WorkerCommandTest {

  @TempDir Path dir;

  @Test
  void aWorkerPlaysEveryQueuedMatchOfASharedDatabaseOnceAndStopsWhenInterrupted() throws Exception {
    DatabaseLocation server = StorageBackend.POSTGRESQL.location(dir);
    Tournament tournament;
    MatchQueue queue;
    try (Database db = Database.open(server)) {
      // 4 entrants at tables of 3: 4 combinations in 3 seat rotations, 12 matches.
      tournament = Fixtures.tournament(db, Clock.systemUTC(), Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 1, 5),
          "random", "random", "heuristic", "random");
    }
    StringWriter out = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread worker = new Thread(() -> exit.set(new CommandLine(new WorkerCommand()).setOut(new PrintWriter(out))
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
      assertEquals(12, (int) db.jdbi().withHandle(h -> h.createQuery(
          "SELECT COUNT(DISTINCT match_id) FROM rating_changes").mapTo(Integer.class).one()),
          "each match rated once");
    }
    assertEquals(0, exit.get(), out.toString());
    assertTrue(out.toString().contains("arena worker test-worker: playing queued matches of " + server), out.toString());
    assertTrue(out.toString().contains("arena worker test-worker: stopped"), out.toString());
  }

  @Test
  void aWorkerNeedsAPostgresqlDatabase() {
    StringWriter err = new StringWriter();
    int exit = new CommandLine(new WorkerCommand()).setErr(new PrintWriter(err)).execute("--db", "sqlite:arena-data");
    assertEquals(2, exit);
    assertTrue(err.toString().contains("Invalid value for option '--db': --db must look like postgresql://HOST:PORT/NAME"),
        err.toString());
  }
}
