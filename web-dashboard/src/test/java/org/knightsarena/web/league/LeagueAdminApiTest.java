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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.server.DashboardSettings;

/** Organisers create leagues and run their seasons; nobody else may. */
class LeagueAdminApiTest {
    private static final String LEAGUE = "{\"name\": \"Friday ladder\", \"ruleset\": \"base\", \"tableSize\": 3,"
            + " \"roundsPerSeason\": 1, \"perDecisionMs\": 50, \"turnCap\": 12}";

    @TempDir
    Path data;

    @TempDir
    Path scratch;

    TestDashboard server;
    WebClient teacher;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
        server.dashboard().accounts().create("rival", TestDashboard.PASSWORD, Role.ORGANISER);
        teacher = server.loggedIn("teacher");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String token(String user) {
        WebClient c = server.loggedIn(user);
        return json(c.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(c.csrfToken())))
                .get("token")
                .asText();
    }

    private HttpResponse<String> upload(String user, String bot, long league) {
        return server.client()
                .postMultipart(
                        "/api/bots",
                        Map.of("name", bot, "league", Long.toString(league)),
                        BotJars.good(scratch),
                        bearer(token(user)));
    }

    @Test
    void anOrganiserCreatesALeagueFillsItAndRunsItsSeasons() {
        HttpResponse<String> created = teacher.postJson("/api/leagues", LEAGUE, csrf(teacher.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        JsonNode league = json(created);
        long id = league.get("id").asLong();
        assertEquals("teacher", league.get("owner").asText());
        assertEquals("public", league.get("visibility").asText());
        assertEquals("base", league.get("ruleset").asText());
        assertEquals(
                409,
                teacher.postJson("/api/leagues", LEAGUE.replace("Friday", "friday"), csrf(teacher.csrfToken()))
                        .statusCode(),
                "names are unique, whatever their case");

        HttpResponse<String> empty = teacher.postJson("/api/leagues/" + id + "/seasons", "", csrf(teacher.csrfToken()));
        assertEquals(409, empty.statusCode());
        assertTrue(json(empty).get("error").asText().contains("entrants"), empty.body());

        for (String[] entry : new String[][] {{"alice", "a-bot"}, {"bob", "b-bot"}, {"teacher", "t-bot"}}) {
            HttpResponse<String> r = upload(entry[0], entry[1], id);
            assertEquals(201, r.statusCode(), r.body());
            assertEquals("Friday ladder", json(r).get("testMatch").get("league").asText());
        }
        HttpResponse<String> started =
                teacher.postJson("/api/leagues/" + id + "/seasons", "", csrf(teacher.csrfToken()));
        assertEquals(201, started.statusCode(), started.body());
        assertEquals(1, json(started).get("number").asInt());
        assertEquals("running", json(started).get("status").asText());
        assertEquals("regular", json(started).get("kind").asText());
        assertEquals(
                409,
                teacher.postJson("/api/leagues/" + id + "/seasons", "", csrf(teacher.csrfToken()))
                        .statusCode(),
                "one season at a time");
        JsonNode board = json(server.client().get("/api/leagues/" + id + "/leaderboard"));
        assertEquals(3, board.get("entrants").size());
        assertEquals(3, board.get("season").get("total").asInt(), "3 bots at tables of 3: one table in 3 seatings");

        HttpResponse<String> closed =
                teacher.postJson("/api/leagues/" + id + "/seasons/close", "", csrf(teacher.csrfToken()));
        assertEquals(200, closed.statusCode(), closed.body());
        assertEquals("closed", json(closed).get("status").asText());
        assertEquals(
                409,
                teacher.postJson("/api/leagues/" + id + "/seasons/close", "", csrf(teacher.csrfToken()))
                        .statusCode());
        assertEquals(
                2,
                json(teacher.postJson("/api/leagues/" + id + "/seasons", "", csrf(teacher.csrfToken())))
                        .get("number")
                        .asInt());
    }

    @Test
    void aLeagueCreatedWithoutARulesetPlaysTheOneDefaultRuleset() {
        HttpResponse<String> created =
                teacher.postJson("/api/leagues", "{\"name\": \"No rules named\"}", csrf(teacher.csrfToken()));

        assertEquals(201, created.statusCode(), created.body());
        assertEquals(Ruleset.DEFAULT_ID, json(created).get("ruleset").asText());
        assertEquals(
                Ruleset.DEFAULT,
                DashboardSettings.defaults("127.0.0.1", 0, data).openLeague().ruleset(),
                "the open league plays the same default");
    }

    @Test
    void participantsAnonymousVisitorsAndOtherOrganisersAreRefused() {
        long id = json(teacher.postJson("/api/leagues", LEAGUE, csrf(teacher.csrfToken())))
                .get("id")
                .asLong();
        WebClient alice = server.loggedIn("alice");
        assertEquals(
                403,
                alice.postJson("/api/leagues", LEAGUE.replace("Friday", "Alice's"), csrf(alice.csrfToken()))
                        .statusCode());
        assertEquals(401, server.client().postJson("/api/leagues", LEAGUE).statusCode());
        WebClient rival = server.loggedIn("rival");
        HttpResponse<String> foreign = rival.postJson("/api/leagues/" + id + "/seasons", "", csrf(rival.csrfToken()));
        assertEquals(403, foreign.statusCode());
        assertTrue(json(foreign).get("error").asText().contains("Friday ladder"), foreign.body());
        assertEquals(
                403,
                alice.postJson("/api/leagues/" + id + "/seasons/close", "", csrf(alice.csrfToken()))
                        .statusCode());
        assertEquals(
                404,
                teacher.postJson("/api/leagues/999/seasons", "", csrf(teacher.csrfToken()))
                        .statusCode());
        HttpResponse<String> bad = teacher.postJson(
                "/api/leagues", "{\"name\": \"x\", \"ruleset\": \"chess\"}", csrf(teacher.csrfToken()));
        assertEquals(400, bad.statusCode());
        assertTrue(json(bad).get("error").asText().contains("chess"), bad.body());
        assertEquals(
                400,
                teacher.postJson("/api/leagues", "{\"name\": \"x\", \"tableSize\": 7}", csrf(teacher.csrfToken()))
                        .statusCode());
        assertEquals(
                400,
                teacher.postJson("/api/leagues", "{\"name\": \"  \"}", csrf(teacher.csrfToken()))
                        .statusCode());
    }

    @Test
    void aLeagueOutOfBoundsIsRefusedWithAMessageThatStatesTheBound() {
        String[][] cases = {
            {"\"roundsPerSeason\": 1000000000", "roundsPerSeason must be 1 to 100, was 1000000000"},
            {"\"turnCap\": 2147483647", "turnCap must be 1 to 500, was 2147483647"},
            {"\"turnCap\": 0", "turnCap must be 1 to 500, was 0"},
            {"\"perDecisionMs\": 60000", "perDecisionMs must be 1 to 10000, was 60000"},
            {
                "\"name\": \"" + "n".repeat(81) + "\"",
                "a league needs a name of 1 to 80 characters, without control characters"
            }
        };
        for (String[] c : cases) {
            String body = "{\"name\": \"Huge\", " + c[0] + "}";
            HttpResponse<String> refused = teacher.postJson("/api/leagues", body, csrf(teacher.csrfToken()));
            assertEquals(400, refused.statusCode(), body);
            String error = json(refused).get("error").asText();
            assertTrue(error.startsWith(c[1] + "; a league looks like {"), error);
        }
        HttpResponse<String> form = teacher.postForm(
                "/leagues", Map.of("csrf", teacher.csrfToken(), "name", "Huge", "roundsPerSeason", "20000"));
        assertEquals(400, form.statusCode());
        assertTrue(form.body().contains("roundsPerSeason must be 1 to 100, was 20000"), form.body());
        HttpResponse<String> biggest = teacher.postJson(
                "/api/leagues",
                "{\"name\": \"Biggest\", \"roundsPerSeason\": 100," + " \"turnCap\": 500, \"perDecisionMs\": 10000}",
                csrf(teacher.csrfToken()));
        assertEquals(201, biggest.statusCode(), biggest.body());
        assertTrue(
                json(server.client().get("/api/leagues")).findValues("name").stream()
                        .noneMatch(n -> n.asText().equals("Huge")),
                "no refused league was stored");
    }

    /** @return the matches stored so far of the league's seasons that are still starting (planned) */
    private long matchesOfStartingSeasons(long league) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches m"
                                + " JOIN tournaments t ON t.id = m.tournament_id JOIN seasons s ON s.id = t.season_id"
                                + " WHERE s.league_id = :l AND s.status = 'planned'")
                        .bind("l", league)
                        .mapTo(Long.class)
                        .one());
    }

    @Test
    void theLargestSeasonStartsWhileAnotherUsersWritesGoThrough() throws Exception {
        HttpResponse<String> created = teacher.postJson(
                "/api/leagues",
                "{\"name\": \"Big ladder\", \"ruleset\": \"base\"," + " \"tableSize\": 4, \"roundsPerSeason\": 100}",
                csrf(teacher.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        long league = json(created).get("id").asLong();
        // Seven entrants: 35 tables of four a round, 14,000 matches in the season's 100 rounds.
        Leagues leagues = new Leagues(server.database(), Clock.systemUTC());
        for (String bot : List.of("b1", "b2", "b3", "b4", "b5", "b6", "b7")) {
            leagues.enter(
                    league,
                    server.database()
                            .jdbi()
                            .withExtension(
                                    AgentDao.class,
                                    dao -> dao.findOrInsertVersion(
                                            bot, OptionalLong.empty(), "1", "random", Optional.empty(), Instant.now()))
                            .id());
        }
        WebClient alice = server.loggedIn("alice");
        String csrf = alice.csrfToken();
        AtomicBoolean starting = new AtomicBoolean(true);
        List<Integer> statuses = new CopyOnWriteArrayList<>();
        AtomicInteger betweenBatches = new AtomicInteger();
        Thread writer = new Thread(() -> {
            while (starting.get()) {
                long before = matchesOfStartingSeasons(league);
                statuses.add(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(csrf))
                        .statusCode());
                if (before > 0 && matchesOfStartingSeasons(league) > 0) {
                    betweenBatches.incrementAndGet(); // the season was part-queued before and after the write
                }
            }
        });
        writer.start();
        HttpResponse<String> started;
        try {
            started = teacher.postJson("/api/leagues/" + league + "/seasons", "", csrf(teacher.csrfToken()));
        } finally {
            starting.set(false);
            writer.join();
        }

        assertEquals(201, started.statusCode(), started.body());
        assertEquals("running", json(started).get("status").asText());
        assertEquals(
                14_000,
                json(teacher.get("/api/leagues/" + league))
                        .get("season")
                        .get("total")
                        .asInt());
        assertTrue(
                statuses.stream().allMatch(s -> s == 201), "every write of the other user went through: " + statuses);
        assertTrue(betweenBatches.get() > 0, "some writes went through between two batches of the season");
    }

    @Test
    void theLeaguesPageOffersOrganisersTheFormAndTheirLeagueTheSeasonButtons() {
        assertTrue(teacher.get("/leagues").body().contains("id=\"league-form\""));
        String aliceView = server.loggedIn("alice").get("/leagues").body();
        assertTrue(!aliceView.contains("id=\"league-form\""), "participants see no form");
        HttpResponse<String> made = teacher.postForm(
                "/leagues",
                Map.of(
                        "name",
                        "<b>Form league</b>",
                        "tableSize",
                        "3",
                        "ruleset",
                        "base",
                        "roundsPerSeason",
                        "1",
                        "perDecisionMs",
                        "100",
                        "versionPolicy",
                        "next-season",
                        "csrf",
                        teacher.csrfToken()));
        assertEquals(303, made.statusCode(), made.body());
        String location = made.headers().firstValue("Location").orElseThrow();
        String page = teacher.get(location).body();
        assertTrue(page.contains("&lt;b&gt;Form league&lt;/b&gt;"), "the name is escaped: " + page);
        assertTrue(page.contains("id=\"start-season\""), page);
        assertTrue(!server.loggedIn("rival").get(location).body().contains("id=\"start-season\""));
    }
}
