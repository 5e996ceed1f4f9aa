package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Issue 21 over real HTTP: with the admin's People league setting off a finished table game is
 * stored unrated; turned on, the next one is a rated match of the People league, whose
 * leaderboard shows the person and the bots with their new ratings.
 */
class PeopleLeagueApiTest {
    private static final String LEAGUE = "People (cities-and-knights, 3 players)";

    @TempDir
    Path data;

    TestDashboard server;
    TablePlayer alice;
    WebClient admin;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        alice = TablePlayer.login(server, "alice");
        admin = server.loggedIn("admin");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void onlyAnAdminSetsItAndABadBodyIsRefused() {
        assertEquals(false, json(admin.get("/api/people-league")).get("rated").asBoolean());
        HttpResponse<String> byAlice =
                alice.client().putJson("/api/people-league", "{\"rated\": true}", csrf(alice.csrfToken()));
        assertEquals(403, byAlice.statusCode(), byAlice.body());
        HttpResponse<String> bad = admin.putJson("/api/people-league", "{\"rated\": null}", csrf(admin.csrfToken()));
        assertEquals(400, bad.statusCode(), bad.body());
        assertTrue(bad.body().contains("{\\\"rated\\\": true} or {\\\"rated\\\": false}"), bad.body());
        assertEquals(false, json(admin.get("/api/people-league")).get("rated").asBoolean());
        assertTrue(admin.get("/accounts").body().contains("id=\"people-league\""));
    }

    @Test
    void offAGameIsUnratedAndOnItIsRatedInThePeopleLeague() {
        playToTheEnd();
        awaitStoredGames(1);
        assertEquals(0, count("SELECT COUNT(*) FROM rating_changes"));
        assertEquals(0, count("SELECT COUNT(*) FROM leagues WHERE name LIKE 'People%'"));

        HttpResponse<String> on = admin.putJson("/api/people-league", "{\"rated\": true}", csrf(admin.csrfToken()));
        assertEquals(200, on.statusCode(), on.body());
        assertEquals(true, json(on).get("rated").asBoolean());

        playToTheEnd();
        awaitStoredGames(2);
        long match = count("SELECT id FROM matches WHERE person_table IS NOT NULL");
        assertEquals(
                3, count("SELECT COUNT(*) FROM rating_changes WHERE match_id = " + match), "the person and both bots");
        long league = count("SELECT id FROM leagues WHERE name = '" + LEAGUE + "'");
        assertEquals(
                200,
                server.client().get("/api/matches/" + match).statusCode(),
                "a People league match is public like its league");

        JsonNode board = json(alice.client().get("/api/leagues/" + league + "/leaderboard"));
        Map<String, Double> ratings = new HashMap<>();
        board.get("entrants")
                .forEach(
                        e -> ratings.put(e.get("name").asText(), e.get("rating").asDouble()));
        assertEquals(3, ratings.size(), board.toString());
        assertTrue(ratings.containsKey("alice"), board.toString());
        // The leaderboard shows the ratings the Elo of league matches wrote: points move from the
        // last placed to the first (the heuristic bot, which out-builds a random bot and a person
        // who only ends turns), and none are made or lost.
        Map<String, Double> written = new HashMap<>();
        Map<String, Integer> places = new HashMap<>();
        server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT e.label, rc.rating_after, s.place"
                                + " FROM rating_changes rc JOIN entrants e ON e.id = rc.entrant_id JOIN match_seats s"
                                + " ON s.match_id = rc.match_id AND s.entrant_id = e.id WHERE rc.match_id = :m")
                        .bind("m", match)
                        .mapToMap()
                        .list())
                .forEach(r -> {
                    written.put((String) r.get("label"), ((Number) r.get("rating_after")).doubleValue());
                    places.put((String) r.get("label"), ((Number) r.get("place")).intValue());
                });
        assertEquals(written, ratings);
        assertEquals(1, places.get("heuristic"), places.toString());
        int last = places.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertTrue(last > 1, "the game is not a tie: " + places);
        places.forEach((name, place) -> {
            if (place == 1) {
                assertTrue(ratings.get(name) > 1500, name + " placed first in " + board);
            } else if (place == last) {
                assertTrue(ratings.get(name) < 1500, name + " placed last in " + board);
            }
        });
        assertEquals(
                0.0,
                ratings.values().stream().mapToDouble(r -> r - 1500).sum(),
                1e-6,
                "Elo moves points between the seats");
    }

    /**
     * Plays a game of 30 turns at seat 1 between the heuristic and the random bot to its end, on a
     * fixed seed: the test reads who placed first, and a drawn seed let the random bot win now and then.
     */
    private void playToTheEnd() {
        JsonNode view = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"heuristic\","
                + " \"random\"], \"seat\": 1, \"turnCap\": 30, \"seed\": 1}"));
        while (view.get("status").asText().equals("playing")) {
            view = alice.awaitTurn(alice.play(view));
        }
        assertEquals("finished", view.get("status").asText());
    }

    /** Waits until {@code n} finished tables are stored (storing follows the last move on another thread). */
    private void awaitStoredGames(long n) {
        String stored = "SELECT (SELECT COUNT(*) FROM tournaments WHERE person_table IS NOT NULL)"
                + " + (SELECT COUNT(*) FROM matches WHERE person_table IS NOT NULL)";
        for (int i = 0; i < 10_000 && count(stored) < n; i++) {
            Thread.onSpinWait();
        }
        assertEquals(n, count(stored));
    }

    private long count(String sql) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }
}
