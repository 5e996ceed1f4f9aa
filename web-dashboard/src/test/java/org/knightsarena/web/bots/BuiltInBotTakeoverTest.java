package org.knightsarena.web.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.Arena;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.web.BotJars;
import org.knightsarena.web.PracticedClassroom;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import picocli.CommandLine;

/**
 * The takeover of the built-in bots (issue 13, item 1) replayed through real HTTP on a real
 * SQLite file: signing up as {@code arena}, uploading over {@code random}, and what the
 * {@code arena} account could then read. Each of these passed before ownership was by account id.
 */
class BuiltInBotTakeoverTest {
    @TempDir
    Path data;

    @TempDir
    Path scratch;

    @Test
    void signingUpAsArenaIsRefusedOnEveryPathThatCreatesAnAccount() {
        try (TestDashboard server = TestDashboard.start(data)) {
            String code = PracticedClassroom.play(server).assignment().joinCode();
            for (String name : List.of("arena", "Arena", "system")) {
                WebClient visitor = server.client();
                String form = visitor.get("/join/" + code).body();
                HttpResponse<String> signUp = visitor.postForm(
                        "/join/" + code,
                        Map.of(
                                "csrf",
                                WebClient.csrfField(form),
                                "username",
                                name,
                                "password",
                                "a long enough password"));
                assertEquals(400, signUp.statusCode(), name);
                assertTrue(
                        signUp.body()
                                .contains("the user name &#39;" + name + "&#39; is reserved for the platform;"
                                        + " choose another"),
                        signUp.body());
            }
            WebClient admin = server.loggedIn("admin");
            HttpResponse<String> byApi = admin.postJson(
                    "/api/accounts",
                    "{\"username\": \"arena\","
                            + " \"password\": \"a long enough password\", \"role\": \"participant\"}",
                    csrf(admin.csrfToken()));
            assertEquals(400, byApi.statusCode(), byApi.body());
            assertEquals(
                    "the user name 'arena' is reserved for the platform; choose another",
                    json(byApi).get("error").asText());
            assertEquals(0, (int) server.database()
                    .jdbi()
                    .withHandle(h -> h.createQuery(
                                    "SELECT COUNT(*) FROM accounts WHERE LOWER(username) IN ('arena', 'system')")
                            .mapTo(Integer.class)
                            .one()));
        }
        StringWriter err = new StringWriter();
        int status = new CommandLine(new Arena())
                .setErr(new PrintWriter(err))
                .execute("accounts", "create", "arena", "--data", data.toString());
        assertEquals(2, status);
        assertTrue(err.toString().contains("the user name 'arena' is reserved for the platform"), err.toString());
    }

    @Test
    void nobodyCanUploadAVersionOfABuiltInBot() {
        try (TestDashboard server = TestDashboard.start(data)) {
            long league = PracticedClassroom.play(server).assignment().leagueId();
            List<String> before = versionsOfTheSampleBots(server);
            byte[] jar = BotJars.good(scratch);
            for (String user : List.of("alice", "admin")) {
                WebClient client = server.loggedIn(user);
                for (String name : List.of("random", "Random", "heuristic", "mcts")) {
                    HttpResponse<String> r =
                            client.postMultipart("/api/bots", Map.of("name", name), jar, csrf(client.csrfToken()));
                    assertEquals(400, r.statusCode(), user + " uploading " + name + ": " + r.body());
                    assertEquals(
                            "the bot name '" + name + "' is reserved for a built-in bot (random, heuristic, mcts),"
                                    + " of which nobody may upload a version; choose another name",
                            json(r).get("error").asText());
                }
            }
            WebClient alice = server.loggedIn("alice");
            HttpResponse<String> intoTheAssignment = alice.postMultipart(
                    "/api/bots",
                    Map.of("name", "heuristic", "league", Long.toString(league)),
                    jar,
                    csrf(alice.csrfToken()));
            assertEquals(400, intoTheAssignment.statusCode(), "the assignment's baseline: " + intoTheAssignment.body());
            assertEquals(
                    before, versionsOfTheSampleBots(server), "the open league's and the baselines' bots unchanged");
            JsonNode random = json(server.client().get("/api/bots/random"));
            assertTrue(random.get("owner").isNull(), "no account owns a built-in bot: " + random);
        }
    }

    @Test
    void anAccountNamedArenaFromBeforeTheFixOwnsNoBuiltInBotAndReadsNothingPrivate() {
        try (TestDashboard server = TestDashboard.start(data)) {
            long privateMatch = PracticedClassroom.play(server).match();
            long publicMatch = playAnOpenLeagueMatch(server);
            // A built-in seat's fault, so that there is something private to withhold on it.
            server.database()
                    .jdbi()
                    .useHandle(h -> h.execute(
                            "INSERT INTO match_faults (match_id, seat, ordinal, kind,"
                                    + " detail) VALUES (?, 0, 0, 'timeout', 'the built-in bot was slow')",
                            publicMatch));
            // Someone signed up as 'arena' while nothing reserved the name; the account survived the upgrade.
            server.dashboard()
                    .accounts()
                    .create("arena-to-be", TestDashboard.PASSWORD, org.knightsarena.web.accounts.Role.PARTICIPANT);
            server.database()
                    .jdbi()
                    .useHandle(h -> h.execute("UPDATE accounts SET username = 'arena' WHERE username = 'arena-to-be'"));
            WebClient arena = server.loggedIn("arena");
            List<String> before = versionsOfTheSampleBots(server);

            HttpResponse<String> upload = arena.postMultipart(
                    "/api/bots", Map.of("name", "random"), BotJars.good(scratch), csrf(arena.csrfToken()));
            assertEquals(400, upload.statusCode(), upload.body());
            assertEquals(before, versionsOfTheSampleBots(server), "the open league's random is unchanged");

            assertEquals(
                    404, arena.get("/api/matches/" + privateMatch).statusCode(), "another organiser's private match");
            assertEquals(404, arena.get("/matches/" + privateMatch).statusCode());
            assertEquals(
                    403,
                    arena.get("/api/replays/" + publicMatch + "?reveal=true").statusCode(),
                    "a public match's hidden cards");
            assertFalse(json(arena.get("/api/replays/" + publicMatch))
                    .get("canReveal")
                    .asBoolean());
            for (JsonNode seat : json(arena.get("/api/matches/" + publicMatch)).get("seats")) {
                assertFalse(seat.get("privateShown").asBoolean(), "a built-in seat's faults and log: " + seat);
            }
            assertFalse(arena.get("/matches/" + publicMatch).body().contains("the built-in bot was slow"));
            assertFalse(arena.get("/bots/random").body().contains("bot-private"), "the bot page's faults and logs");

            WebClient admin = server.loggedIn("admin");
            JsonNode seen =
                    json(admin.get("/api/matches/" + publicMatch)).get("seats").get(0);
            assertTrue(seen.get("privateShown").asBoolean(), "admins read built-in seats: " + seen);
            assertEquals(
                    "the built-in bot was slow",
                    seen.get("faultDetails").get(0).get("detail").asText());
        }
    }

    /** Plays one queued match of the open league (the sample bots) in this JVM and returns its id. */
    private static long playAnOpenLeagueMatch(TestDashboard server) {
        Clock clock = Clock.systemUTC();
        ClaimedMatch claim = new MatchQueue(server.database(), clock, Duration.ofMinutes(1))
                .claimNext("test")
                .orElseThrow();
        new ResultRecorder(server.database(), clock)
                .record(claim, new InProcessExecutor(AgentCatalog.builtIn()).play(claim.spec()));
        return claim.matchId();
    }

    /** Every version of the sample bots and each league's entry of them: what a takeover would change. */
    private static List<String> versionsOfTheSampleBots(TestDashboard server) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT a.name || ' ' || v.version || ' '"
                                + " || v.source || ' ' || COALESCE(le.league_id, 0) FROM agents a"
                                + " JOIN agent_versions v ON v.agent_id = a.id"
                                + " LEFT JOIN league_entrants le ON le.agent_version_id = v.id"
                                + " WHERE a.name IN ('random', 'heuristic', 'mcts') ORDER BY 1")
                        .mapTo(String.class)
                        .list());
    }
}
