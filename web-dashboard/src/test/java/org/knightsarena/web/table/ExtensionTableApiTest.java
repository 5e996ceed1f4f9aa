package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.MatchResult;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * A person's table of six (the 5–6 player extension, R-24.4), over real HTTP on a real database:
 * the game is played to its end through the games API, its view and replay carry the 30-hex
 * board, and it is stored with six seats whose places the replay re-runs to. Likewise a table of
 * two, Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2), refused with Cities &amp;
 * Knights.
 */
class ExtensionTableApiTest {
    private static final int SEATS = 6;

    @TempDir
    Path data;

    TestDashboard server;
    TablePlayer alice;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        alice = TablePlayer.login(server, "alice");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aSixSeatGameIsPlayedToItsEndAndStoredWithItsSixSeatsAndTheBigBoard() {
        JsonNode view = alice.start("{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\", \"random\","
                + " \"random\", \"random\"], \"seat\": 4, \"turnCap\": 40}");
        assertEquals(SEATS, view.get("players").size(), view.toString());
        assertEquals(30, view.at("/geometry/hexes").size(), "the 5-6 player island: " + view.get("geometry"));
        assertEquals(80, view.at("/geometry/intersections").size());
        assertEquals(109, view.at("/geometry/paths").size());

        view = alice.playToTheEnd(view);
        assertTrue(!view.get("status").asText().equals("playing"), view.toString());

        JsonNode match = alice.awaitStoredGame();
        long id = match.get("id").asLong();
        List<String> seats = new ArrayList<>();
        match.get("seats").forEach(s -> seats.add(s.get("name").asText()));
        assertEquals(List.of("random", "random", "random", "random", "person", "random"), seats);

        Game rerun = storedReplay(id);
        assertTrue(rerun.isOver());
        MatchResult result = rerun.result();
        for (int seat = 0; seat < SEATS; seat++) {
            assertEquals(
                    result.places().get(seat),
                    match.at("/seats/" + seat + "/place").asInt(),
                    match.toString());
        }

        JsonNode stored = json(alice.client().get("/api/replays/" + id));
        assertEquals(30, stored.at("/geometry/hexes").size(), "the replay viewer draws the island it was played on");
    }

    @Test
    void theChooserOffersSixSeatsAndTheGeometryIsAskedForByPlayers() {
        String page = alice.client().get("/play").body();
        assertTrue(page.contains("<option value=\"6\">6 (the 5–6 player board)</option>"), page);
        assertTrue(page.contains("id=\"bot-5\""), page);

        WebClient anyone = server.client();
        assertEquals(19, json(anyone.get("/api/board-geometry")).get("hexes").size());
        assertEquals(
                19,
                json(anyone.get("/api/board-geometry?players=4")).get("hexes").size());
        assertEquals(
                30,
                json(anyone.get("/api/board-geometry?players=5")).get("hexes").size());
        HttpResponse<String> seven = anyone.get("/api/board-geometry?players=7");
        assertEquals(400, seven.statusCode(), seven.body());
        assertTrue(seven.body().contains("players must be 2 to 6, not 7"), seven.body());
        HttpResponse<String> word = anyone.get("/api/board-geometry?players=six");
        assertEquals(400, word.statusCode(), word.body());
        assertTrue(word.body().contains("not 'six'"), word.body());
    }

    @Test
    void aTableOfSevenIsRefusedWithTheBounds() {
        HttpResponse<String> seven = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\", \"random\", \"random\","
                                + " \"random\", \"random\"]}",
                        WebClient.csrf(alice.csrfToken()));
        assertEquals(400, seven.statusCode(), seven.body());
        assertTrue(
                seven.body().contains("a game has 2 to 6 players: name 1 to 5 bots in \\\"bots\\\", not 6"),
                seven.body());
    }

    @Test
    void r24_2ATwoSeatGameIsPlayedToItsEndAndStoredWithTwoSeats() {
        JsonNode view = alice.start("{\"ruleset\": \"base\", \"bots\": [\"heuristic\"], \"seat\": 1, \"turnCap\": 40}");
        assertEquals(2, view.get("players").size(), view.toString());

        view = alice.playToTheEnd(view);
        assertNotEquals("playing", view.get("status").asText(), view.toString());
        JsonNode match = alice.awaitStoredGame();
        List<String> seats = new ArrayList<>();
        match.get("seats").forEach(s -> seats.add(s.get("name").asText()));
        assertEquals(List.of("heuristic", "person"), seats);

        Game rerun = storedReplay(match.get("id").asLong());
        assertTrue(rerun.isOver());
        assertEquals(2, rerun.options().playerCount());
        assertEquals(List.of(2, 3), rerun.view(0).neutralColours(), "R-24.2.1 the neutral colours");
    }

    @Test
    void r17_3ATwoSeatGameWithCitiesAndKnightsStartsAndThePageOffersTwoSeats() {
        HttpResponse<String> ck = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\"]}",
                        WebClient.csrf(alice.csrfToken()));
        assertEquals(201, ck.statusCode(), ck.body());
        String page = alice.client().get("/play").body();
        assertTrue(page.contains("<option value=\"2\">2 (Catan for Two)</option>"), page);
        assertEquals(
                19,
                json(server.client().get("/api/board-geometry?players=2"))
                        .get("hexes")
                        .size());
    }

    /** @return the stored match's replay, re-run */
    private Game storedReplay(long matchId) {
        ReplayData replay = ReplayCodec.decompress(server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT data FROM replays WHERE match_id = :m")
                        .bind("m", matchId)
                        .mapTo(byte[].class)
                        .one()));
        return Rerun.game(replay.read());
    }
}
