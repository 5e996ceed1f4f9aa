package org.knightsarena.web.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.HandlerType;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.PracticedClassroom;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Issue 13, item 3: every GET route (each one in openapi.json, and every page) walked as an
 * anonymous visitor, another organiser and a classmate, against a private assignment with a
 * played, rated match, finds nothing of it that they may not see: not its name, its students'
 * bots, their JAR digests, its match ids, nor its ratings. The same walk as the assignment's
 * organiser finds all of it, so the walk does reach what it looks for.
 */
class PrivateAssignmentAudienceTest {
    /** The digest given to the private student's version, so that a leak can be searched for. */
    private static final String DIGEST = "5ec7e7d16e575ec7e7d16e575ec7e7d16e575ec7e7d16e575ec7e7d16e57abcd";
    /** A bot name that never existed, to tell an echo of the asked name from a leak. */
    private static final String NEVER = "never-was-bot";
    /** Page routes that need what a visitor cannot guess or that show no stored data. */
    private static final Set<String> UNWALKED_PAGES = Set.of("/join/{code}", "/login", "/account", "/upload");

    @TempDir
    Path data;

    TestDashboard server;
    PracticedClassroom classroom;

    @BeforeEach
    void playAPrivateMatch() {
        server = TestDashboard.start(data);
        classroom = PracticedClassroom.play(server);
        server.database()
                .jdbi()
                .useHandle(h -> h.execute(
                        "UPDATE agent_versions SET jar_sha256 = ? WHERE agent_id ="
                                + " (SELECT id FROM agents WHERE name = 'alice-bot')",
                        DIGEST));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anonymousVisitorsAndOtherOrganisersFindNothingOfAPrivateAssignment() {
        for (String visitor : List.of("", "other-teacher")) {
            WebClient client = visitor.isEmpty() ? server.client() : server.loggedIn(visitor);
            assertEquals(List.of(), walk(client, everything()), "found by '" + visitor + "'");
        }
    }

    @Test
    void aClassmateFindsNoneOfAnotherStudentsMatchesNorDigest() {
        // bob joined and entered bob-bot: he sees the assignment and its entries, not alice's games.
        assertEquals(List.of(), walk(server.loggedIn("bob"), matchesAndDigest()));
    }

    @Test
    void theOrganiserFindsAllOfIt() {
        List<String> tokens = everything();
        List<String> found = walk(server.loggedIn("teacher"), tokens);
        Set<String> kinds = new TreeSet<>();
        found.forEach(f -> kinds.add(f.substring(f.indexOf(": ") + 2)));
        assertEquals(new TreeSet<>(tokens), kinds, "the walk reaches each secret where it may be seen");
    }

    /** @return the private assignment's name, its students' bots, the digest and the match's traces */
    private List<String> everything() {
        List<String> tokens = new ArrayList<>(List.of(PracticedClassroom.NAME, "alice-bot", "bob-bot"));
        tokens.addAll(matchesAndDigest());
        return tokens;
    }

    private List<String> matchesAndDigest() {
        long m = classroom.match();
        return List.of(
                DIGEST, "/matches/" + m + "\"", "/replays/" + m + "\"", "\"matchId\":" + m + ",", "match id " + m);
    }

    /**
     * @return "route (status): token" for each token found in the answer of each walked route. A
     *     route that names the token itself (/bots/alice-bot) echoes it in its answer, so there a
     *     find is an answer that differs from the one for a name that never existed: anything
     *     that tells the two apart gives the private bot away.
     */
    private List<String> walk(WebClient client, List<String> tokens) {
        List<String> found = new ArrayList<>();
        for (String route : routes()) {
            HttpResponse<String> response = client.get(route);
            String body = response.body() + matchIdsIn(route, response);
            for (String token : tokens) {
                boolean seen;
                if (route.contains(token)) {
                    HttpResponse<String> probe = client.get(route.replace(token, NEVER));
                    seen = probe.statusCode() != response.statusCode()
                            || !probe.body().equals(response.body().replace(token, NEVER));
                } else {
                    seen = body.contains(token);
                }
                if (seen) {
                    found.add(route + " (" + response.statusCode() + "): " + token);
                }
            }
        }
        return found;
    }

    /**
     * @return "match id N" for each match id a JSON answer holds: the ids of match lines (objects
     *     with seats), and for the replay list the bare ids of its page
     */
    private static String matchIdsIn(String route, HttpResponse<String> response) {
        if (!response.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
            return "";
        }
        StringBuilder ids = new StringBuilder();
        collect(WebClient.json(response), route.startsWith("/api/replays"), ids);
        return ids.toString();
    }

    private static void collect(JsonNode node, boolean bareIds, StringBuilder ids) {
        if (node.isObject()) {
            if (node.has("seats") && node.has("id")) {
                ids.append(" match id ").append(node.get("id").asLong());
            }
            // The replay list is a page: its ids are the bare numbers under "replays".
            node.fields()
                    .forEachRemaining(
                            e -> collect(e.getValue(), bareIds && e.getKey().equals("replays"), ids));
        } else if (node.isArray()) {
            node.forEach(child -> collect(child, bareIds, ids));
        } else if (bareIds && node.isNumber()) {
            ids.append(" match id ").append(node.asLong());
        }
    }

    /** Every GET route in openapi.json and every page, with the private assignment's ids and names put in. */
    private Set<String> routes() {
        long league = classroom.assignment().leagueId();
        long match = classroom.match();
        Set<String> patterns = new TreeSet<>();
        // One client and one read of the document: each WebClient keeps its own connections open,
        // and the server closes those of one address past its cap (ConnectionsPerAddress).
        JsonNode paths = WebClient.json(server.client().get(ApiDocs.PATH)).get("paths");
        Iterator<String> documented = paths.fieldNames();
        while (documented.hasNext()) {
            String path = documented.next();
            if (paths.get(path).has("get")) {
                patterns.add(path);
            }
        }
        server.dashboard().app().unsafe.internalRouter.allHttpHandlers().stream()
                .filter(e -> e.endpoint.method == HandlerType.GET
                        && !e.endpoint.path.startsWith("/api/")
                        && !e.endpoint.path.startsWith("/static")
                        && !UNWALKED_PAGES.contains(e.endpoint.path))
                .forEach(e -> patterns.add(e.endpoint.path));
        Set<String> routes = new LinkedHashSet<>();
        for (String pattern : patterns) {
            String id = pattern.startsWith("/api/matches")
                            || pattern.startsWith("/matches")
                            || pattern.startsWith("/api/replays")
                            || pattern.startsWith("/replays")
                    ? Long.toString(match)
                    : Long.toString(league);
            for (String bot : List.of("alice-bot", "heuristic", "random")) {
                routes.add(pattern.replace("{id}", id).replace("{name}", bot));
            }
        }
        assertTrue(routes.size() > 25, routes.toString());
        routes.addAll(List.of(
                "/api/matches?league=" + league,
                "/api/matches?agent=alice-bot",
                "/api/matches?agent=heuristic",
                "/matches?league=" + league,
                "/matches?agent=alice-bot",
                "/api/bots?owner=alice",
                "/api/replays/" + match + "?reveal=true",
                "/api/leagues/" + league + "/leaderboard?season=1",
                "/api/bots/heuristic/matches?league=" + league));
        return routes;
    }
}
