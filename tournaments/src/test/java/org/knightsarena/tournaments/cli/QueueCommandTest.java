package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.Fixtures;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Tournament;
import picocli.CommandLine;

class QueueCommandTest {

    @TempDir
    Path dir;

    @Test
    void theQueueShowsQueuedRunningByWorkerFinishedLatelyAndFailures() {
        try (Database db = Database.open(dir)) {
            Clock clock = Clock.systemUTC();
            // 4 entrants at tables of 3: 4 combinations in 3 seat rotations, 12 matches.
            Tournament t = Fixtures.tournament(
                    db,
                    clock,
                    Fixtures.settings(Ruleset.CITIES_AND_KNIGHTS, 3, 1, 5),
                    "random",
                    "random",
                    "heuristic",
                    "random");
            MatchQueue queue = new MatchQueue(db, clock, TournamentCommand.LEASE);
            queue.claim(t.id(), "host-a/1#1").orElseThrow();
            queue.claim(t.id(), "host-a/1#2").orElseThrow();
            ClaimedMatch done = queue.claim(t.id(), "host-b/2#1").orElseThrow();
            ClaimedMatch failed = queue.claim(t.id(), "host-b/2#1").orElseThrow();
            long now = clock.millis();
            db.jdbi().useHandle(h -> {
                // What the recorder leaves: one match played a moment ago, one given up after a crash.
                h.execute(
                        "UPDATE matches SET status = 'finished', finished_at = ?, lease_owner = NULL WHERE id = ?",
                        now - 1000,
                        done.matchId());
                h.execute(
                        "UPDATE matches SET status = 'aborted', finished_at = ?, lease_owner = NULL WHERE id = ?",
                        now - 1000,
                        failed.matchId());
                h.execute(
                        "INSERT INTO match_aborts (match_id, attempt, detail, occurred_at) VALUES (?, 1, 'the worker died', ?)",
                        failed.matchId(),
                        now - 1000);
            });
        }
        StringWriter out = new StringWriter();
        int exit =
                new CommandLine(new QueueCommand()).setOut(new PrintWriter(out)).execute("--data", dir.toString());

        String text = out.toString();
        assertEquals(0, exit, text);
        assertTrue(text.contains("  queued 8, running 2, finished 1, failed (given up) 1\n"), text);
        assertTrue(
                text.matches(
                        "(?s).*\n    host-a/1: 2 matches, the oldest started \\d+ s ago, lease renewed, \\d+ s left\n.*"),
                text);
        assertTrue(
                text.contains("  finished: 1 in the last minute (1.0/min); 1 in the last 10 minutes (0.1/min);"
                        + " 1 in the last hour (0.0/min)\n"),
                text);
        assertTrue(text.matches("(?s).*\n    match \\d+, attempt 1, at [^:]+:[^:]+:[^:]+: the worker died\n.*"), text);
    }

    @Test
    void aFolderWithNoDatabaseIsRefusedNamingIt() {
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new QueueCommand())
                .setErr(new PrintWriter(err))
                .execute("--data", dir.resolve("nothing").toString());
        assertEquals(1, exit);
        assertTrue(
                err.toString()
                        .contains("no arena database in "
                                + dir.resolve("nothing").toAbsolutePath() + "; give its --data folder or --db URL"),
                err.toString());
    }
}
