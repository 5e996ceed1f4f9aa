package org.knightsarena.web.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.PlayedLeague;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** The bot page and its API over real HTTP, checked against the stored seats and rating changes. */
class BotPageTest {
    private static final Pattern POLYLINE =
            Pattern.compile("<polyline class=\"series series-\\d\" points=\"([^\"]*)\"");

    @TempDir
    static Path data;

    static TestDashboard server;
    static WebClient anonymous;

    @BeforeAll
    static void playTwoSeasons() throws InterruptedException {
        server = TestDashboard.start(data);
        anonymous = server.client();
        PlayedLeague.play(server.database());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** One stored seat of a finished match. */
    record StoredSeat(long match, String bot, int place) {}

    /** Counts, from the stored seats, each pair of seats of alice's bot and another bot at one table. */
    private static Map<String, int[]> headToHeadFromTheSeats(String bot) {
        List<StoredSeat> seats = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT ms.match_id, a.name, ms.place FROM match_seats ms JOIN matches m ON m.id = ms.match_id"
                                        + " JOIN agent_versions v ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id"
                                        + " WHERE m.status = 'finished'")
                        .map((rs, ctx) -> new StoredSeat(rs.getLong(1), rs.getString(2), rs.getInt(3)))
                        .list());
        Map<String, int[]> counts = new TreeMap<>();
        for (StoredSeat mine : seats) {
            if (!mine.bot().equals(bot)) {
                continue;
            }
            for (StoredSeat other : seats) {
                if (other.match() == mine.match() && !other.bot().equals(bot)) {
                    int[] c = counts.computeIfAbsent(other.bot(), k -> new int[4]);
                    c[0]++;
                    c[mine.place() < other.place() ? 1 : mine.place() > other.place() ? 2 : 3]++;
                }
            }
        }
        return counts;
    }

    @Test
    void headToHeadCountsEqualACountOverTheStoredSeats() {
        for (String bot : List.of(PlayedLeague.ALICE_BOT, "heuristic")) {
            Map<String, int[]> expected = headToHeadFromTheSeats(bot);
            assertEquals(3, expected.size(), "four bots in the league: three opponents each");
            Map<String, int[]> shown = new TreeMap<>();
            JsonNode lines =
                    json(anonymous.get("/api/bots/" + bot + "/head-to-head")).get("opponents");
            lines.forEach(l -> shown.put(l.get("opponent").asText(), new int[] {
                l.get("games").asInt(),
                l.get("ahead").asInt(),
                l.get("behind").asInt(),
                l.get("ties").asInt()
            }));
            assertEquals(expected.keySet(), shown.keySet());
            expected.forEach((opponent, c) -> assertEquals(
                    List.of(c[0], c[1], c[2], c[3]),
                    List.of(
                            shown.get(opponent)[0],
                            shown.get(opponent)[1],
                            shown.get(opponent)[2],
                            shown.get(opponent)[3]),
                    bot + " against " + opponent));
            for (int i = 1; i < lines.size(); i++) {
                assertTrue(
                        lines.get(i - 1).get("games").asInt()
                                >= lines.get(i).get("games").asInt(),
                        "most games first");
            }
        }
    }

    @Test
    void ratingsAndHeadToHeadComeInBoundedPages() {
        String bot = "/api/bots/" + PlayedLeague.ALICE_BOT;
        JsonNode all = json(anonymous.get(bot + "/ratings"));
        JsonNode first = json(anonymous.get(bot + "/ratings?limit=1"));
        JsonNode second = json(anonymous.get(bot + "/ratings?limit=1&offset=1"));
        assertEquals(all.get("ratings").size(), all.get("total").asInt());
        assertEquals(all.get("total"), first.get("total"));
        assertEquals(
                List.of(all.get("ratings").get(0), all.get("ratings").get(1)),
                List.of(first.get("ratings").get(0), second.get("ratings").get(0)));
        assertEquals(1, second.get("ratings").size());
        JsonNode opponents = json(anonymous.get(bot + "/head-to-head?limit=2"));
        assertEquals(3, opponents.get("total").asInt());
        assertEquals(2, opponents.get("opponents").size());
        for (String query : List.of(
                "/ratings?limit=0", "/ratings?limit=501", "/head-to-head?offset=-1", "/head-to-head?limit=ten")) {
            HttpResponse<String> refused = anonymous.get(bot + query);
            assertEquals(400, refused.statusCode(), query + ": " + refused.body());
        }
        assertEquals(
                "limit must be 1 to 500, was 501",
                json(anonymous.get(bot + "/ratings?limit=501")).get("error").asText());
    }

    @Test
    void ratingHistoryPointsAreTheBotsRatingChanges() {
        List<String> stored = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT rc.match_id, rc.rating_before, rc.rating_after FROM rating_changes rc"
                                        + " JOIN entrants e ON e.id = rc.entrant_id JOIN agent_versions v ON v.id = e.agent_version_id"
                                        + " JOIN agents a ON a.id = v.agent_id WHERE a.name = :bot ORDER BY rc.match_id")
                        .bind("bot", PlayedLeague.ALICE_BOT)
                        .map((rs, ctx) -> rs.getLong(1) + ":" + rs.getDouble(2) + ":" + rs.getDouble(3))
                        .list());
        JsonNode points = json(anonymous.get("/api/bots/" + PlayedLeague.ALICE_BOT + "/ratings"))
                .get("ratings");
        List<String> shown = new ArrayList<>();
        List<String> series = new ArrayList<>();
        points.forEach(p -> {
            shown.add(p.get("matchId").asLong() + ":" + p.get("before").asDouble() + ":"
                    + p.get("after").asDouble());
            if (!series.contains(p.get("series").asText())) {
                series.add(p.get("series").asText());
            }
        });
        assertTrue(stored.size() >= 2, stored.toString());
        assertEquals(
                stored,
                shown.stream()
                        .sorted((a, b) ->
                                Long.compare(Long.parseLong(a.split(":")[0]), Long.parseLong(b.split(":")[0])))
                        .toList());
        assertEquals(List.of(PlayedLeague.NAME + " season 2", PlayedLeague.NAME + " season 1"), series, "latest first");

        String page = anonymous.get("/bots/" + PlayedLeague.ALICE_BOT).body();
        Matcher m = POLYLINE.matcher(page);
        int drawn = 0;
        int lines = 0;
        while (m.find()) {
            drawn += m.group(1).split(" ").length;
            lines++;
        }
        assertEquals(2, lines, "one line per season");
        assertEquals(stored.size(), drawn, "one point per rated match");
        assertTrue(page.contains(">Rating</text>"), page);
    }

    @Test
    void thePageListsVersionsRecentMatchesAndHeadToHead() {
        String page = anonymous.get("/bots/heuristic").body();
        assertTrue(page.contains("<h1 id=\"bot-name\">heuristic</h1>"), page);
        assertTrue(page.contains("<table id=\"versions\">"), page);
        assertTrue(page.contains("<table id=\"head-to-head\">"), page);
        JsonNode recent = json(anonymous.get("/api/bots/heuristic/matches?limit=20"));
        assertEquals(json(anonymous.get("/api/matches?agent=heuristic")).get("total"), recent.get("total"));
        assertTrue(page.contains("All " + recent.get("total").asLong() + " matches"), page);
        for (JsonNode m : recent.get("matches")) {
            assertTrue(
                    page.contains("<a class=\"match-link\" href=\"/matches/"
                            + m.get("id").asLong() + "\">"),
                    page);
        }
        assertTrue(page.contains("<a class=\"bot-link\" href=\"/bots/alice-bot\">alice-bot</a>"), page);
        assertFalse(page.contains("id=\"bot-private\""), "no one here owns the sample bots");
    }

    @Test
    void faultsAndLogLinksAreShownToTheOwnerAndAdminsOnly() {
        String path = "/bots/" + PlayedLeague.ALICE_BOT;
        for (String viewer : List.of("alice", "admin")) {
            String page = server.loggedIn(viewer).get(path).body();
            assertTrue(page.contains("<section id=\"bot-private\">"), viewer);
            assertTrue(page.contains("<table id=\"bot-faults\">"), viewer);
            assertTrue(page.contains("fumbled decision 1"), viewer);
            assertTrue(page.contains("class=\"log-link\" href=\"/matches/"), viewer);
        }
        for (WebClient other : List.of(anonymous, server.loggedIn("bob"))) {
            String page = other.get(path).body();
            assertFalse(page.contains("bot-private"), page);
            assertFalse(page.contains("fumbled decision"), page);
        }
    }

    @Test
    void unknownBotsAreNotFound() {
        for (String path :
                List.of("/api/bots/nobody/ratings", "/api/bots/nobody/head-to-head", "/api/bots/nobody/matches")) {
            HttpResponse<String> r = anonymous.get(path);
            assertEquals(404, r.statusCode(), path);
            assertEquals(
                    "there is no bot named 'nobody'; GET /api/bots lists them",
                    json(r).get("error").asText());
        }
        assertEquals(404, anonymous.get("/bots/nobody").statusCode());
    }
}
