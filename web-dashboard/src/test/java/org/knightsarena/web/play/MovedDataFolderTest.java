package org.knightsarena.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** Uploaded bots are found by the digest of their JAR, not by a path: a moved data folder keeps them playing. */
class MovedDataFolderTest {

    @TempDir
    Path dir;

    @Test
    void anUploadedBotPlaysItsTestMatchAfterTheDataFolderMoved() throws Exception {
        Path before = dir.resolve("before");
        Path after = dir.resolve("after");
        long testMatch;
        try (TestDashboard first = TestDashboard.start(before)) { // plays nothing
            WebClient alice = first.loggedIn("alice");
            String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                    .get("token")
                    .asText();
            HttpResponse<String> uploaded = first.client()
                    .postMultipart(
                            "/api/bots", Map.of("name", "mover"), BotJars.good(dir.resolve("scratch")), bearer(token));
            assertEquals(201, uploaded.statusCode(), uploaded.body());
            testMatch = json(uploaded).get("testMatch").get("id").asLong();
        }
        Files.move(before, after);
        try (TestDashboard second = TestDashboard.start(after, TestDashboard.playing(after))) {
            String status = "queued";
            // A guard against a dashboard that plays nothing, not a speed limit.
            long giveUp = System.nanoTime() + 300_000_000_000L;
            while ((status.equals("queued") || status.equals("running")) && System.nanoTime() < giveUp) {
                Thread.sleep(200);
                status = second.database()
                        .jdbi()
                        .withHandle(h -> h.createQuery("SELECT status FROM matches WHERE id = :id")
                                .bind("id", testMatch)
                                .mapTo(String.class)
                                .one());
            }
            String detail = second.database()
                    .jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT COALESCE(MAX(detail), '') FROM match_aborts WHERE match_id = :id")
                            .bind("id", testMatch)
                            .mapTo(String.class)
                            .one());
            assertEquals("finished", status, "the test match played to its end; aborts: " + detail);
        }
        assertFalse(Files.exists(before), "nothing was read from the old place");
    }
}
