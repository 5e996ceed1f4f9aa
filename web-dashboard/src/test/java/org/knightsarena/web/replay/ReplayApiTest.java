package org.knightsarena.web.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.cli.ReplayCommand;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.SampleReplays;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import picocli.CommandLine;

/** The replay API: public events by default, everything only for those allowed to ask. */
class ReplayApiTest {
    private static final Set<String> PRIVATE =
            Set.of("StolenCardSeen", "ProgressCardReceived", "ProgressCardTaken", "DevelopmentCardDrawn");

    @TempDir
    static Path data;

    static TestDashboard server;
    static int allEvents;

    @BeforeAll
    static void start() {
        allEvents = ReplayJson.read(SampleReplays.citiesAndKnights(data, 1))
                .events()
                .size();
        server = TestDashboard.start(data);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Set<String> types(JsonNode events) {
        Set<String> types = new HashSet<>();
        events.forEach(e -> types.add(e.get("type").asText()));
        return types;
    }

    @Test
    void anonymousViewerGetsOnlyPublicEventsAndTheBoardGeometry() {
        JsonNode r = json(server.client().get("/api/replays/1"));
        assertFalse(r.get("revealed").asBoolean());
        assertFalse(r.get("canReveal").asBoolean());
        Set<String> types = types(r.get("events"));
        assertTrue(types.contains("CardStolen"), "the public half of a theft stays");
        for (String hidden : PRIVATE) {
            assertFalse(types.contains(hidden), hidden + " must not be sent to the public");
        }
        assertTrue(r.get("events").size() < allEvents);
        assertEquals(19, r.get("geometry").get("hexes").size());
        assertEquals(54, r.get("geometry").get("intersections").size());
        assertEquals(72, r.get("geometry").get("paths").size());
        assertEquals(9, r.get("geometry").get("harbours").size());
        assertEquals(
                "CITIES_AND_KNIGHTS",
                r.get("header").get("options").get("ruleset").asText());
    }

    @Test
    void arenaReplayPrintsTheApisAnswerAndRefusesToVerifyItWithoutActions(@TempDir Path scratch) throws IOException {
        HttpResponse<String> answer = server.client().get("/api/replays/1");
        assertEquals(200, answer.statusCode(), answer.body());
        int shown = json(answer).get("events").size();
        Path saved = Files.writeString(scratch.resolve("replay-1.json"), answer.body());

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = new CommandLine(new ReplayCommand())
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(saved.toString());

        assertEquals(0, status, err.toString());
        List<String> lines = out.toString().lines().toList();
        assertEquals(
                "ruleset: cities-and-knights (13 points to win, turn cap 500, random-no-adjacent-red map)",
                lines.get(0));
        assertEquals(shown + " events, 0 actions", lines.get(5));
        assertEquals(shown, lines.stream().filter(l -> l.startsWith("#")).count(), "one line per event shown");

        StringWriter refused = new StringWriter();
        int verify = new CommandLine(new ReplayCommand())
                .setErr(new PrintWriter(refused, true))
                .execute(saved.toString(), "--verify");
        assertEquals(2, verify);
        assertEquals(
                "arena replay: --verify re-runs the replay's actions, and " + saved + " has none (the JSON of"
                        + " GET /api/replays/{id} carries the events only): use the replay file written by arena play"
                        + " --replay",
                refused.toString().strip());
    }

    @Test
    void revealIsRefusedToAnonymousAndToParticipantsWithoutABotInTheGame() {
        HttpResponse<String> anonymous = server.client().get("/api/replays/1?reveal=true");
        assertEquals(401, anonymous.statusCode());
        assertEquals(
                "log in to see hidden information", json(anonymous).get("error").asText());
        HttpResponse<String> bob = server.loggedIn("bob").get("/api/replays/1?reveal=true");
        assertEquals(403, bob.statusCode());
        assertEquals(
                "only organisers and the owners of its bots may see this replay's hidden information",
                json(bob).get("error").asText());
    }

    @Test
    void organiserMayRevealEveryEvent() {
        JsonNode r = json(server.loggedIn("admin").get("/api/replays/1?reveal=true"));
        assertTrue(r.get("revealed").asBoolean());
        assertEquals(allEvents, r.get("events").size());
        assertTrue(types(r.get("events")).contains("StolenCardSeen"));
    }

    @Test
    void ownerOfABotThatPlayedMayReveal(@TempDir Path scratch) {
        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> up = alice.postMultipart(
                "/api/bots", java.util.Map.of("name", "random#2", "csrf", alice.csrfToken()), BotJars.good(scratch));
        assertEquals(201, up.statusCode(), up.body());
        JsonNode r = json(alice.get("/api/replays/1?reveal=true"));
        assertTrue(r.get("canReveal").asBoolean());
        assertEquals(allEvents, r.get("events").size());
    }

    @Test
    void badAndUnknownIdsGetClearErrors() {
        HttpResponse<String> bad = server.client().get("/api/replays/..%2Fx");
        assertTrue(bad.statusCode() == 400 || bad.statusCode() == 404, bad.body());
        HttpResponse<String> word = server.client().get("/api/replays/abc");
        assertEquals(400, word.statusCode());
        assertEquals(
                "a replay id is a number, such as /replays/1",
                json(word).get("error").asText());
        HttpResponse<String> missing = server.client().get("/api/replays/99");
        assertEquals(404, missing.statusCode());
        assertEquals(
                "there is no replay 99; GET /api/replays lists them",
                json(missing).get("error").asText());
    }

    @Test
    void damagedReplayFileGetsAMessageNotAStackTrace() throws Exception {
        java.nio.file.Files.writeString(data.resolve("replays").resolve("2.json"), "{\"format\": 1}");
        HttpResponse<String> r = server.client().get("/api/replays/2");
        assertEquals(500, r.statusCode());
        assertTrue(json(r).get("error").asText().startsWith("replay 2 is damaged and cannot be shown: "), r.body());
        java.nio.file.Files.delete(data.resolve("replays").resolve("2.json"));
    }

    @Test
    void viewerPageIsAShellWithDataAttributesAndAnExternalScript() {
        String page = server.client().get("/replays/1").body();
        assertTrue(
                page.contains("<div id=\"viewer\" class=\"viewer\" data-replay-id=\"1\" data-can-reveal=\"false\">"),
                page);
        assertTrue(page.contains("<script src=\"/static/viewer.js\" defer></script>"), page);
        assertTrue(page.contains("Replay 1: heuristic, heuristic#2, random, random#2"), page);
    }

    @Test
    void listsStoredReplays() {
        assertEquals(
                "[1]", json(server.client().get("/api/replays")).get("replays").toString());
    }
}
