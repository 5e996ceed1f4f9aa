package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.table.TablePlayer;

/**
 * Issues 16 and 17 over real HTTP, on SQLite and (in the {@code dashboard-on-postgresql} run) on
 * PostgreSQL: a league, an assignment and a {@code /play} game choose variants and a Seafarers
 * scenario, validated with a 400 naming the field (nothing stored), stored and shown on their
 * pages and in the API, and carried into every match, which the dashboard's background player plays;
 * the match list and the replay name them.
 */
class VariantChoiceApiTest {
    private static final String ISLANDS = "{\"name\": \"Island ladder\", \"ruleset\": \"base\", \"tableSize\": 3,"
            + " \"roundsPerSeason\": 1, \"perDecisionMs\": 50, \"turnCap\": 12, \"variants\": \"seafarers\","
            + " \"scenario\": \"four-islands\"}";

    @TempDir
    Path data;

    @TempDir
    Path scratch;

    TestDashboard server;
    WebClient teacher;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data, TestDashboard.playing(data));
        server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
        teacher = server.loggedIn("teacher");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpResponse<String> createLeague(String body) {
        return teacher.postJson("/api/leagues", body, csrf(teacher.csrfToken()));
    }

    private void enterBuiltIns(long league, String... playAs) {
        Leagues leagues = new Leagues(server.database(), Clock.systemUTC());
        for (int i = 0; i < playAs.length; i++) {
            String name = "entrant-" + i;
            String source = playAs[i];
            leagues.enter(
                    league,
                    server.database()
                            .jdbi()
                            .withExtension(
                                    AgentDao.class,
                                    dao -> dao.findOrInsertVersion(
                                            name, OptionalLong.empty(), "1", source, Optional.empty(), Instant.now()))
                            .id());
        }
    }

    /** Waits until every match of the league is finished; @return them, as GET /api/matches lists them */
    private JsonNode awaitPlayed(long league, int matches) throws InterruptedException {
        for (int i = 0; i < 1200; i++) {
            JsonNode listed = json(server.client().get("/api/matches?limit=200&league=" + league));
            long finished = 0;
            for (JsonNode m : listed.get("matches")) {
                finished += m.get("status").asText().equals("finished") ? 1 : 0;
            }
            if (finished == matches) {
                return listed.get("matches");
            }
            Thread.sleep(100);
        }
        throw new AssertionError("league " + league + " did not play its " + matches + " matches");
    }

    @Test
    @DisplayName(
            "R-23.10: a league on seafarers four-islands shows its choice and its played matches and replays name it")
    void r23_10ALeagueOnAScenarioIsStoredShownAndPlayedOnIt() throws InterruptedException {
        HttpResponse<String> created = createLeague(ISLANDS);
        assertEquals(201, created.statusCode(), created.body());
        JsonNode league = json(created);
        assertEquals("seafarers", league.get("variants").asText());
        assertEquals("four-islands", league.get("scenario").asText());
        long id = league.get("id").asLong();
        assertTrue(
                server.client()
                        .get("/leagues/" + id)
                        .body()
                        .contains("<span id=\"league-rules\">base with seafarers on scenario four-islands</span>"),
                "the league page names the choice");
        assertTrue(server.client().get("/leagues").body().contains("base with seafarers on scenario four-islands"));

        enterBuiltIns(id, "heuristic", "random", "random");
        HttpResponse<String> season =
                teacher.postJson("/api/leagues/" + id + "/seasons", "", csrf(teacher.csrfToken()));
        assertEquals(201, season.statusCode(), season.body());

        JsonNode matches = awaitPlayed(id, 3);
        for (JsonNode m : matches) {
            assertEquals("seafarers", m.get("variants").asText(), m.toString());
            assertEquals("four-islands", m.get("scenario").asText(), m.toString());
            long match = m.get("id").asLong();
            JsonNode detail = json(server.client().get("/api/matches/" + match));
            assertEquals("four-islands", detail.get("scenario").asText());
            JsonNode replay = json(server.client().get("/api/replays/" + match));
            assertEquals(
                    "four-islands",
                    replay.get("header").get("options").get("scenario").asText());
            assertTrue(replay.has("board"), "the viewer gets the scenario's dealt board");
            assertTrue(server.client()
                    .get("/matches/" + match)
                    .body()
                    .contains("base with seafarers on scenario four-islands"));
        }
        assertTrue(server.client()
                .get("/matches?league=" + id)
                .body()
                .contains("<span class=\"variants\">with seafarers on scenario four-islands</span>"));
    }

    @Test
    @DisplayName(
            "R-24.2, R-24.4: leagues of Catan for Two and of 5 seats play their seasons on the dashboard, rated by Elo")
    void r24_2LeaguesOfTwoAndOfFiveSeatsPlayTheirSeasons() throws InterruptedException {
        String two = "{\"name\": \"Duels\", \"ruleset\": \"base\", \"tableSize\": 2, \"perDecisionMs\": 50,"
                + " \"turnCap\": 12, \"variants\": \"catan-for-two\"}";
        String five = "{\"name\": \"Crowd\", \"ruleset\": \"base\", \"tableSize\": 5, \"perDecisionMs\": 50,"
                + " \"turnCap\": 12}";
        long duels = json(createLeague(two)).get("id").asLong();
        long crowd = json(createLeague(five)).get("id").asLong();
        enterBuiltIns(duels, "heuristic", "random", "random");
        enterBuiltIns(crowd, "heuristic", "random", "random", "random", "random");
        for (long league : List.of(duels, crowd)) {
            HttpResponse<String> season =
                    teacher.postJson("/api/leagues/" + league + "/seasons", "", csrf(teacher.csrfToken()));
            assertEquals(201, season.statusCode(), season.body());
        }

        for (JsonNode m : awaitPlayed(duels, 6)) {
            assertEquals(2, m.get("seats").size(), m.toString());
            assertEquals("catan-for-two", m.get("variants").asText());
        }
        for (JsonNode m : awaitPlayed(crowd, 5)) {
            assertEquals(5, m.get("seats").size(), m.toString());
        }
        for (long league : List.of(duels, crowd)) {
            JsonNode board = json(server.client().get("/api/leagues/" + league + "/leaderboard"));
            for (JsonNode line : board.get("entrants")) {
                assertTrue(line.get("games").asInt() > 0, line.toString());
            }
        }
        assertEquals(
                3,
                json(server.client().get("/api/leagues/" + duels + "/leaderboard"))
                        .get("entrants")
                        .size());
        assertEquals(
                5,
                json(server.client().get("/api/leagues/" + crowd + "/leaderboard"))
                        .get("entrants")
                        .size());
    }

    @Test
    @DisplayName("R-23.10: an upload into a league on a scenario queues its test match on that scenario")
    void r23_10AnUploadsTestMatchPlaysTheLeaguesScenario() {
        long id = json(createLeague(ISLANDS.replace("Island ladder", "Upload ladder")))
                .get("id")
                .asLong();
        WebClient alice = server.loggedIn("alice");
        String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        HttpResponse<String> uploaded = server.client()
                .postMultipart(
                        "/api/bots",
                        Map.of("name", "islander", "league", Long.toString(id)),
                        BotJars.good(scratch),
                        bearer(token));
        assertEquals(201, uploaded.statusCode(), uploaded.body());
        long testMatch = json(uploaded).get("testMatch").get("id").asLong();
        JsonNode match = json(server.client().get("/api/matches/" + testMatch));
        assertEquals("seafarers", match.get("variants").asText(), match.toString());
        assertEquals("four-islands", match.get("scenario").asText(), match.toString());
    }

    @Test
    @DisplayName(
            "R-24.1, R-24.2, R-23.10: a choice the league's table cannot play is refused naming the field, nothing stored")
    void r24_1BadChoicesAreRefusedNamingTheFieldAndStoreNothing() {
        long before = json(server.client().get("/api/leagues")).get("total").asLong();
        String[][] refused = {
            {"\"variants\": \"seafarers,pirates\"", "the field 'variants' cannot be played: unknown variant 'pirates'"},
            {"\"variants\": \"catan-for-two\"", "the field 'variants' cannot be played: catan-for-two is played by 2"},
            {
                "\"scenario\": \"atlantis\"",
                "the field 'scenario' cannot be played: no scenario atlantis; the scenarios are"
            },
            {
                "\"variants\": \"barbarian-attack\", \"scenario\": \"four-islands\"",
                "the field 'variants' cannot be played: Barbarian Attack is played on its castle map"
            },
            {
                "\"tableSize\": 5, \"scenario\": \"four-islands\"",
                "the field 'scenario' cannot be played: scenario four-islands"
            },
        };
        for (String[] bad : refused) {
            String body = "{\"name\": \"Bad\", \"ruleset\": \"base\", \"tableSize\": 3, " + bad[0] + "}";
            body = body.replace("\"tableSize\": 3, \"tableSize\": 5,", "\"tableSize\": 5,");
            HttpResponse<String> answer = createLeague(body);
            assertEquals(400, answer.statusCode(), body + " -> " + answer.body());
            assertTrue(json(answer).get("error").asText().startsWith(bad[1]), body + " -> " + answer.body());
        }
        HttpResponse<String> form = teacher.postForm(
                "/leagues",
                Map.of(
                        "name", "Crowded islands",
                        "ruleset", "base",
                        "tableSize", "5",
                        "variants", "seafarers",
                        "scenario", "four-islands",
                        "csrf", teacher.csrfToken()));
        assertEquals(400, form.statusCode(), form.body());
        assertTrue(
                form.body().contains("the field &#39;scenario&#39; cannot be played: scenario four-islands"),
                form.body());
        assertTrue(form.body().contains("value=\"Crowded islands\""), "the form comes back as sent");
        assertTrue(form.body().contains("<option value=\"four-islands\" selected>"), form.body());
        assertTrue(form.body().contains("value=\"seafarers\" id=\"league-variant-seafarers\" checked"), form.body());
        assertTrue(form.body().contains("<option value=\"5\" selected>"), form.body());
        assertEquals(
                before, json(server.client().get("/api/leagues")).get("total").asLong(), "nothing was stored");
    }

    @Test
    @DisplayName("R-24.1, R-17.2: an assignment with barbarian-attack stores and shows it, with either ruleset;"
            + " on a Seafarers scenario it is refused")
    void r24_1AnAssignmentWithBarbarianAttack() {
        String body = "{\"name\": \"Castle course\", \"ruleset\": \"base\", \"tableSize\": 3,"
                + " \"deadline\": \"2099-12-01T17:00:00Z\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                + " \"baselines\": [\"random\", \"heuristic\"], \"turnCap\": 12, \"variants\": \"barbarian-attack\"}";
        HttpResponse<String> created = teacher.postJson("/api/assignments", body, csrf(teacher.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        long id = json(created).get("id").asLong();
        JsonNode read = json(teacher.get("/api/assignments/" + id));
        assertEquals("barbarian-attack", read.get("variants").asText());
        assertTrue(read.get("scenario").isNull());
        assertTrue(teacher.get("/assignments/" + id)
                .body()
                .contains("<span id=\"assignment-rules\">base with barbarian-attack</span>"));

        HttpResponse<String> ck = teacher.postJson(
                "/api/assignments",
                body.replace("Castle course", "Knights course").replace("\"base\"", "\"cities-and-knights\""),
                csrf(teacher.csrfToken()));
        assertEquals(201, ck.statusCode(), ck.body());
        assertEquals(
                "barbarian-attack",
                json(teacher.get("/api/assignments/" + json(ck).get("id").asLong()))
                        .get("variants")
                        .asText());

        HttpResponse<String> sea = teacher.postJson(
                "/api/assignments",
                body.replace("Castle course", "Island course")
                        .replace(
                                "\"barbarian-attack\"}",
                                "\"seafarers,barbarian-attack\", \"scenario\": \"four-islands\"}"),
                csrf(teacher.csrfToken()));
        assertEquals(400, sea.statusCode(), sea.body());
        assertTrue(
                json(sea).get("error").asText().contains("Barbarian Attack is played on its castle map"), sea.body());
        assertEquals(2, json(teacher.get("/api/assignments")).get("total").asInt(), "the refused one is not stored");
    }

    @Test
    @DisplayName("R-23.10: a /play game on four-islands deals the scenario's board and is stored naming it")
    void r23_10APlayGameOnAScenario() {
        TablePlayer alice = TablePlayer.login(server, "alice");
        JsonNode game = alice.start("{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"seat\": 0,"
                + " \"turnCap\": 6, \"variants\": \"seafarers\", \"scenario\": \"four-islands\"}");
        assertEquals(
                "four-islands",
                game.get("header").get("options").get("scenario").asText());
        assertEquals(
                game.get("board").get("geometry").get("hexes").size(),
                game.get("geometry").get("hexes").size(),
                "the table is drawn on the scenario's frame");
        alice.playToTheEnd(game);
        JsonNode stored = alice.awaitStoredGame();
        assertEquals("seafarers", stored.get("variants").asText());
        assertEquals("four-islands", stored.get("scenario").asText());

        HttpResponse<String> two = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"base\", \"bots\": [\"random\"], \"scenario\": \"four-islands\"}",
                        csrf(alice.csrfToken()));
        assertEquals(400, two.statusCode(), two.body());
        assertTrue(json(two).get("error").asText().startsWith("the field 'scenario' cannot be played"), two.body());
        HttpResponse<String> unknown = alice.client()
                .postJson(
                        "/api/games",
                        "{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"], \"variants\": \"dragons\"}",
                        csrf(alice.csrfToken()));
        assertEquals(400, unknown.statusCode(), unknown.body());
        assertTrue(json(unknown).get("error").asText().contains("unknown variant 'dragons'"), unknown.body());
        JsonNode castle = alice.start("{\"ruleset\": \"base\", \"bots\": [\"random\", \"random\"],"
                + " \"turnCap\": 6, \"variants\": \"barbarian-attack\"}");
        assertTrue(castle.get("header").get("options").get("barbarianAttack").asBoolean());
        List.of(castle).forEach(g -> assertTrue(!g.has("board"), "Barbarian Attack is drawn from the header's map"));
    }
}
