package org.knightsarena.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Background play under a database lock held past SQLite's busy timeout, as by a {@code sqlite3}
 * session or a backup: health says so, and matches resume by themselves once it is released.
 */
class StorageTroubleTest {

    /**
     * Forty rounds of the three sample bots at tables of 3: 120 quick matches, so some still wait when
     * the lock comes however fast the machine plays (24 were all played on a fast one before it came).
     */
    private static final LeagueRules FORTY_ROUNDS = new LeagueRules(
            TestDashboard.QUICK_LEAGUE.ruleset(),
            3,
            40,
            TestDashboard.QUICK_LEAGUE.limits(),
            TestDashboard.QUICK_LEAGUE.versionPolicy());

    /** How long the polls below wait at most: generous, this asserts nothing about speed. */
    private static final int POLLS = 3000;

    @Test
    void playResumesByItselfAfterTheDatabaseWasLockedPastItsBusyTimeout(@TempDir Path data) throws Exception {
        try (TestDashboard server =
                TestDashboard.start(data, TestDashboard.settings(data).withPlay(1, FORTY_ROUNDS))) {
            WebClient admin = server.loggedIn("admin");
            WebClient anonymous = server.client();
            WebClient alice = server.loggedIn("alice"); // a login writes, so before the lock
            JsonNode before = poll(admin, h -> !h.get("lastStoredMatchId").isNull());
            long storedBefore = before.get("lastStoredMatchId").asLong();

            JsonNode trouble;
            try (Connection other = DriverManager.getConnection(
                    "jdbc:sqlite:" + server.database().file())) {
                Statement sql = other.createStatement();
                sql.execute("PRAGMA busy_timeout = 60000");
                sql.execute("BEGIN IMMEDIATE");
                sql.executeUpdate("UPDATE matches SET seed = seed WHERE id = (SELECT MIN(id) FROM matches)");
                assertTrue(
                        count(server, "SELECT COUNT(*) FROM matches WHERE status = 'queued'") > 0,
                        "matches still wait while the lock is held");

                // Nothing can be written until the lock goes: after the busy timeout, play retries.
                trouble = poll(admin, h -> h.get("status").asText().equals("retrying"));
                JsonNode seen = json(anonymous.get("/api/health"));
                assertEquals("retrying", seen.get("status").asText());
                assertTrue(
                        seen.has("retryingSince") && !seen.get("retryingSince").isNull(), seen.toString());
                assertFalse(seen.has("lastError"), "anonymous callers see no error details: " + seen);
                assertFalse(seen.has("lastStoredMatchId"), seen.toString());
                assertTrue(admin.get("/").body().contains("Play is retrying since "), "the admin's home page says so");
                assertFalse(anonymous.get("/").body().contains("Play is retrying"));
                assertFalse(alice.get("/").body().contains("Play is retrying"), "only admins see the notice");
                sql.execute("ROLLBACK");
            }
            assertTrue(trouble.get("consecutiveFailures").asInt() >= 1, trouble.toString());
            assertTrue(trouble.get("lastError").get("message").asText().contains("locked"), trouble.toString());

            long total = count(server, "SELECT COUNT(*) FROM matches");
            JsonNode after = poll(
                    admin,
                    h -> !h.get("status").asText().equals("retrying")
                            && count(server, "SELECT COUNT(*) FROM matches WHERE status IN ('queued', 'running')")
                                    == 0);
            assertEquals(
                    total,
                    count(server, "SELECT COUNT(*) FROM matches WHERE status = 'finished'"),
                    "every match finished after the lock was released");
            assertEquals(1, count(server, "SELECT MAX(attempts) FROM matches"), "no match was played twice");
            assertEquals(0, count(server, "SELECT COUNT(*) FROM match_aborts"));
            assertEquals(total, count(server, "SELECT COUNT(*) FROM replays"), "one stored replay per match");
            assertEquals(0, after.get("consecutiveFailures").asInt(), after.toString());
            assertTrue(after.get("lastStoredMatchId").asLong() > storedBefore, after.toString());
            assertTrue(
                    after.get("lastError").get("message").asText().contains("locked"),
                    "the last error is kept after recovery: " + after);
            // one play thread, but the worker pool asks for a caller per match in flight
            // (MatchExecutor.callersFor): as many worker loops as before the lock, none lost
            assertTrue(before.get("workersAlive").asInt() >= 1, before.toString());
            assertEquals(
                    before.get("workersAlive").asInt(),
                    after.get("workersAlive").asInt(),
                    after.toString());
            assertFalse(admin.get("/").body().contains("Play is retrying"));
        }
    }

    @Test
    void aRequestThatFindsTheDatabaseLockedIsAskedToTryAgainNotFailed(@TempDir Path data) throws Exception {
        try (TestDashboard server = TestDashboard.start(data)) {
            WebClient alice = server.loggedIn("alice"); // a login writes, so before the lock
            HttpResponse<String> busy;
            try (Connection other = DriverManager.getConnection(
                    "jdbc:sqlite:" + server.database().file())) {
                Statement sql = other.createStatement();
                sql.execute("BEGIN IMMEDIATE");
                sql.executeUpdate("UPDATE accounts SET created_at = created_at");
                busy = alice.postJson("/api/tokens", "{\"name\": \"ci\"}", WebClient.csrf(alice.csrfToken()));
                sql.execute("ROLLBACK");
            }
            assertEquals(503, busy.statusCode(), busy.body());
            assertEquals(
                    String.valueOf(Database.BUSY_TIMEOUT_MILLIS / 1000),
                    busy.headers().firstValue("Retry-After").orElse("none"));
            assertTrue(json(busy).get("error").asText().contains("try again"), busy.body());

            HttpResponse<String> again =
                    alice.postJson("/api/tokens", "{\"name\": \"ci\"}", WebClient.csrf(alice.csrfToken()));
            assertEquals(201, again.statusCode(), again.body());
        }
    }

    @Test
    void aDashboardThatPlaysNothingReportsPlayStopped(@TempDir Path data) {
        try (TestDashboard server = TestDashboard.start(data)) {
            JsonNode health = json(server.loggedIn("admin").get("/api/health"));
            assertEquals("stopped", health.get("status").asText());
            assertEquals(0, health.get("workersAlive").asInt());
            assertTrue(health.get("lastError").isNull(), health.toString());
        }
    }

    @Test
    void healthAnswers503WhenTheDatabaseCannotBeReached(@TempDir Path data) {
        try (TestDashboard server = TestDashboard.start(data)) {
            WebClient anonymous = server.client();
            HttpResponse<String> up = anonymous.get("/api/health");
            assertEquals(200, up.statusCode(), up.body());
            assertEquals("reachable", json(up).get("database").asText());

            server.database().close(); // the pool is gone: no request can reach the database

            HttpResponse<String> down = anonymous.get("/api/health");
            assertEquals(503, down.statusCode(), down.body());
            JsonNode health = json(down);
            assertEquals("unreachable", health.get("database").asText());
            assertEquals("stopped", health.get("status").asText(), "the play state is still told");
            assertFalse(health.has("databaseError"), "anonymous callers see no error details: " + health);
        }
    }

    /** Asks for the health as {@code client} until {@code until} holds, within a generous bound. */
    private static JsonNode poll(WebClient client, Predicate<JsonNode> until) throws InterruptedException {
        JsonNode health = null;
        for (int i = 0; i < POLLS; i++) {
            health = json(client.get("/api/health"));
            if (until.test(health)) {
                return health;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the health did not come round in five minutes; last: " + health);
    }

    private static long count(TestDashboard server, String sql) {
        Database database = server.database();
        return database.jdbi()
                .withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }
}
