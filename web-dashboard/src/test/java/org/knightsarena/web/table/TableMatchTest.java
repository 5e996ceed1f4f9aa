package org.knightsarena.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.MatchResult;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.Game;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.uploads.BotUploads;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * A game played to its end at a person's table is stored like any match, over real HTTP on a
 * real SQLite file: listed for its player only, with a replay that re-runs, and unrated.
 */
class TableMatchTest {
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
    void aFinishedGameIsStoredAsAnUnratedMatchOnlyItsPlayerSees() {
        long ratingsBefore = count("SELECT COUNT(*) FROM rating_changes");
        JsonNode view = playToTheEnd();

        JsonNode match = alice.awaitStoredGame();
        long id = match.get("id").asLong();
        assertEquals("finished", match.get("status").asText());
        List<String> seats = new ArrayList<>();
        match.get("seats").forEach(s -> seats.add(s.get("name").asText()));
        assertEquals(List.of("random", "person", "random"), seats);
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(
                    view.at("/result/places/" + seat).asInt(),
                    match.at("/seats/" + seat + "/place").asInt(),
                    match.toString());
        }
        assertEquals("/replays/" + id, match.get("replay").asText());
        assertEquals(200, alice.client().get("/api/matches/" + id).statusCode());
        assertEquals(200, alice.client().get("/api/replays/" + id).statusCode());
        assertEquals(200, alice.client().get("/matches/" + id).statusCode());

        // the stored replay re-runs to the same result
        ReplayData replay = ReplayCodec.decompress(server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT data FROM replays WHERE match_id = :m")
                        .bind("m", id)
                        .mapTo(byte[].class)
                        .one()));
        Game rerun = Rerun.game(replay.read());
        assertTrue(rerun.isOver());
        MatchResult result = rerun.result();
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(
                    result.places().get(seat),
                    match.at("/seats/" + seat + "/place").asInt());
        }
        assertEquals("alice", replay.read().header().agents().get(1));

        // unrated: no rating row, and the entrants keep their starting ratings and game counts
        assertEquals(ratingsBefore, count("SELECT COUNT(*) FROM rating_changes"));
        assertEquals(
                0,
                count("SELECT COUNT(*) FROM entrants e JOIN matches m ON m.tournament_id = e.tournament_id"
                        + " WHERE m.id = " + id + " AND (e.games <> 0 OR e.rating <> 1500)"));

        // the person agent now stored is never offered as a bot to seat
        assertTrue(!alice.client().get("/play").body().contains("value=\"person\""));
        HttpResponse<String> seated = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"cities-and-knights\"," + " \"bots\": [\"person\", \"random\"], \"seat\": 0}",
                        WebClient.csrf(alice.csrfToken()));
        assertEquals(400, seated.statusCode(), seated.body());
        assertTrue(seated.body().contains("there is no bot 'person'"), seated.body());

        // private: another account and an anonymous visitor neither list it nor open it
        WebClient bob = server.loggedIn("bob");
        WebClient anonymous = server.client();
        for (WebClient other : List.of(bob, anonymous)) {
            JsonNode listed = json(other.get("/api/matches?limit=200"));
            listed.get("matches").forEach(m -> assertTrue(m.get("id").asLong() != id, m.toString()));
            assertEquals(404, other.get("/api/matches/" + id).statusCode());
            assertEquals(404, other.get("/api/replays/" + id).statusCode());
        }
    }

    @Test
    void nobodyMayUploadABotUnderThePersonsName() {
        for (String name : List.of("person", "Person")) {
            IllegalArgumentException refused =
                    assertThrows(IllegalArgumentException.class, () -> BotUploads.checkName(name));
            assertTrue(refused.getMessage().contains("reserved for the person's seat"), refused.getMessage());
        }
    }

    @Test
    void aRestartStoresNoGameTwiceAndANewGameNeverTakesAStoredGamesNumber() throws IOException {
        long first = playToTheEnd().get("id").asLong();
        alice.awaitStoredGame();
        server.close();
        server = TestDashboard.start(data);
        assertEquals(1, count("SELECT COUNT(*) FROM tournaments WHERE person_table IS NOT NULL"));

        // the table files are removed by hand; the stored match keeps the number
        server.close();
        try (Stream<Path> files = Files.list(data.resolve("tables"))) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        server = TestDashboard.start(data);
        alice = TablePlayer.login(server, "alice");
        long next = alice.start(
                        "{\"ruleset\": \"cities-and-knights\", \"bots\": [\"random\", \"random\"]," + " \"seat\": 0}")
                .get("id")
                .asLong();
        assertTrue(next > first, "game " + next + " after stored game " + first);
    }

    /** Plays a short game of alice's, in seat 1 between two random bots, to its end; @return its last view */
    @Test
    void aFinishedGameWithAnUploadedBotIsStoredAgainstTheVersionItsDigestNames(@TempDir Path scratch) {
        String token = json(alice.client()
                        .postJson(
                                "/api/tokens",
                                "{\"name\": \"ci\"}",
                                WebClient.csrf(alice.client().csrfToken())))
                .get("token")
                .asText();
        HttpResponse<String> uploaded = server.client()
                .postMultipart(
                        "/api/bots", Map.of("name", "table-bot"), BotJars.good(scratch), WebClient.bearer(token));
        assertEquals(201, uploaded.statusCode(), uploaded.body());
        long version = json(uploaded).get("version").get("id").asLong();

        playToTheEnd("table-bot");

        long id = alice.awaitStoredGame().get("id").asLong();
        assertEquals(
                version,
                count("SELECT agent_version_id FROM match_seats WHERE seat = 0 AND match_id = " + id),
                "the uploaded bot's seat is its version, found by the JAR's digest");
    }

    private JsonNode playToTheEnd() {
        return playToTheEnd("random");
    }

    /** Plays a short game at seat 1 against {@code first} and random, to its end. */
    private JsonNode playToTheEnd(String first) {
        JsonNode view = alice.awaitTurn(alice.start("{\"ruleset\": \"cities-and-knights\", \"bots\": [\"" + first
                + "\", \"random\"], \"seat\": 1, \"turnCap\": 9}"));
        while (view.get("status").asText().equals("playing")) {
            view = alice.awaitTurn(alice.play(view));
        }
        assertEquals("finished", view.get("status").asText());
        return view;
    }

    private long count(String sql) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }
}
