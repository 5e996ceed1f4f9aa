package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * The open league over real HTTP: at start the server registers the sample bots, starts a season
 * of quick matches and plays it in the background; the leagues, leaderboard and matches APIs
 * show the results, and each stored replay opens in the viewer.
 */
class LeagueApiTest {
    @TempDir
    static Path data;

    static TestDashboard server;
    static WebClient client;
    static long leagueId;

    @BeforeAll
    static void startAndPlayTheSeason() throws InterruptedException {
        server = TestDashboard.start(data, TestDashboard.playing(data));
        client = server.client();
        leagueId = waitForTheSeason(client);
    }

    /**
     * Waits until the open league's season has played every match and was closed (the next one
     * waits out the test settings' hour-long break); returns the league's id.
     */
    static long waitForTheSeason(WebClient client) throws InterruptedException {
        for (int i = 0; i < 3000; i++) {
            JsonNode season =
                    json(client.get("/api/leagues")).get("leagues").get(0).get("season");
            if (season.get("status").asText().equals("closed")) {
                return json(client.get("/api/leagues"))
                        .get("leagues")
                        .get(0)
                        .get("id")
                        .asLong();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the season did not finish in five minutes: "
                + client.get("/api/leagues").body());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theOpenLeagueIsListedWithItsSeasonPlayed() {
        JsonNode leagues = json(client.get("/api/leagues")).get("leagues");
        assertEquals(1, leagues.size());
        JsonNode league = leagues.get(0);
        assertEquals(OpenLeague.NAME, league.get("name").asText());
        assertEquals("cities-and-knights", league.get("ruleset").asText());
        JsonNode season = league.get("season");
        assertEquals(1, season.get("number").asInt());
        assertEquals("closed", season.get("status").asText(), "a played season closes by itself");
        assertTrue(season.get("total").asInt() >= 1, season.toString());
        assertEquals(season.get("total").asInt(), season.get("done").asInt());
    }

    @Test
    void theLeaderboardHasTheSampleBotsWithTheirGames() {
        JsonNode board = json(client.get("/api/leagues/" + leagueId + "/leaderboard"));
        JsonNode entrants = board.get("entrants");
        Set<String> names = new HashSet<>();
        int games = 0;
        for (JsonNode e : entrants) {
            names.add(e.get("name").asText());
            assertTrue(e.get("version").asText().startsWith("builtin-"), e.toString());
            assertTrue(e.get("low").asDouble() <= e.get("rating").asDouble(), e.toString());
            assertTrue(e.get("rating").asDouble() <= e.get("high").asDouble(), e.toString());
            assertTrue(e.get("games").asInt() > 0, e.toString());
            double meanPlace = e.get("meanPlace").asDouble();
            assertTrue(meanPlace >= 1 && meanPlace <= 3, e.toString());
            double win = e.get("winPercent").asDouble();
            assertTrue(win >= 0 && win <= 100, e.toString());
            games += e.get("games").asInt();
        }
        assertEquals(Set.copyOf(SampleBots.NAMES), names);
        int finished = 0;
        for (JsonNode m : json(client.get("/api/matches?league=" + leagueId)).get("matches")) {
            finished += m.get("status").asText().equals("finished") ? 1 : 0;
        }
        assertEquals(3 * finished, games, "every finished match counts a game for each of its 3 seats");
        assertEquals(1, entrants.get(0).get("rank").asInt());
    }

    @Test
    void matchesListTheirSeatsAndReplaysThatOpenInTheViewer() {
        JsonNode listed = json(client.get("/api/matches?league=" + leagueId));
        JsonNode matches = listed.get("matches");
        int total = json(client.get("/api/leagues"))
                .get("leagues")
                .get(0)
                .get("season")
                .get("total")
                .asInt();
        assertEquals(total, matches.size());
        assertEquals(total, listed.get("total").asInt());
        JsonNode match = matches.get(0);
        assertEquals("finished", match.get("status").asText(), match.toString());
        assertNotNull(match.get("finishedAt").textValue());
        assertEquals(3, match.get("seats").size());
        List<String> seatNames = new ArrayList<>();
        match.get("seats").forEach(s -> {
            seatNames.add(s.get("name").asText());
            assertTrue(s.get("place").asInt() >= 1, s.toString());
        });
        long id = match.get("id").asLong();
        assertEquals("/replays/" + id, match.get("replay").asText());

        JsonNode replay = json(client.get("/api/replays/" + id));
        assertEquals(id, replay.get("id").asLong());
        List<String> replayAgents = new ArrayList<>();
        replay.get("header").get("agents").forEach(a -> replayAgents.add(a.asText()));
        assertEquals(seatNames, replayAgents, "the replay's seats are the match's seats");
        assertTrue(replay.get("events").size() > 10);
        assertTrue(json(client.get("/api/replays")).get("replays").toString().contains(String.valueOf(id)));
        String page = client.get("/replays/" + id).body();
        assertTrue(page.contains("data-replay-id=\"" + id + "\""), page);
    }

    @Test
    void matchesFilterByAgentAndPage() {
        JsonNode all = json(client.get("/api/matches?league=" + leagueId)).get("matches");
        JsonNode random = json(client.get("/api/matches?agent=random")).get("matches");
        assertEquals(all.size(), random.size(), "random sits at every table of a three-bot league");
        assertEquals(
                0, json(client.get("/api/matches?agent=nobody")).get("matches").size());
        JsonNode second = json(client.get("/api/matches?limit=1&offset=1")).get("matches");
        if (all.size() > 1) {
            assertEquals(all.get(1).get("id"), second.get(0).get("id"));
        } else {
            assertEquals(0, second.size());
        }
    }

    @Test
    void badQueriesAndUnknownLeaguesGetClearErrors() {
        var badLimit = client.get("/api/matches?limit=0");
        assertEquals(400, badLimit.statusCode());
        assertEquals(
                "limit must be 1 to 200, was 0", json(badLimit).get("error").asText());
        var badLeague = client.get("/api/matches?league=abc");
        assertEquals(400, badLeague.statusCode());
        assertEquals(
                "league must be a league id, such as ?league=1, was 'abc'",
                json(badLeague).get("error").asText());
        var missing = client.get("/api/leagues/999/leaderboard");
        assertEquals(404, missing.statusCode());
        assertEquals(
                "there is no league 999; GET /api/leagues lists them",
                json(missing).get("error").asText());
        assertEquals(404, client.get("/leagues/999").statusCode());
    }

    @Test
    void leaguePageIsAShellForItsScript() {
        String page = client.get("/leagues/" + leagueId).body();
        assertTrue(
                page.contains("<section id=\"league\" data-league-id=\"" + leagueId + "\" data-season=\"1\">"), page);
        assertTrue(page.contains("<script src=\"/static/league.js\" defer></script>"), page);
        assertTrue(page.contains("<h1>Open league</h1>"), page);
        assertFalse(page.contains("<script>"), page);
        assertTrue(client.get("/").body().contains("data-league-id=\"" + leagueId + "\""));
    }
}
