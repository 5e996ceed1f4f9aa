package org.knightsarena.web.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.PracticedClassroom;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * A classroom's replays over real HTTP: watched by the organiser and by the students whose bot
 * played, revealed by the organiser only; hidden from everyone else as if they did not exist.
 */
class ReplayPrivacyTest {
    @TempDir
    Path data;

    TestDashboard server;
    long match;

    @BeforeEach
    void playAPracticeMatch() {
        server = TestDashboard.start(data);
        match = PracticedClassroom.play(server).match();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void onlyTheOrganiserAndTheStudentWhoseBotPlayedWatchAndOnlyTheOrganiserReveals() {
        String api = "/api/replays/" + match;
        WebClient anonymous = server.client();
        assertEquals(404, anonymous.get(api).statusCode());
        assertEquals(404, anonymous.get("/replays/" + match).statusCode());
        assertFalse(
                json(anonymous.get("/api/replays")).get("replays").toString().contains(String.valueOf(match)));
        assertEquals(404, server.loggedIn("bob").get(api).statusCode(), "a classmate whose bot did not play");
        assertEquals(404, server.loggedIn("other-teacher").get(api).statusCode(), "another organiser");

        WebClient alice = server.loggedIn("alice");
        JsonNode watched = json(alice.get(api));
        assertEquals(
                List.of("alice-bot", "random", "heuristic"),
                List.of(
                        watched.get("header").get("agents").get(0).asText(),
                        watched.get("header").get("agents").get(1).asText(),
                        watched.get("header").get("agents").get(2).asText()));
        assertFalse(watched.get("canReveal").asBoolean());
        assertEquals(403, alice.get(api + "?reveal=true").statusCode(), "students never see hidden cards here");
        assertTrue(json(alice.get("/api/replays")).get("replays").toString().contains(String.valueOf(match)));

        for (String manager : List.of("teacher", "admin")) {
            JsonNode revealed = json(server.loggedIn(manager).get(api + "?reveal=true"));
            assertTrue(revealed.get("revealed").asBoolean(), manager);
            assertTrue(revealed.get("canReveal").asBoolean(), manager);
            assertTrue(revealed.get("events").size() >= watched.get("events").size(), manager + " sees every event");
        }
    }

    @Test
    void theMatchListsAndPagesHideItFromEveryoneButTheOrganiserAndTheStudentWhoseBotPlayed() {
        String id = "\"id\":" + match + ",";
        for (String visitor : List.of("", "bob", "other-teacher")) {
            WebClient client = visitor.isEmpty() ? server.client() : server.loggedIn(visitor);
            assertEquals(0, json(client.get("/api/matches")).get("total").asLong(), visitor);
            assertEquals(404, client.get("/api/matches/" + match).statusCode(), visitor);
            assertEquals(404, client.get("/matches/" + match).statusCode(), visitor);
            assertEquals(
                    visitor.equals("bob"),
                    client.get("/matches").body().contains("Class of 2026"),
                    "only members are offered the private league in the filter: " + visitor);
        }
        for (String viewer : List.of("alice", "teacher", "admin")) {
            WebClient client = server.loggedIn(viewer);
            assertTrue(
                    json(client.get("/api/matches")).get("matches").toString().contains(id), viewer);
            assertEquals(200, client.get("/api/matches/" + match).statusCode(), viewer);
        }
        JsonNode alicesView = json(server.loggedIn("alice").get("/api/matches/" + match));
        for (JsonNode seat : alicesView.get("seats")) {
            assertEquals(
                    seat.get("name").asText().equals("alice-bot"),
                    seat.get("privateShown").asBoolean(),
                    "alice reads her own seat's faults and log only: " + seat);
        }
    }
}
