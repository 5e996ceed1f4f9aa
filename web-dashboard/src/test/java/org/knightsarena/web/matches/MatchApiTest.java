package org.knightsarena.web.matches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.FumblingAgent;
import org.knightsarena.web.PlayedLeague;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.league.OpenLeague;

/**
 * The matches API and pages over real HTTP, on two real seasons of a league whose matches carry
 * faults and logs (alice's fumbling bot) next to the open league's queued matches.
 */
class MatchApiTest {
    @TempDir
    static Path data;

    static TestDashboard server;
    static WebClient anonymous;
    static long leagueId;

    @BeforeAll
    static void playTwoSeasons() throws InterruptedException {
        server = TestDashboard.start(data);
        anonymous = server.client();
        leagueId = PlayedLeague.play(server.database());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static long count(String sql) {
        return server.database()
                .jdbi()
                .withHandle(h -> h.createQuery(sql).mapTo(Long.class).one());
    }

    private static JsonNode get(String path) {
        HttpResponse<String> r = anonymous.get(path);
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    @Test
    void withoutFiltersEveryFinishedOrAbortedMatchIsCountedLatestFirst() {
        JsonNode page = get("/api/matches?limit=200");
        long outcomes = count("SELECT COUNT(*) FROM matches WHERE status IN ('finished', 'aborted')");
        assertTrue(outcomes >= 4, "two seasons were played: " + outcomes);
        assertEquals(outcomes, page.get("total").asLong());
        assertEquals(outcomes, page.get("matches").size());
        JsonNode first = page.get("matches").get(0);
        assertEquals(PlayedLeague.NAME, first.get("leagueName").asText());
        assertEquals(2, first.get("season").asInt(), "the latest finished match is of the second season");
        assertEquals("/replays/" + first.get("id").asLong(), first.get("replay").asText());
        for (JsonNode seat : first.get("seats")) {
            assertTrue(seat.get("place").asInt() >= 1, seat.toString());
            assertTrue(seat.has("faults") && seat.has("ejected") && seat.has("version"), seat.toString());
        }
    }

    @Test
    void filtersCombine() {
        long league = count("SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                + " JOIN seasons s ON s.id = t.season_id WHERE s.league_id = " + leagueId
                + " AND m.status IN ('finished', 'aborted')");
        assertEquals(league, get("/api/matches?league=" + leagueId).get("total").asLong());

        long first = get("/api/matches?league=" + leagueId + "&season=1")
                .get("total")
                .asLong();
        JsonNode second = get("/api/matches?limit=200&league=" + leagueId + "&season=2");
        second.get("matches").forEach(m -> assertEquals(2, m.get("season").asInt(), m.toString()));
        assertTrue(first > 0 && second.get("total").asLong() > 0);
        assertEquals(league, first + second.get("total").asLong());

        JsonNode alice = get("/api/matches?limit=200&league=" + leagueId + "&season=2&status=finished&agent="
                + PlayedLeague.ALICE_BOT + "&ruleset=cities-and-knights");
        long expected = count("SELECT COUNT(DISTINCT m.id) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                + " JOIN seasons s ON s.id = t.season_id JOIN match_seats ms ON ms.match_id = m.id"
                + " JOIN agent_versions v ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id"
                + " WHERE s.league_id = " + leagueId + " AND s.number = 2 AND m.status = 'finished'"
                + " AND a.name = '" + PlayedLeague.ALICE_BOT + "'");
        assertEquals(expected, alice.get("total").asLong());
        assertTrue(expected > 0);
        for (JsonNode m : alice.get("matches")) {
            List<String> names = new ArrayList<>();
            m.get("seats").forEach(s -> names.add(s.get("name").asText()));
            assertTrue(names.contains(PlayedLeague.ALICE_BOT), m.toString());
            assertEquals("finished", m.get("status").asText());
        }
        assertEquals(0, get("/api/matches?ruleset=base").get("total").asLong());
        assertEquals(0, get("/api/matches?agent=nobody").get("total").asLong());
    }

    @Test
    void queuedMatchesAreListedWithTheirFutureSeats() {
        JsonNode queued = get("/api/matches?limit=200&status=queued");
        assertEquals(
                count("SELECT COUNT(*) FROM matches WHERE status = 'queued'"),
                queued.get("total").asLong());
        assertTrue(queued.get("total").asLong() > 0, "the open league is not played in this test");
        JsonNode m = queued.get("matches").get(0);
        assertEquals(OpenLeague.NAME, m.get("leagueName").asText());
        assertTrue(m.get("finishedAt").isNull());
        assertTrue(m.get("replay").isNull());
        m.get("seats")
                .forEach(s -> assertTrue(
                        s.get("place").isNull() && !s.get("version").asText().isEmpty(), s.toString()));
    }

    @Test
    void pagesWalkEveryMatchOnceWithTheSameTotal() {
        JsonNode all = get("/api/matches?limit=200&league=" + leagueId);
        List<Long> expected = new ArrayList<>();
        all.get("matches").forEach(m -> expected.add(m.get("id").asLong()));
        List<Long> walked = new ArrayList<>();
        for (int offset = 0; offset < expected.size() + 2; offset += 2) {
            JsonNode page = get("/api/matches?limit=2&offset=" + offset + "&league=" + leagueId);
            assertEquals(expected.size(), page.get("total").asInt());
            assertEquals(offset, page.get("offset").asInt());
            page.get("matches").forEach(m -> walked.add(m.get("id").asLong()));
        }
        assertEquals(expected, walked);
    }

    @Test
    void badFiltersAreRefusedWithWhatToSend() {
        assertError("/api/matches?status=done", "status must be finished, aborted, queued or running, was 'done'");
        assertError("/api/matches?ruleset=chess", "ruleset: unknown ruleset 'chess': use base or cities-and-knights");
        assertError(
                "/api/matches?season=2",
                "season is a season number within a league; give the league too," + " such as ?league=1&season=2");
        assertError("/api/matches?league=1&season=0", "season numbers start at 1, was 0");
        assertError("/api/matches?limit=201", "limit must be 1 to 200, was 201");
        assertError("/api/matches?limit=0", "limit must be 1 to 200, was 0");
        assertError("/api/matches?offset=-1", "offset must be 0 or more, was '-1'");
        assertError("/api/matches?league=abc", "league must be a league id, such as ?league=1, was 'abc'");
        assertError("/api/matches/abc", "a match id must be a number, such as /matches/1, was 'abc'");
        HttpResponse<String> missing = anonymous.get("/api/matches/999999");
        assertEquals(404, missing.statusCode());
        assertEquals(
                "there is no match 999999; GET /api/matches lists them",
                json(missing).get("error").asText());
        assertEquals(400, anonymous.get("/matches?status=done").statusCode());
    }

    private static void assertError(String path, String message) {
        HttpResponse<String> r = anonymous.get(path);
        assertEquals(400, r.statusCode(), r.body());
        assertEquals(message, json(r).get("error").asText());
    }

    /** A finished match where alice's bot faulted and bob's bot played too. */
    private static long aliceAndBobMatch() {
        return count("SELECT a.match_id FROM match_seats a JOIN match_seats b ON b.match_id = a.match_id"
                + " JOIN agent_versions va ON va.id = a.agent_version_id JOIN agents aa ON aa.id = va.agent_id"
                + " JOIN agent_versions vb ON vb.id = b.agent_version_id JOIN agents ab ON ab.id = vb.agent_id"
                + " JOIN accounts bob ON bob.id = ab.owner_account_id"
                + " WHERE aa.name = '" + PlayedLeague.ALICE_BOT + "' AND bob.username = 'bob' AND a.faults > 0"
                + " ORDER BY a.match_id LIMIT 1");
    }

    private static JsonNode seatOf(JsonNode match, String owner) {
        for (JsonNode s : match.get("seats")) {
            if (s.get("owner").asText().equals(owner)) {
                return s;
            }
        }
        throw new AssertionError("no seat of " + owner + " in " + match);
    }

    @Test
    void faultsAndLogsAreShownOnlyToTheBotsOwnerAndAdmins() {
        long id = aliceAndBobMatch();
        JsonNode seen = json(anonymous.get("/api/matches/" + id));
        assertEquals(id, seen.get("id").asLong());
        assertEquals("finished", seen.get("status").asText());
        assertTrue(seen.get("privateHidden").asBoolean());
        for (JsonNode s : seen.get("seats")) {
            assertFalse(s.get("privateShown").asBoolean(), s.toString());
            assertTrue(s.get("faultDetails").isNull() && s.get("log").isNull(), s.toString());
            assertTrue(s.get("ratingAfter").isNumber(), s.toString());
        }
        assertTrue(seatOf(seen, "alice").get("faults").asInt() > 0, "the count of faults is public");

        JsonNode byBob = json(server.loggedIn("bob").get("/api/matches/" + id));
        assertTrue(seatOf(byBob, "bob").get("privateShown").asBoolean(), "bob sees his own seat");
        JsonNode aliceSeenByBob = seatOf(byBob, "alice");
        assertFalse(aliceSeenByBob.get("privateShown").asBoolean());
        assertTrue(aliceSeenByBob.get("faultDetails").isNull()
                && aliceSeenByBob.get("log").isNull());

        for (String viewer : List.of("alice", "admin")) {
            JsonNode match = json(server.loggedIn(viewer).get("/api/matches/" + id));
            JsonNode alice = seatOf(match, "alice");
            assertTrue(alice.get("privateShown").asBoolean(), viewer);
            int seat = alice.get("seat").asInt();
            assertEquals(
                    count("SELECT COUNT(*) FROM match_faults WHERE match_id = " + id + " AND seat = " + seat),
                    alice.get("faultDetails").size());
            assertEquals(
                    Math.min(alice.get("faults").asInt(), 100),
                    alice.get("faultDetails").size());
            assertEquals(
                    "exception", alice.get("faultDetails").get(0).get("kind").asText());
            assertTrue(
                    alice.get("faultDetails").get(0).get("detail").asText().contains("fumbled decision 1"),
                    alice.toString());
            assertTrue(alice.get("log").get("text").asText().contains(FumblingAgent.LOG_LINE), alice.toString());
        }
        assertFalse(json(server.loggedIn("admin").get("/api/matches/" + id))
                .get("privateHidden")
                .asBoolean());
    }

    @Test
    void theMatchPageShowsTheLogEscapedToItsOwnerOnly() {
        long id = aliceAndBobMatch();
        String escapedLog = "&lt;b&gt;fumbling&lt;/b&gt; starts &amp; logs";
        String mine = server.loggedIn("alice").get("/matches/" + id).body();
        assertTrue(mine.contains("<pre class=\"log\">" + escapedLog), mine);
        assertTrue(mine.contains("fumbled decision 1"), mine);
        assertFalse(mine.contains(FumblingAgent.LOG_LINE), mine);
        for (WebClient other : List.of(anonymous, server.loggedIn("bob"))) {
            String page = other.get("/matches/" + id).body();
            assertTrue(page.contains("id=\"private-hidden\""), page);
            assertFalse(page.contains(escapedLog), page);
            assertFalse(page.contains("fumbled decision"), page);
            assertTrue(page.contains("<a class=\"replay-link\" href=\"/replays/" + id + "\">"), page);
        }
    }

    @Test
    void everyMatchesPageRendersTheBotNameAsText() {
        long id = aliceAndBobMatch();
        String escaped = "&lt;script&gt;alert(1)&lt;/script&gt;";
        List<String> pages = List.of(
                "/matches",
                "/matches?league=" + leagueId + "&agent=" + encoded(PlayedLeague.XSS),
                "/matches/" + id,
                "/bots/" + encoded(PlayedLeague.XSS).replace("+", "%20"));
        for (String path : pages) {
            HttpResponse<String> r = server.loggedIn("bob").get(path);
            assertEquals(200, r.statusCode(), path + ": " + r.body());
            assertTrue(r.body().contains(escaped), path + ": " + r.body());
            assertFalse(r.body().contains(PlayedLeague.XSS), path + ": " + r.body());
            assertFalse(r.body().contains("<script>"), path);
        }
    }

    @Test
    void theListPageHasTheFilterFormAndLinksToMatchesAndReplays() {
        String page = anonymous
                .get("/matches?limit=2&league=" + leagueId + "&status=finished")
                .body();
        assertTrue(
                page.contains("<option value=\"" + leagueId + "\" selected>" + PlayedLeague.NAME + "</option>"), page);
        assertTrue(page.contains("<option value=\"finished\" selected>"), page);
        long total = get("/api/matches?league=" + leagueId + "&status=finished")
                .get("total")
                .asLong();
        assertTrue(page.contains("1–2 of " + total + " matches"), page);
        assertTrue(
                page.contains("id=\"next-page\" href=\"/matches?league=" + leagueId
                        + "&amp;status=finished&amp;limit=2&amp;offset=2\""),
                page);
        long latest = get("/api/matches?league=" + leagueId + "&status=finished")
                .get("matches")
                .get(0)
                .get("id")
                .asLong();
        assertTrue(page.contains("<a class=\"match-link\" href=\"/matches/" + latest + "\">"), page);
        assertTrue(page.contains("<a class=\"replay-link\" href=\"/replays/" + latest + "\">"), page);
    }
}
