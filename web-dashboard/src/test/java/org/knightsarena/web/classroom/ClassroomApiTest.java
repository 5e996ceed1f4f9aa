package org.knightsarena.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.TestDashboard.PASSWORD;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.classroom.GradeSheet;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.ShiftedClock;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;

/**
 * Classroom assignments through the API, against a real dashboard that plays real matches: the
 * complete run of issue 7 (create, join, upload, practise, deadline, final season, grade sheet),
 * and who may do what.
 */
class ClassroomApiTest {
    /** How long a test waits for matches a busy shared machine plays; a bound, not a measurement. */
    private static final Duration PATIENCE = Duration.ofMinutes(10);

    @TempDir
    Path data;

    @TempDir
    Path scratch;

    private static String assignment(Instant deadline, String baselines) {
        return "{\"name\": \"AI course: assignment 1\", \"ruleset\": \"cities-and-knights\", \"tableSize\": 3,"
                + " \"deadline\": \"" + deadline + "\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                + " \"baselines\": " + baselines + ", \"perDecisionMs\": 20, \"turnCap\": 12}";
    }

    private static HttpResponse<String> upload(WebClient client, String bot, long league, byte[] jar) {
        return client.postMultipart(
                "/api/bots", Map.of("name", bot, "league", Long.toString(league)), jar, csrf(client.csrfToken()));
    }

    private static JsonNode waitFor(
            String what, java.util.function.Supplier<JsonNode> read, Predicate<JsonNode> done, Runnable between) {
        Instant giveUp = Instant.now().plus(PATIENCE);
        while (true) {
            JsonNode value = read.get();
            if (done.test(value)) {
                return value;
            }
            if (Instant.now().isAfter(giveUp)) {
                throw new AssertionError("gave up waiting for " + what + "; last seen: " + value);
            }
            between.run();
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }
    }

    private static boolean allPlayed(JsonNode matches, int count) {
        if (matches.size() != count) {
            return false;
        }
        for (JsonNode m : matches) {
            if (!m.get("status").asText().equals("finished") || m.get("replay").isNull()) {
                return false;
            }
        }
        return true;
    }

    private static int versions(TestDashboard server) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM agent_versions")
                        .mapTo(Integer.class)
                        .one());
    }

    @Test
    void anAssignmentRunsFromCreationThroughTheDeadlineToTheGradeSheet() {
        ShiftedClock clock = new ShiftedClock();
        try (TestDashboard server = TestDashboard.start(data, TestDashboard.playing(data), clock)) {
            server.dashboard().accounts().create("teacher", PASSWORD, Role.ORGANISER);
            server.dashboard().accounts().create("carol", PASSWORD, Role.PARTICIPANT);
            WebClient teacher = server.loggedIn("teacher");
            WebClient alice = server.loggedIn("alice");
            WebClient bob = server.loggedIn("bob");
            WebClient carol = server.loggedIn("carol");
            Instant deadline = clock.instant().plus(Duration.ofHours(1)).truncatedTo(ChronoUnit.SECONDS);

            assertEquals(401, server.client().get("/api/assignments").statusCode());
            HttpResponse<String> byStudent = alice.postJson(
                    "/api/assignments", assignment(deadline, "[\"random\", \"heuristic\"]"), csrf(alice.csrfToken()));
            assertEquals(403, byStudent.statusCode());
            assertEquals(
                    "only organisers and admins may create assignments; ask an admin to make your account an"
                            + " organiser",
                    json(byStudent).get("error").asText());
            HttpResponse<String> unknown = teacher.postJson(
                    "/api/assignments", assignment(deadline, "[\"random\", \"nosuchbot\"]"), csrf(teacher.csrfToken()));
            assertEquals(400, unknown.statusCode());
            assertEquals(
                    "the baseline 'nosuchbot' is neither a sample bot (random, heuristic, mcts) nor a bot you"
                            + " uploaded",
                    json(unknown).get("error").asText());

            HttpResponse<String> createdResponse = teacher.postJson(
                    "/api/assignments", assignment(deadline, "[\"random\", \"heuristic\"]"), csrf(teacher.csrfToken()));
            assertEquals(201, createdResponse.statusCode(), createdResponse.body());
            JsonNode created = json(createdResponse);
            long id = created.get("id").asLong();
            String code = created.get("joinCode").asText();
            assertEquals("/join/" + code, created.get("joinLink").asText());
            assertEquals("open", created.get("phase").asText());
            assertEquals(List.of("heuristic", "random"), sorted(created.get("baselines")));
            assertEquals(3, created.get("tableSize").asInt());

            for (WebClient student : List.of(alice, bob)) {
                HttpResponse<String> joined = student.postJson(
                        "/api/assignments/join",
                        "{\"code\": \"" + code.toLowerCase(Locale.ROOT) + "\"}",
                        csrf(student.csrfToken()));
                assertEquals(200, joined.statusCode(), joined.body());
                assertTrue(json(joined).get("joinCode").isNull(), "students do not get the join code");
            }
            assertEquals(
                    2,
                    json(teacher.get("/api/assignments/" + id)).get("members").asInt());
            assertEquals(
                    1, json(alice.get("/api/assignments")).get("assignments").size());
            HttpResponse<String> outsider = carol.get("/api/assignments/" + id);
            assertEquals(404, outsider.statusCode());
            assertEquals(
                    0, json(carol.get("/api/assignments")).get("assignments").size());
            assertEquals(
                    403, alice.get("/api/assignments/" + id + "/standings.csv").statusCode());
            HttpResponse<String> early = teacher.get("/api/assignments/" + id + "/standings");
            assertEquals(409, early.statusCode());
            assertTrue(
                    json(early)
                            .get("error")
                            .asText()
                            .startsWith("the final standings of 'AI course: assignment 1'"
                                    + " are not ready: the assignment is open"),
                    early.body());

            byte[] jar = BotJars.good(scratch.resolve("bot"));
            HttpResponse<String> aliceUpload = upload(alice, "alicebot", id, jar);
            assertEquals(201, aliceUpload.statusCode(), aliceUpload.body());
            assertEquals(id, json(aliceUpload).get("testMatch").get("leagueId").asLong());
            long aliceTest = json(aliceUpload).get("testMatch").get("id").asLong();
            HttpResponse<String> bobUpload = upload(bob, "bobbot", id, jar);
            assertEquals(201, bobUpload.statusCode(), bobUpload.body());

            JsonNode aliceMatches = waitFor(
                    "alice's test match",
                    () -> json(alice.get("/api/assignments/" + id + "/matches")).get("matches"),
                    m -> allPlayed(m, 1),
                    () -> {});
            assertEquals(aliceTest, aliceMatches.get(0).get("id").asLong());
            assertEquals("test-match", aliceMatches.get(0).get("purpose").asText());
            assertEquals(
                    List.of("alicebot", "heuristic", "random"),
                    sorted(aliceMatches.get(0).get("seats"), "bot"));
            waitFor(
                    "bob's test match",
                    () -> json(bob.get("/api/assignments/" + id + "/matches")).get("matches"),
                    m -> allPlayed(m, 1),
                    () -> {});
            assertEquals(
                    2,
                    json(teacher.get("/api/assignments/" + id + "/matches"))
                            .get("matches")
                            .size(),
                    "the teacher sees both");

            // Bob sees neither alice's matches in his list, nor her replay's hidden information, nor may he use her
            // bot.
            for (JsonNode m :
                    json(bob.get("/api/assignments/" + id + "/matches")).get("matches")) {
                assertEquals("bob", m.get("requestedBy").asText());
            }
            assertEquals(
                    404,
                    bob.get("/api/replays/" + aliceTest + "?reveal=true").statusCode(),
                    "a classmate's replay does not exist for bob");
            HttpResponse<String> aliceLogsForBob = bob.get("/api/matches/" + aliceTest);
            assertEquals(404, aliceLogsForBob.statusCode(), "a classmate's match does not exist for bob");
            assertEquals(
                    "there is no match " + aliceTest + "; GET /api/matches lists them",
                    json(aliceLogsForBob).get("error").asText());
            JsonNode ownDetail = json(alice.get("/api/matches/" + aliceTest));
            for (JsonNode seat : ownDetail.get("seats")) {
                boolean hers = seat.get("name").asText().equals("alicebot");
                assertEquals(hers, seat.get("privateShown").asBoolean(), seat.toString());
                assertEquals(hers, seat.get("faultDetails").isArray(), "only her own seat's faults and log: " + seat);
                if (!hers) {
                    assertTrue(seat.get("log").isNull(), seat.toString());
                }
            }
            assertEquals(
                    200,
                    teacher.get("/api/replays/" + aliceTest + "?reveal=true").statusCode());
            HttpResponse<String> borrowed = bob.postJson(
                    "/api/assignments/" + id + "/practice", "{\"bot\": \"alicebot\"}", csrf(bob.csrfToken()));
            assertEquals(403, borrowed.statusCode());
            assertEquals(
                    "'alicebot' belongs to another account; practise with your own bot",
                    json(borrowed).get("error").asText());

            HttpResponse<String> practice = alice.postJson(
                    "/api/assignments/" + id + "/practice", "{\"bot\": \"alicebot\"}", csrf(alice.csrfToken()));
            assertEquals(202, practice.statusCode(), practice.body());
            long practiceMatch = json(practice).get("matchId").asLong();
            assertEquals(
                    "/replays/" + practiceMatch, json(practice).get("replay").asText());
            JsonNode afterPractice = waitFor(
                    "alice's practice match",
                    () -> json(alice.get("/api/assignments/" + id + "/matches")).get("matches"),
                    m -> allPlayed(m, 2),
                    () -> {});
            assertEquals(practiceMatch, afterPractice.get(0).get("id").asLong());
            assertEquals("practice", afterPractice.get(0).get("purpose").asText());

            clock.advance(Duration.ofHours(2));
            server.dashboard().tick();
            int before = versions(server);
            HttpResponse<String> late = upload(alice, "alicebot", id, jar);
            assertEquals(409, late.statusCode());
            assertEquals(
                    "the deadline of 'AI course: assignment 1' passed at " + deadline + "; uploads are closed",
                    json(late).get("error").asText());
            assertEquals(before, versions(server), "a late upload stores nothing");
            HttpResponse<String> latePractice = alice.postJson(
                    "/api/assignments/" + id + "/practice", "{\"bot\": \"alicebot\"}", csrf(alice.csrfToken()));
            assertEquals(409, latePractice.statusCode());

            JsonNode finished = waitFor(
                    "the final season",
                    () -> json(teacher.get("/api/assignments/" + id)),
                    a -> a.get("phase").asText().equals("finished"),
                    server.dashboard()::tick);
            assertFalse(finished.get("open").asBoolean());

            assertEquals(403, alice.get("/api/assignments/" + id + "/standings").statusCode());
            HttpResponse<String> csv = teacher.get("/api/assignments/" + id + "/standings.csv");
            assertEquals(200, csv.statusCode(), csv.body());
            assertTrue(csv.headers().firstValue("Content-Type").orElse("").startsWith("text/csv"));
            assertEquals(
                    "attachment; filename=\"assignment-" + id + "-standings.csv\"",
                    csv.headers().firstValue("Content-Disposition").orElse(""));
            List<String> expected = expectedGradeRows(server, id);
            assertEquals(4, expected.size(), "two students and two baselines played the final season");
            List<String> rows = new ArrayList<>(csv.body().lines().toList());
            assertEquals(GradeSheet.HEADER, rows.remove(0));
            assertEquals(expected, rows);
            long together = server.database()
                    .jdbi()
                    .withHandle(h -> h.createQuery("SELECT ms.match_id"
                                    + " FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id JOIN tournaments t"
                                    + " ON t.id = e.tournament_id JOIN assignments a ON a.final_season_id = t.season_id"
                                    + " WHERE a.league_id = :l AND e.label IN ('alicebot', 'bobbot') GROUP BY ms.match_id"
                                    + " HAVING COUNT(*) = 2 ORDER BY ms.match_id LIMIT 1")
                            .bind("l", id)
                            .mapTo(Long.class)
                            .one());
            JsonNode finalMatch = json(alice.get("/api/matches/" + together));
            assertEquals(id, finalMatch.get("leagueId").asLong());
            for (JsonNode seat : finalMatch.get("seats")) {
                boolean hers = seat.get("name").asText().equals("alicebot");
                assertEquals(hers, seat.get("privateShown").asBoolean(), "alice reads her own seat only: " + seat);
                assertEquals(hers, seat.get("faultDetails").isArray(), seat.toString());
            }
            JsonNode forTeacher = json(teacher.get("/api/matches/" + together));
            // No account owns the built-in baselines: their seats are for admins only.
            forTeacher
                    .get("seats")
                    .forEach(seat -> assertEquals(
                            !seat.get("owner").isNull(),
                            seat.get("privateShown").asBoolean(),
                            "the teacher reads her students' seats: " + seat));
            JsonNode standings = json(teacher.get("/api/assignments/" + id + "/standings"));
            assertEquals(4, standings.get("lines").size());
            assertEquals(
                    rows.get(0).split(",")[2],
                    standings.get("lines").get(0).get("bot").asText());
            assertEquals(4, standings.get("total").asInt());
            assertTrue(standings.get("next").isNull(), standings.toString());
            JsonNode second = json(teacher.get("/api/assignments/" + id + "/standings?limit=2&offset=1"));
            assertEquals(4, second.get("total").asInt(), "the total counts every line");
            assertEquals(2, second.get("lines").size());
            assertEquals(standings.get("lines").get(1), second.get("lines").get(0));
            assertEquals(
                    "/api/assignments/" + id + "/standings?limit=2&offset=3",
                    second.get("next").asText());
            assertEquals(
                    400,
                    teacher.get("/api/assignments/" + id + "/standings?limit=0").statusCode());
        }
    }

    /** The grade rows, computed here from the stored final season rather than by {@link GradeSheet}. */
    private static List<String> expectedGradeRows(TestDashboard server, long league) {
        List<Map<String, Object>> stored = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT ss.rank, ac.username AS owner, ag.name, v.version, ss.rating, ss.rating_low, ss.rating_high,"
                                        + " ss.games, ss.wins, ss.mean_place, ss.faults, le.baseline"
                                        + " FROM assignments a JOIN seasons s ON s.id = a.final_season_id"
                                        + " JOIN season_standings ss ON ss.season_id = s.id"
                                        + " JOIN entrants e ON e.id = ss.entrant_id"
                                        + " JOIN agent_versions v ON v.id = e.agent_version_id JOIN agents ag ON ag.id = v.agent_id"
                                        + " LEFT JOIN accounts ac ON ac.id = ag.owner_account_id"
                                        + " JOIN league_entrants le ON le.league_id = a.league_id AND le.agent_id = ag.id"
                                        + " WHERE a.league_id = :l AND s.kind = 'final' AND s.status = 'closed' ORDER BY ss.rank")
                        .bind("l", league)
                        .mapToMap()
                        .list());
        int bestBaseline = stored.stream()
                .filter(r -> ((Number) r.get("baseline")).intValue() == 1)
                .mapToInt(r -> ((Number) r.get("rank")).intValue())
                .min()
                .orElseThrow();
        List<String> rows = new ArrayList<>();
        for (Map<String, Object> r : stored) {
            boolean baseline = ((Number) r.get("baseline")).intValue() == 1;
            int rank = ((Number) r.get("rank")).intValue();
            rows.add(String.join(
                    ",",
                    Integer.toString(rank),
                    baseline ? "" : (String) r.get("owner"),
                    (String) r.get("name"),
                    (String) r.get("version"),
                    decimal(r.get("rating"), 1),
                    decimal(r.get("rating_low"), 1),
                    decimal(r.get("rating_high"), 1),
                    r.get("games").toString(),
                    r.get("wins").toString(),
                    decimal(r.get("mean_place"), 2),
                    r.get("faults").toString(),
                    baseline ? "yes" : "no",
                    baseline ? "" : rank < bestBaseline ? "yes" : "no"));
        }
        return rows;
    }

    private static String decimal(Object value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", ((Number) value).doubleValue());
    }

    private static List<String> sorted(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        values.sort(null);
        return values;
    }

    private static List<String> sorted(JsonNode array, String field) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.get(field).asText()));
        values.sort(null);
        return values;
    }

    @Test
    void practiceNeedsMembershipAnEnteredBotOfOnesOwnAndIsRateLimited() {
        try (TestDashboard server = TestDashboard.start(data)) {
            long id = createdByAdmin(server, "[\"random\"]");
            String code = json(server.loggedIn("admin").get("/api/assignments/" + id))
                    .get("joinCode")
                    .asText();
            WebClient alice = server.loggedIn("alice");
            WebClient bob = server.loggedIn("bob");
            String path = "/api/assignments/" + id + "/practice";
            assertEquals(
                    404,
                    bob.postJson(path, "{\"bot\": \"alicebot\"}", csrf(bob.csrfToken()))
                            .statusCode(),
                    "bob has not joined, so the assignment does not exist for him");
            alice.postJson("/api/assignments/join", "{\"code\": \"" + code + "\"}", csrf(alice.csrfToken()));
            HttpResponse<String> notEntered = alice.postJson(path, "{\"bot\": \"alicebot\"}", csrf(alice.csrfToken()));
            assertEquals(404, notEntered.statusCode(), "no bot of that name exists yet");
            HttpResponse<String> uploaded = upload(alice, "alicebot", id, BotJars.good(scratch.resolve("bot")));
            assertEquals(201, uploaded.statusCode(), uploaded.body());
            HttpResponse<String> other = alice.postMultipart(
                    "/api/bots",
                    Map.of("name", "otherbot"),
                    BotJars.good(scratch.resolve("other")),
                    csrf(alice.csrfToken()));
            assertEquals(201, other.statusCode(), "into the open league: " + other.body());
            HttpResponse<String> elsewhere = alice.postJson(path, "{\"bot\": \"otherbot\"}", csrf(alice.csrfToken()));
            assertEquals(409, elsewhere.statusCode());
            assertEquals(
                    "'otherbot' is not entered in 'AI course: assignment 1'; upload it into the assignment first"
                            + " (/upload?league=" + id + ")",
                    json(elsewhere).get("error").asText());

            for (int i = 0; i < ClassroomRoutes.PRACTICE_PER_WINDOW; i++) {
                HttpResponse<String> r = alice.postJson(path, "{\"bot\": \"alicebot\"}", csrf(alice.csrfToken()));
                assertEquals(202, r.statusCode(), r.body());
            }
            HttpResponse<String> tooMany = alice.postJson(path, "{\"bot\": \"alicebot\"}", csrf(alice.csrfToken()));
            assertEquals(429, tooMany.statusCode());
            assertEquals(
                    Long.toString(ClassroomRoutes.PRACTICE_WINDOW.toSeconds()),
                    tooMany.headers().firstValue("Retry-After").orElse(""));
            assertEquals(
                    "too many practice matches; you may request another within 60 minutes",
                    json(tooMany).get("error").asText());
            long test = json(uploaded).get("testMatch").get("id").asLong();
            String detailPage = alice.get("/matches/" + test).body();
            assertTrue(detailPage.contains("alicebot"), detailPage);
            assertTrue(
                    detailPage.contains("<section class=\"seat-private\" id=\"seat-0\">"),
                    "her own seat shows its faults and log: " + detailPage);
            assertEquals(404, bob.get("/matches/" + test).statusCode());
            WebClient admin = server.loggedIn("admin");
            HttpResponse<String> badForm = admin.postForm(
                    "/assignments",
                    Map.of(
                            "csrf",
                            WebClient.csrfField(admin.get("/assignments").body()),
                            "name",
                            "x",
                            "tableSize",
                            "5"));
            assertEquals(400, badForm.statusCode());
            assertTrue(
                    badForm.body()
                            .contains("<p class=\"error\" id=\"create-error\">the field &#39;ruleset&#39; is"
                                    + " missing"),
                    badForm.body());
            long queued = server.database()
                    .jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM tournaments"
                                    + " WHERE league_id = :l AND purpose = 'practice' AND requested_by_account_id ="
                                    + " (SELECT id FROM accounts WHERE username = 'alice')")
                            .bind("l", id)
                            .mapTo(Long.class)
                            .one());
            assertEquals(ClassroomRoutes.PRACTICE_PER_WINDOW, queued);
        }
    }

    @Test
    void aVisitorSignsUpAtTheJoinLinkAndIsLoggedInAndJoined() {
        try (TestDashboard server = TestDashboard.start(data)) {
            long id = createdByAdmin(server, "[\"random\", \"heuristic\"]");
            String code = json(server.loggedIn("admin").get("/api/assignments/" + id))
                    .get("joinCode")
                    .asText();
            assertEquals(404, server.client().get("/join/NOSUCHCODE").statusCode());

            WebClient forger = server.client();
            forger.get("/join/" + code);
            HttpResponse<String> forged = forger.postForm(
                    "/join/" + code, Map.of("csrf", "forged", "username", "mallory", "password", PASSWORD));
            assertEquals(403, forged.statusCode());
            assertTrue(server.dashboard().accounts().find("mallory").isEmpty());

            WebClient visitor = server.client();
            String page = visitor.get("/join/" + code).body();
            assertTrue(page.contains("Join AI course: assignment 1"), page);
            Map<String, String> form = new LinkedHashMap<>();
            form.put("csrf", WebClient.csrfField(page));
            form.put("username", "alice");
            form.put("password", PASSWORD);
            HttpResponse<String> taken = visitor.postForm("/join/" + code, form);
            assertEquals(409, taken.statusCode());
            assertTrue(taken.body().contains("the user name &#39;alice&#39; is taken; choose another"), taken.body());

            form.put("csrf", WebClient.csrfField(taken.body()));
            form.put("username", "dora");
            HttpResponse<String> signedUp = visitor.postForm("/join/" + code, form);
            assertEquals(303, signedUp.statusCode(), signedUp.body());
            assertEquals(
                    "/assignments/" + id,
                    signedUp.headers().firstValue("Location").orElse(""));
            JsonNode me = json(visitor.get("/api/me"));
            assertEquals("dora", me.get("username").asText());
            assertEquals("participant", me.get("role").asText());
            assertEquals(
                    1,
                    json(visitor.get("/api/assignments/" + id)).get("members").asInt());
            assertTrue(visitor.get("/assignments/" + id).body().contains("id=\"upload-link\""));

            WebClient bob = server.loggedIn("bob");
            String joinPage = bob.get("/join/" + code).body();
            assertTrue(joinPage.contains("id=\"join-submit\""), "a signed-in visitor gets a Join button: " + joinPage);
            HttpResponse<String> joined = bob.postForm("/join/" + code, Map.of("csrf", WebClient.csrfField(joinPage)));
            assertEquals(303, joined.statusCode(), joined.body());
            assertEquals(
                    "/assignments/" + id,
                    joined.headers().firstValue("Location").orElse(""));
            assertEquals(
                    2, json(bob.get("/api/assignments/" + id)).get("members").asInt());
        }
    }

    private static long createdByAdmin(TestDashboard server, String baselines) {
        WebClient admin = server.loggedIn("admin");
        HttpResponse<String> r = admin.postJson(
                "/api/assignments",
                assignment(Instant.now().plus(Duration.ofDays(1)), baselines),
                csrf(admin.csrfToken()));
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("id").asLong();
    }
}
