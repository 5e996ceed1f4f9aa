package org.knightsarena.web.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.storage.StorageBackend;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * The dashboard on a PostgreSQL database ({@code arena serve --db}): accounts, logins by any case
 * of the name, and the main pages and lists. Skipped, saying why, without the test cluster's URL
 * ({@link StorageBackend#URL_VARIABLE}, which {@code .ci/run} always sets).
 */
class PostgresqlDashboardTest {

    @TempDir
    Path dir;

    @Test
    void theDashboardServesAccountsPagesAndListsFromPostgresql() {
        DatabaseLocation location = StorageBackend.POSTGRESQL.location(dir.resolve("db"));
        try (TestDashboard server = TestDashboard.start(location, dir.resolve("data"))) {
            assertEquals(location, server.database().location());
            WebClient alice = server.client();
            alice.login("ALICE", TestDashboard.PASSWORD);
            assertEquals(
                    "alice",
                    WebClient.json(alice.get("/api/me")).get("username").asText(),
                    "a login by another case of the name finds the account");
            for (String path : new String[] {"/", "/api/leagues", "/api/matches", "/api/bots", "/api/health"}) {
                HttpResponse<String> page = alice.get(path);
                assertEquals(200, page.statusCode(), () -> path + ": " + page.body());
            }
        }
    }
}
