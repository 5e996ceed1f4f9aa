package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.Visibility;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.http.VersionLabel;

/**
 * Leaderboards over real HTTP on a dashboard that plays: the open league's first season closes
 * by itself, an upload is entered (waiting for the next season) and its test match plays ahead
 * of everything else, trends match the stored rating changes, and private leagues stay private.
 */
class LeaderboardApiTest {
    @TempDir
    static Path data;

    @TempDir
    static Path scratch;

    static TestDashboard server;
    static WebClient client;
    static long leagueId;
    static JsonNode uploaded;

    @BeforeAll
    static void startPlayAndUpload() throws InterruptedException {
        server = TestDashboard.start(data, TestDashboard.playing(data));
        client = server.client();
        WebClient alice = server.loggedIn("alice");
        String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        HttpResponse<String> upload = server.client()
                .postMultipart("/api/bots", Map.of("name", "newcomer"), BotJars.good(scratch), bearer(token));
        assertEquals(201, upload.statusCode(), upload.body());
        uploaded = json(upload);
        leagueId = LeagueApiTest.waitForTheSeason(client);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void anUploadIsEnteredAndItsTestMatchPlaysWithAReplay() throws InterruptedException {
        JsonNode test = uploaded.get("testMatch");
        assertEquals(leagueId, test.get("leagueId").asLong());
        assertEquals(OpenLeague.NAME, test.get("league").asText());
        long match = test.get("id").asLong();
        assertEquals("/replays/" + match, test.get("replay").asText());
        String status = "";
        for (int i = 0; i < 600 && !status.equals("finished"); i++) {
            status = server.database()
                    .jdbi()
                    .withHandle(h -> h.createQuery("SELECT status FROM matches WHERE id = :m")
                            .bind("m", match)
                            .mapTo(String.class)
                            .one());
            Thread.sleep(100);
        }
        assertEquals("finished", status);
        List<String> seats = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT e.label FROM match_seats s"
                                + " JOIN entrants e ON e.id = s.entrant_id WHERE s.match_id = :m ORDER BY s.seat")
                        .bind("m", match)
                        .mapTo(String.class)
                        .list());
        assertEquals(List.of("newcomer", "heuristic", "random"), seats, "against the cheap sample bots");
        JsonNode replay = json(client.get("/api/replays/" + match));
        assertTrue(replay.get("events").size() > 10);

        JsonNode board = json(client.get("/api/leagues/" + leagueId + "/leaderboard"));
        List<String> waiting = new ArrayList<>();
        board.get("waiting")
                .forEach(w -> waiting.add(
                        w.get("name").asText() + " " + w.get("version").asText()));
        assertEquals(List.of("newcomer 1"), waiting, "entered; it plays from the next season");
    }

    @Test
    void theSeasonShownIsTheLatestPlayedOneAndOthersAreChosenByNumber() {
        JsonNode latest = json(client.get("/api/leagues/" + leagueId + "/leaderboard"));
        assertEquals(1, latest.get("season").get("number").asInt());
        assertEquals("closed", latest.get("season").get("status").asText());
        assertEquals(1, latest.get("seasons").size());
        assertEquals(
                latest.get("entrants"),
                json(client.get("/api/leagues/" + leagueId + "/leaderboard?season=1"))
                        .get("entrants"),
                "a closed season shows its frozen standings");
        assertEquals(
                404,
                client.get("/api/leagues/" + leagueId + "/leaderboard?season=9").statusCode());
        HttpResponse<String> bad = client.get("/api/leagues/" + leagueId + "/leaderboard?season=first");
        assertEquals(400, bad.statusCode());
        assertTrue(json(bad).get("error").asText().contains("season"), bad.body());
        String page = client.get("/leagues/" + leagueId + "?season=1").body();
        assertTrue(page.contains("data-season=\"1\""), page);
        assertTrue(page.contains("<th title=\"Rating change over the last 10 games\">Trend</th>"), page);
    }

    @Test
    void theLeaderboardLabelsEachVersionItNamesTheWayThePagesShowThem() {
        JsonNode board = json(client.get("/api/leagues/" + leagueId + "/leaderboard?season=1"));
        JsonNode labels = board.get("versionLabels");
        assertEquals(3, board.get("entrants").size());
        for (JsonNode line : board.get("entrants")) {
            String version = line.get("version").asText();
            assertTrue(labels.has(version), "no label for " + version + " in " + labels);
            assertEquals(VersionLabel.of(version), labels.get(version).asText());
        }
        assertTrue(
                labels.toString().contains("\"built-in ") && labels.toString().contains("\"v1\""),
                "an upload is v1, a sample bot built-in: " + labels);
    }

    @Test
    void theLeaderboardIsPagedLikeEveryListWithTheTotalAndTheNextPage() {
        String path = "/api/leagues/" + leagueId + "/leaderboard?season=1";
        JsonNode whole = json(client.get(path));
        assertEquals(3, whole.get("total").asInt());
        assertTrue(whole.get("next").isNull(), whole.toString());
        JsonNode second = json(client.get(path + "&limit=1&offset=1"));
        assertEquals(1, second.get("entrants").size());
        assertEquals(whole.get("entrants").get(1), second.get("entrants").get(0));
        assertEquals(3, second.get("total").asInt(), "the total counts every line");
        assertEquals(1, second.get("limit").asInt());
        assertEquals(1, second.get("offset").asInt());
        assertEquals(
                "/api/leagues/" + leagueId + "/leaderboard?season=1&limit=1&offset=2",
                second.get("next").asText());
        assertEquals(whole.get("league"), second.get("league"), "the page keeps the league and its seasons");
        HttpResponse<String> tooMany = client.get(path + "&limit=201");
        assertEquals(400, tooMany.statusCode());
        assertEquals(
                "limit must be 1 to 200, was 201", json(tooMany).get("error").asText());
    }

    @Test
    void theTrendIsTheRatingChangeOverTheLastTenGames() {
        JsonNode board = json(client.get("/api/leagues/" + leagueId + "/leaderboard?season=1"));
        Map<String, List<double[]>> changes = new HashMap<>();
        server.database()
                .jdbi()
                .useHandle(h -> h.createQuery(
                                "SELECT e.label, rc.rating_before, rc.rating_after"
                                        + " FROM rating_changes rc JOIN entrants e ON e.id = rc.entrant_id JOIN matches m"
                                        + " ON m.id = rc.match_id JOIN tournaments t ON t.id = m.tournament_id JOIN seasons s"
                                        + " ON s.id = t.season_id WHERE s.league_id = :l AND s.number = 1 ORDER BY m.result_seq")
                        .bind("l", leagueId)
                        .map((rs, ctx) -> Map.entry(rs.getString(1), new double[] {rs.getDouble(2), rs.getDouble(3)}))
                        .forEach(e -> changes.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                                .add(e.getValue())));
        assertEquals(3, board.get("entrants").size());
        for (JsonNode line : board.get("entrants")) {
            List<double[]> mine = changes.get(line.get("name").asText());
            double[] last = mine.get(mine.size() - 1);
            double[] tenthLast = mine.get(Math.max(0, mine.size() - 10));
            assertEquals(last[1] - tenthLast[0], line.get("trend").asDouble(), 1e-9, line.toString());
            assertEquals(last[1], line.get("rating").asDouble(), 1e-9, line.toString());
            assertTrue(line.get("owner").isNull(), "no account owns a built-in bot: " + line);
            assertFalse(line.get("baseline").asBoolean());
        }
    }

    @Test
    void aPrivateLeagueIsSeenOnlyByItsOwnerItsMembersAndAdmins() {
        long teacher = server.dashboard()
                .accounts()
                .create("teacher", TestDashboard.PASSWORD, org.knightsarena.web.accounts.Role.ORGANISER)
                .id();
        League secret = new Leagues(server.database(), Clock.systemUTC())
                .create(
                        "Secret class",
                        TestDashboard.QUICK_LEAGUE,
                        Visibility.PRIVATE,
                        OptionalLong.of(teacher),
                        false);
        String path = "/api/leagues/" + secret.id() + "/leaderboard";

        assertFalse(client.get("/api/leagues").body().contains("Secret class"));
        assertEquals(404, client.get(path).statusCode());
        assertEquals(404, client.get("/leagues/" + secret.id()).statusCode());
        WebClient bob = server.loggedIn("bob");
        assertEquals(404, bob.get(path).statusCode());
        assertFalse(bob.get("/api/leagues").body().contains("Secret class"));
        assertEquals(200, server.loggedIn("teacher").get(path).statusCode());
        assertEquals(200, server.loggedIn("admin").get(path).statusCode());
        assertTrue(server.loggedIn("admin").get("/api/leagues").body().contains("Secret class"));
        server.database()
                .jdbi()
                .useHandle(h -> h.createUpdate("INSERT INTO league_members (league_id, account_id,"
                                + " joined_at) SELECT :l, id, 0 FROM accounts WHERE username = 'bob'")
                        .bind("l", secret.id())
                        .execute());
        assertEquals(200, bob.get(path).statusCode(), "a member sees it");
    }
}
