package org.knightsarena.web.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.web.SampleReplays;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * {@code GET /api/scenario-board} over real HTTP: the board of a Seafarers scenario game, which its
 * replay does not carry (docs/replay-format.md), dealt again hex for hex as the engine dealt it,
 * whatever the ruleset; and every bad query refused with what is wrong.
 */
class ScenarioBoardApiTest {
    TestDashboard server;
    WebClient anyone;

    @BeforeEach
    void start(@TempDir Path data) throws IOException {
        server = TestDashboard.start(data);
        anyone = server.client();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theBoardIsTheOneTheEngineDealsForTheScenarioPlayersAndSeed() {
        long seed = -4_962_768_465_676_381_896L; // beyond what a JavaScript number holds exactly
        Game game = Game.create(
                GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4).withScenario("four-islands"),
                seed,
                Scenarios::deal);
        Board board = game.board();
        JsonNode answer = json(anyone.get("/api/scenario-board?scenario=four-islands&players=4&seed=" + seed));

        int hexes = board.topology().hexCount();
        assertEquals(hexes, answer.at("/geometry/hexes").size());
        assertEquals(
                board.topology().intersectionCount(),
                answer.at("/geometry/intersections").size());
        int sea = 0;
        for (int h = 0; h < hexes; h++) {
            assertEquals(
                    board.terrain(h).name(), answer.at("/map/terrains/" + h).asText(), "hex " + h);
            assertEquals(board.token(h), answer.at("/map/tokens/" + h).asInt(), "hex " + h);
            sea += board.terrain(h) == Terrain.SEA ? 1 : 0;
        }
        assertTrue(sea > 0, "the four islands lie in a sea");
        assertEquals(
                board.topology().harbourSlotCount(), answer.at("/map/harbours").size());
        assertEquals(game.view(0).board().robber(), answer.get("robber").asInt());
        int pirate = answer.get("pirate").asInt();
        assertEquals(game.view(0).board().pirate(), pirate, "R-23.6.1 the pirate starts where the scenario says");
        assertEquals("SEA", answer.get("map").get("terrains").get(pirate).asText(), "R-23.6.1 on a sea hex");

        JsonNode other = json(anyone.get("/api/scenario-board?scenario=four-islands&players=4&seed=" + (seed + 1)));
        assertTrue(!other.get("map").equals(answer.get("map")), "another seed deals another board");
    }

    @Test
    void aStoredScenarioReplayCarriesTheBoardItsSeedDealsR23_11() {
        long seed = -4_962_768_465_676_381_893L; // beyond what a JavaScript number holds exactly
        SampleReplays.seafarers(server.data(), 7, "new-world", seed);
        SampleReplays.citiesAndKnights(server.data(), 8);

        JsonNode replay = json(anyone.get("/api/replays/7"));
        JsonNode dealt = json(anyone.get("/api/scenario-board?scenario=new-world&players=4&seed=" + seed));
        assertTrue(replay.at("/header/map").isNull(), "a scenario replay's header has no map");
        assertEquals(dealt, replay.get("board"), "the board the viewer draws, dealt from the exact seed");
        assertEquals(dealt.get("geometry"), replay.get("geometry"), "the scenario's frame, not the standard island");
        assertTrue(json(anyone.get("/api/replays/8")).path("board").isMissingNode(), "a standard game has its map");
        Replay saved = ReplayJson.read(anyone.get("/api/replays/7").body()); // a saved answer, as arena replay reads it
        assertEquals(seed, saved.header().seed());
        assertEquals(
                ReplayJson.read(server.data().resolve("replays/7.json")).events().stream()
                        .filter(e -> e.isSeenByAll(4))
                        .toList(),
                saved.events(),
                "the public events");
    }

    @Test
    void aBadQueryIsRefusedWithWhatIsWrong() {
        assertRefused("/api/scenario-board?players=4&seed=1", "scenario is required");
        assertRefused(
                "/api/scenario-board?scenario=atlantis&players=4&seed=1", "no scenario atlantis; the scenarios are");
        assertRefused("/api/scenario-board?scenario=four-islands&players=6&seed=1", "is for [3, 4] players, not 6");
        assertRefused("/api/scenario-board?scenario=four-islands&players=four&seed=1", "not 'four'");
        assertRefused("/api/scenario-board?scenario=four-islands&players=4", "seed is required");
        assertRefused("/api/scenario-board?scenario=four-islands&players=4&seed=1.5", "seed must be a whole number");
    }

    private void assertRefused(String path, String message) {
        HttpResponse<String> answer = anyone.get(path);
        assertEquals(400, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains(message), answer.body());
    }
}
