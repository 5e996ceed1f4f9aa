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
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * A person's table of two, Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2), over real
 * HTTP on a real database: played to its end through the games API against one bot, stored with
 * its two seats and a replay that re-runs; with Cities &amp; Knights, refused.
 */
class TwoSeatTableApiTest {

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
    void r24_2ATwoSeatGameIsPlayedToItsEndAndStoredWithTwoSeats() {
        JsonNode view = alice.start("{\"ruleset\": \"base\", \"bots\": [\"heuristic\"], \"seat\": 1, \"turnCap\": 40}");
        assertEquals(2, view.get("players").size(), view.toString());

        view = alice.playToTheEnd(view);
        assertNotEquals("playing", view.get("status").asText(), view.toString());
        JsonNode match = alice.awaitStoredGame();
        List<String> seats = new ArrayList<>();
        match.get("seats").forEach(s -> seats.add(s.get("name").asText()));
        assertEquals(List.of("heuristic", "person"), seats);

        String replay = ReplayCodec.decompress(server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT data FROM replays WHERE match_id = :m")
                        .bind("m", match.get("id").asLong())
                        .mapTo(byte[].class)
                        .one()));
        Game rerun = Rerun.game(ReplayJson.read(replay));
        assertTrue(rerun.isOver());
        assertEquals(2, rerun.options().playerCount());
        assertEquals(List.of(2, 3), rerun.view(0).neutralColours(), "R-24.2.1 the neutral colours");
    }

    @Test
    void r17_3ATwoSeatGameWithCitiesAndKnightsIsRefusedAndThePageOffersTwoSeats() {
        HttpResponse<String> ck = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\"]}",
                        WebClient.csrf(alice.csrfToken()));
        assertEquals(400, ck.statusCode(), ck.body());
        assertTrue(
                json(ck).get("error")
                        .asText()
                        .contains("Catan for Two with Cities & Knights is not built yet (R-17.3)"),
                ck.body());
        String page = alice.client().get("/play").body();
        assertTrue(page.contains("<option value=\"2\">2 (Catan for Two, base game)</option>"), page);
        assertEquals(
                19,
                json(server.client().get("/api/board-geometry?players=2"))
                        .get("hexes")
                        .size());
    }
}
