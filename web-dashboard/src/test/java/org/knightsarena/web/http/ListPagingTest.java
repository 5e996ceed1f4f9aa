package org.knightsarena.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.api.ApiDocs;

/**
 * Every list the API answers is bounded and paged the one way: walks the GET routes of
 * {@code openapi.json}, finds no bare array, and asks each list with the shared bounds (200, 50
 * by default) for one line, for the next page and for too many lines. A bot's ratings and
 * head-to-head have bounds of their own (500, 100 by default), checked in {@code BotPageTest}.
 */
class ListPagingTest {
    @TempDir
    Path data;

    @Test
    void everyListEndpointAnswersAPageOfAtMostTheLimitWithALinkToTheNext() {
        try (TestDashboard server = TestDashboard.start(data)) {
            WebClient admin = server.loggedIn("admin");
            for (String name : List.of("ci", "deploy")) {
                admin.postJson("/api/tokens", "{\"name\": \"" + name + "\"}", csrf(admin.csrfToken()));
            }
            String deadline = Instant.now()
                    .plus(1, ChronoUnit.HOURS)
                    .truncatedTo(ChronoUnit.SECONDS)
                    .toString();
            HttpResponse<String> assignment = admin.postJson(
                    "/api/assignments",
                    "{\"name\": \"Paging 101\","
                            + " \"ruleset\": \"base\", \"tableSize\": 3, \"deadline\": \"" + deadline
                            + "\", \"finalRounds\": 1,"
                            + " \"scrimmageEveryMinutes\": 0, \"baselines\": [\"random\"]}",
                    csrf(admin.csrfToken()));
            assertEquals(201, assignment.statusCode(), assignment.body());
            Map<String, String> pathParameters = Map.of(
                    "{name}", "random", "{id}", json(assignment).get("id").asText());

            JsonNode paths = json(server.client().get(ApiDocs.PATH)).get("paths");
            List<String> paged = new ArrayList<>();
            for (Iterator<String> it = paths.fieldNames(); it.hasNext(); ) {
                String route = it.next();
                JsonNode get = paths.get(route).get("get");
                if (get == null) {
                    continue;
                }
                JsonNode schema = get.at("/responses/200/content/application~1json/schema");
                assertTrue(!"array".equals(schema.path("type").asText()), route + " answers an unbounded array");
                if (!get.path("parameters").toString().contains("#/components/parameters/Limit")) {
                    continue;
                }
                String path = route;
                for (Map.Entry<String, String> p : pathParameters.entrySet()) {
                    path = path.replace(p.getKey(), p.getValue());
                }
                paged.add(route);
                assertPaged(admin, path, LINES_BESIDE_OTHER_LISTS.getOrDefault(route, ""));
            }
            assertEquals(
                    List.of(
                            "/api/tokens",
                            "/api/accounts",
                            "/api/invitations",
                            "/api/bots",
                            "/api/bots/{name}/matches",
                            "/api/leagues",
                            "/api/leagues/{id}/leaderboard",
                            "/api/matches",
                            "/api/replays",
                            "/api/assignments",
                            "/api/assignments/{id}/matches",
                            "/api/games"),
                    paged);
        }
    }

    /**
     * The lines of the pages that also carry other lists, by route: a leaderboard pages its table,
     * not its seasons or the bots waiting for the next one.
     */
    private static final Map<String, String> LINES_BESIDE_OTHER_LISTS =
            Map.of("/api/leagues/{id}/leaderboard", "entrants");

    /** @param noun the page's lines, or empty when the page has only one array */
    private static void assertPaged(WebClient client, String path, String noun) {
        String separator = path.contains("?") ? "&" : "?";
        HttpResponse<String> tooMany = client.get(path + separator + "limit=201");
        assertEquals(400, tooMany.statusCode(), path);
        assertEquals(
                "limit must be 1 to 200, was 201", json(tooMany).get("error").asText(), path);

        JsonNode page = json(client.get(path + separator + "limit=1"));
        assertEquals(1, page.get("limit").asInt(), path + ": " + page);
        assertEquals(0, page.get("offset").asInt(), path + ": " + page);
        long total = page.get("total").asLong();
        JsonNode lines = lines(page, noun);
        assertEquals(Math.min(1, total), lines.size(), path + ": " + page);
        if (total <= 1) {
            assertTrue(page.get("next").isNull(), path + ": " + page);
            return;
        }
        String next = page.get("next").asText();
        assertEquals(path + separator + "limit=1&offset=1", next, path);
        JsonNode second = json(client.get(next));
        assertEquals(1, second.get("offset").asInt(), next);
        assertEquals(1, lines(second, noun).size(), next);
        assertTrue(!lines(second, noun).get(0).equals(lines.get(0)), next + " gives the next line: " + second);
    }

    /** @return the page's lines: under {@code noun}, or its one array when the noun is empty */
    private static JsonNode lines(JsonNode page, String noun) {
        if (!noun.isEmpty()) {
            return page.get(noun);
        }
        List<JsonNode> arrays = new ArrayList<>();
        page.fields().forEachRemaining(f -> {
            if (f.getValue().isArray()) {
                arrays.add(f.getValue());
            }
        });
        assertEquals(1, arrays.size(), page.toString());
        return arrays.get(0);
    }
}
