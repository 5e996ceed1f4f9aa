package org.knightsarena.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.TestDashboard.PASSWORD;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;

/**
 * An assignment's baselines are pinned to a version (issue 13, item 1): an upload never moves
 * one, only the organiser re-pins it, and the assignment shows which versions play.
 */
class BaselinePinTest {
    @TempDir
    Path data;

    @TempDir
    Path scratch;

    @Test
    void aBaselineKeepsItsVersionUntilTheOrganiserRepinsIt() {
        try (TestDashboard server = TestDashboard.start(data)) {
            server.dashboard().accounts().create("teacher", PASSWORD, Role.ORGANISER);
            WebClient teacher = server.loggedIn("teacher");
            byte[] jar = BotJars.good(scratch);
            assertEquals(
                    201, upload(teacher, Map.of("name", "teacher-bot"), jar).statusCode());
            HttpResponse<String> created = teacher.postJson(
                    "/api/assignments",
                    "{\"name\": \"Pinned\","
                            + " \"ruleset\": \"cities-and-knights\", \"tableSize\": 3, \"deadline\": \""
                            + Instant.now().plus(Duration.ofDays(1))
                            + "\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                            + " \"baselines\": [\"teacher-bot\", \"random\"]}",
                    csrf(teacher.csrfToken()));
            assertEquals(201, created.statusCode(), created.body());
            long id = json(created).get("id").asLong();
            String api = "/api/assignments/" + id;

            HttpResponse<String> moved =
                    upload(teacher, Map.of("name", "teacher-bot", "league", Long.toString(id)), jar);
            assertEquals(409, moved.statusCode(), moved.body());
            assertEquals(
                    "'teacher-bot' is a baseline of 'Pinned', pinned to its version; only the organiser changes it,"
                            + " by re-pinning the baseline to the bot's latest version",
                    json(moved).get("error").asText());
            assertEquals("teacher-bot 1", pinned(json(teacher.get(api)), "teacher-bot"), "the upload moved nothing");
            String page = teacher.get("/assignments/" + id).body();
            assertTrue(
                    page.contains("random version builtin-") && page.contains("teacher-bot version 1"),
                    "the page names the baselines' versions: " + page);

            WebClient alice = server.loggedIn("alice");
            assertEquals(
                    404,
                    alice.postJson(api + "/baselines", "{\"bot\": \"teacher-bot\"}", csrf(alice.csrfToken()))
                            .statusCode(),
                    "a stranger does not even see the assignment");
            HttpResponse<String> notABaseline =
                    teacher.postJson(api + "/baselines", "{\"bot\": \"mcts\"}", csrf(teacher.csrfToken()));
            assertEquals(400, notABaseline.statusCode());
            assertEquals(
                    "'mcts' is not a baseline of 'Pinned'",
                    json(notABaseline).get("error").asText());

            HttpResponse<String> repinned =
                    teacher.postJson(api + "/baselines", "{\"bot\": \"teacher-bot\"}", csrf(teacher.csrfToken()));
            assertEquals(200, repinned.statusCode(), repinned.body());
            assertEquals("teacher-bot 2", pinned(json(repinned), "teacher-bot"));
            String repinnedPage = teacher.get("/assignments/" + id).body();
            assertTrue(repinnedPage.contains("teacher-bot version 2"), repinnedPage);

            assertEquals(
                    201, upload(teacher, Map.of("name", "teacher-bot"), jar).statusCode(), "version 3, elsewhere");
            HttpResponse<String> byButton = teacher.postForm(
                    "/assignments/" + id + "/baselines",
                    Map.of(
                            "csrf",
                            WebClient.csrfField(repinnedPage.substring(repinnedPage.indexOf("baseline-versions"))),
                            "bot",
                            "teacher-bot"));
            assertEquals(303, byButton.statusCode(), byButton.body());
            assertEquals("teacher-bot 3", pinned(json(teacher.get(api)), "teacher-bot"), "re-pinned from the page");
        }
    }

    private static HttpResponse<String> upload(WebClient client, Map<String, String> fields, byte[] jar) {
        return client.postMultipart("/api/bots", fields, jar, csrf(client.csrfToken()));
    }

    /** @return "bot version" of the named baseline in an assignment's answer */
    private static String pinned(JsonNode assignment, String bot) {
        for (JsonNode b : assignment.get("baselineVersions")) {
            if (b.get("bot").asText().equals(bot)) {
                return bot + " " + b.get("version").asText();
            }
        }
        throw new AssertionError("no baseline " + bot + " in " + assignment);
    }
}
