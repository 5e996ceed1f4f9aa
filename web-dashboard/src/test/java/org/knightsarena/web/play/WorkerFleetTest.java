package org.knightsarena.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.Arena;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SeasonKind;
import org.knightsarena.tournaments.rating.RatingTable;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.tournaments.tournament.Entrant;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournaments;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Issue 19's fleet, with real processes: a dashboard on PostgreSQL that plays nothing
 * ({@code --play-threads 0}) and two {@code arena worker} JVMs, each with a bot cache of its own,
 * play a season of 60 matches with uploaded bot JARs; one worker is killed with SIGKILL in the
 * middle of a match. Skipped, saying why, without the test cluster's URL ({@link StorageBackend#URL_VARIABLE}).
 */
class WorkerFleetTest {

    /** 6 entrants at tables of 3: 20 combinations in 3 seat rotations. */
    private static final int MATCHES = 60;

    @TempDir
    Path dir;

    @Test
    void twoWorkersOneKilledMidMatchPlayEverySeasonMatchOnceWithRatingsThatAddUp() throws Exception {
        DatabaseLocation location = StorageBackend.POSTGRESQL.location(dir.resolve("db"));
        List<Process> workers = new ArrayList<>();
        try (TestDashboard server = TestDashboard.start(location, dir.resolve("server-data"))) {
            Database db = server.database();
            long tournament = season(server);
            Process a = worker(location, "worker-a");
            Process b = worker(location, "worker-b");
            workers.addAll(List.of(a, b));

            // Kill B while it holds a match, once some are done.
            List<Long> killedInPlay = List.of();
            long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(5); // a guard, not a speed limit
            while (killedInPlay.isEmpty() && System.nanoTime() < giveUp) {
                Thread.sleep(50);
                List<Long> held = db.jdbi()
                        .withHandle(h -> h.createQuery(
                                        "SELECT id FROM matches"
                                                + " WHERE status = 'running' AND tournament_id = :t AND lease_owner LIKE 'worker-b#%'")
                                .bind("t", tournament)
                                .mapTo(Long.class)
                                .list());
                if (!held.isEmpty() && finished(db, tournament) >= 6) {
                    b.destroyForcibly(); // SIGKILL: no hook runs, the leases stay until they expire
                    b.waitFor();
                    killedInPlay = held;
                }
            }
            assertTrue(!killedInPlay.isEmpty(), "worker B held a match after 6 were done: " + log("worker-b"));
            assertTrue(finished(db, tournament) < MATCHES, "B was killed in the middle of the season");

            giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
            while (finished(db, tournament) < MATCHES && a.isAlive() && System.nanoTime() < giveUp) {
                Thread.sleep(200);
            }
            a.destroy(); // SIGTERM
            assertTrue(a.waitFor(2, TimeUnit.MINUTES), "worker A stops on SIGTERM");

            assertEquals(
                    List.of(MATCHES, MATCHES, MATCHES, 3 * MATCHES, 0),
                    db.jdbi()
                            .withHandle(h -> List.of(
                                    count(h, "SELECT COUNT(*) FROM matches WHERE tournament_id = :t", tournament),
                                    count(
                                            h,
                                            "SELECT COUNT(*) FROM matches WHERE tournament_id = :t AND status = 'finished'",
                                            tournament),
                                    count(
                                            h,
                                            "SELECT COUNT(*) FROM replays r JOIN matches m ON m.id = r.match_id"
                                                    + " WHERE m.tournament_id = :t",
                                            tournament),
                                    count(
                                            h,
                                            "SELECT COUNT(*) FROM rating_changes c JOIN matches m ON m.id = c.match_id"
                                                    + " WHERE m.tournament_id = :t",
                                            tournament),
                                    count(
                                            h,
                                            "SELECT COUNT(*) FROM match_seats s JOIN matches m ON m.id = s.match_id"
                                                    + " WHERE m.tournament_id = :t AND s.place IS NULL",
                                            tournament))),
                    "every match finished once, with one replay and one rating change per seat; " + log("worker-a"));
            for (long id : killedInPlay) {
                assertTrue(
                        db.jdbi().withHandle(h -> count(h, "SELECT attempts FROM matches WHERE id = :t", id)) >= 2,
                        "match " + id + ", in play on the killed worker, was played again");
            }
            // Each entrant's changes chain: what one match left is what the next began from.
            for (Entrant e : new Tournaments(db, Clock.systemUTC()).entrants(tournament)) {
                List<double[]> changes = db.jdbi()
                        .withHandle(h -> h.createQuery(
                                        "SELECT c.rating_before, c.rating_after FROM rating_changes c JOIN matches m ON m.id = c.match_id"
                                                + " WHERE c.entrant_id = :e ORDER BY m.result_seq")
                                .bind("e", e.id())
                                .map((rs, ctx) -> new double[] {rs.getDouble(1), rs.getDouble(2)})
                                .list());
                for (int i = 1; i < changes.size(); i++) {
                    assertEquals(changes.get(i - 1)[1], changes.get(i)[0], 0.0, e.label() + " change " + i);
                }
                assertEquals(
                        changes.get(changes.size() - 1)[1], e.rating(), 0.0, e.label() + " ends where its changes do");
            }
            RatingTable recomputed = new Standings(db).recompute(tournament);
            for (Entrant e : new Tournaments(db, Clock.systemUTC()).entrants(tournament)) {
                assertEquals(recomputed.of(e.label()).orElseThrow().rating(), e.rating(), 0.0, e.label());
            }
        } finally {
            for (Process p : workers) {
                p.destroyForcibly();
            }
        }
    }

    /** Uploads four bots and starts a season of them and two sample bots in a league of tables of 3. */
    private long season(TestDashboard server) {
        WebClient alice = server.loggedIn("alice");
        String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        List<Long> versions = new ArrayList<>(server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT v.id FROM agent_versions v JOIN agents a ON a.id = v.agent_id"
                                + " WHERE a.name IN ('random', 'heuristic') ORDER BY v.id")
                        .mapTo(Long.class)
                        .list()));
        for (int n = 1; n <= 4; n++) {
            HttpResponse<String> up = server.client()
                    .postMultipart(
                            "/api/bots",
                            Map.of("name", "fleet-" + n),
                            BotJars.good(dir.resolve("bot-" + n)),
                            bearer(token));
            assertEquals(201, up.statusCode(), up.body());
            versions.add(json(up).get("version").get("id").asLong());
        }
        Leagues leagues = new Leagues(server.database(), Clock.systemUTC());
        League league = leagues.create("Fleet", TestDashboard.QUICK_LEAGUE);
        versions.forEach(v -> leagues.enter(league.id(), v));
        return leagues.startNextSeason(league.id(), SeasonKind.REGULAR, OptionalInt.empty())
                .tournamentId()
                .orElseThrow();
    }

    /** Starts {@code arena worker} in a JVM of its own, with a bot cache of its own: another machine. */
    private Process worker(DatabaseLocation location, String name) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return new ProcessBuilder(
                        java,
                        "-Xmx384m",
                        "-cp",
                        classpath,
                        Arena.class.getName(),
                        "worker",
                        "--db",
                        location.toString(),
                        "--threads",
                        "2",
                        "--name",
                        name,
                        "--cache",
                        dir.resolve(name + "-cache").toString(),
                        "--finish-within",
                        "0")
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile())
                .start();
    }

    private String log(String worker) {
        try {
            return Files.readString(dir.resolve(worker + ".log"));
        } catch (java.io.IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private static int finished(Database db, long tournament) {
        return db.jdbi()
                .withHandle(h -> count(
                        h,
                        "SELECT COUNT(*) FROM matches WHERE tournament_id = :t" + " AND status = 'finished'",
                        tournament));
    }

    private static int count(org.jdbi.v3.core.Handle h, String sql, long t) {
        return h.createQuery(sql).bind("t", t).mapTo(Integer.class).one();
    }
}
