package org.knightsarena.tournaments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.rating.RatingTable;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * Kills a child JVM running {@code arena tournament} in the middle of the run, runs the same
 * command again, and checks that the tournament ends with every scheduled match played exactly
 * once and ratings equal to a recomputation from scratch.
 */
class CrashSafetyTest {

    /** 6 entrants at tables of 4: 15 combinations in 4 rotations, 60 matches a round. */
    private static final int MATCHES = 120;

    @TempDir
    Path dir;

    @Test
    void aKilledRunIsResumedAndEveryMatchEndsWithExactlyOneResult() throws Exception {
        Path data = dir.resolve("data");
        Process first = start(data, dir.resolve("first.log"));
        try {
            waitForFinished(data, 10, first);
        } finally {
            first.destroyForcibly();
            first.waitFor(30, TimeUnit.SECONDS);
        }
        int beforeRestart = finished(data);
        assertTrue(beforeRestart < MATCHES, "the run was killed in the middle (" + beforeRestart + " finished)");

        Process second = start(data, dir.resolve("second.log"));
        assertTrue(second.waitFor(5, TimeUnit.MINUTES), "the resumed run finishes");
        assertEquals(0, second.exitValue(), java.nio.file.Files.readString(dir.resolve("second.log")));
        assertTrue(
                java.nio.file.Files.readString(dir.resolve("second.log")).contains("resuming: "),
                "the second run continued the first");

        try (Database db = Database.open(data)) {
            List<Integer> counts = db.jdbi()
                    .withHandle(h -> List.of(
                            h.createQuery("SELECT COUNT(*) FROM tournaments")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(*) FROM matches")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(*) FROM matches WHERE status = 'finished'")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(DISTINCT result_seq) FROM matches")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT MAX(result_seq) FROM matches")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(*) FROM replays")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(*) FROM rating_changes")
                                    .mapTo(Integer.class)
                                    .one(),
                            h.createQuery("SELECT COUNT(*) FROM match_seats WHERE place IS NULL")
                                    .mapTo(Integer.class)
                                    .one()));
            assertEquals(
                    List.of(1, MATCHES, MATCHES, MATCHES, MATCHES, MATCHES, 4 * MATCHES, 0),
                    counts,
                    "one tournament; every match finished once, with one replay and one rating change per seat");
            long tournament = db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT id FROM tournaments")
                            .mapTo(Long.class)
                            .one());
            RatingTable recomputed = new Standings(db).recompute(tournament);
            for (Entrant e : new Tournaments(db, java.time.Clock.systemUTC()).entrants(tournament)) {
                assertEquals(recomputed.of(e.label()).orElseThrow().rating(), e.rating(), 0.0, e.label());
            }
        }
    }

    private static Process start(Path data, Path log) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx512m",
                "-cp",
                classpath,
                TournamentMain.class.getName(),
                "--agents",
                "heuristic,heuristic,random,random,heuristic,random",
                "--rules",
                "cities-and-knights",
                "--rounds",
                "2",
                "--data",
                data.toString(),
                "--threads",
                "2",
                "--samples",
                "20"));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    private static void waitForFinished(Path data, int atLeast, Process process) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (new File(data.toFile(), Database.FILE_NAME).exists() && finished(data) >= atLeast) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError(
                "the first run did not reach " + atLeast + " finished matches (alive: " + process.isAlive() + ")");
    }

    private static int finished(Path data) {
        try (Database db = Database.open(data)) {
            return db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE status = 'finished'")
                            .mapTo(Integer.class)
                            .one());
        } catch (RuntimeException e) {
            // The schema may not exist yet while the child creates it.
            return 0;
        }
    }
}
