package org.knightsarena.web.league;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.accounts.Role;

/**
 * Leagues and classroom assignments are owned by the organiser's account id, so exactly that
 * account (and admins) runs them: through a disabled spell, and after the upgrade that moved
 * owners from user names to ids. Starting a season on an empty league answers 409 to whoever may
 * run it and 403 to anyone else, which tells the two apart without playing anything.
 */
class LeagueOwnershipTest {
    private static final String LEAGUE = "{\"name\": \"Friday ladder\", \"ruleset\": \"base\", \"tableSize\": 3,"
            + " \"roundsPerSeason\": 1, \"perDecisionMs\": 50, \"turnCap\": 12}";

    @TempDir
    Path data;

    private static String assignment(String name) {
        return "{\"name\": \"" + name + "\", \"ruleset\": \"cities-and-knights\", \"tableSize\": 3, \"deadline\": \""
                + Instant.now().plus(Duration.ofDays(1)) + "\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                + " \"baselines\": [\"random\", \"heuristic\"]}";
    }

    private static long created(WebClient organiser, String path, String body) {
        HttpResponse<String> r = organiser.postJson(path, body, csrf(organiser.csrfToken()));
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("id").asLong();
    }

    private static int startSeason(WebClient caller, long league) {
        return caller.postJson("/api/leagues/" + league + "/seasons", "", csrf(caller.csrfToken()))
                .statusCode();
    }

    private static int repin(WebClient caller, long assignment) {
        return caller.postJson(
                        "/api/assignments/" + assignment + "/baselines",
                        "{\"bot\": \"random\"}",
                        csrf(caller.csrfToken()))
                .statusCode();
    }

    private static JsonNode leagueOf(WebClient caller, long league) {
        HttpResponse<String> r = caller.get("/api/leagues/" + league + "/leaderboard");
        assertEquals(200, r.statusCode(), r.body());
        return json(r).get("league");
    }

    @Test
    void anOrganiserManagesOnlyTheirOwnLeaguesAndAssignments() {
        try (TestDashboard server = TestDashboard.start(data)) {
            server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
            server.dashboard().accounts().create("rival", TestDashboard.PASSWORD, Role.ORGANISER);
            WebClient teacher = server.loggedIn("teacher");
            WebClient rival = server.loggedIn("rival");
            long league = created(teacher, "/api/leagues", LEAGUE);
            long rivals = created(rival, "/api/leagues", LEAGUE.replace("Friday", "Rival's"));
            long classroom = created(teacher, "/api/assignments", assignment("AI 101"));

            assertEquals(409, startSeason(teacher, league), "the organiser runs their league (it has no entrants yet)");
            assertEquals(403, startSeason(rival, league), "another organiser does not");
            assertEquals(403, startSeason(teacher, rivals), "nor does the first run the other's");
            assertEquals("teacher", leagueOf(rival, league).get("owner").asText(), "the organiser is shown by name");

            assertEquals(200, repin(teacher, classroom));
            JsonNode own = json(teacher.get("/api/assignments/" + classroom));
            assertEquals("teacher", own.get("owner").asText());
            assertTrue(own.get("joinCode").isTextual(), "the organiser sees the join code: " + own);
            assertEquals(404, repin(rival, classroom), "another organiser does not even see the assignment");
            assertEquals(404, rival.get("/api/assignments/" + classroom).statusCode());
            assertEquals(
                    0, json(rival.get("/api/assignments")).get("assignments").size());
            assertEquals(
                    1, json(teacher.get("/api/assignments")).get("assignments").size());
        }
    }

    @Test
    void aDisabledThenReEnabledOrganiserKeepsTheirLeaguesAndAssignments() {
        try (TestDashboard server = TestDashboard.start(data)) {
            server.dashboard().accounts().create("teacher", TestDashboard.PASSWORD, Role.ORGANISER);
            WebClient teacher = server.loggedIn("teacher");
            long league = created(teacher, "/api/leagues", LEAGUE);
            long classroom = created(teacher, "/api/assignments", assignment("AI 101"));
            WebClient admin = server.loggedIn("admin");
            String token = teacher.csrfToken();

            HttpResponse<String> disabled =
                    admin.postJson("/api/accounts/teacher/disable", "", csrf(admin.csrfToken()));
            assertEquals(200, disabled.statusCode(), disabled.body());
            assertEquals(
                    401,
                    teacher.postJson("/api/leagues/" + league + "/seasons", "", csrf(token))
                            .statusCode(),
                    "a disabled account's session stops working");
            assertEquals(409, startSeason(admin, league), "admins still run the league meanwhile");
            HttpResponse<String> enabled = admin.postJson("/api/accounts/teacher/enable", "", csrf(admin.csrfToken()));
            assertEquals(200, enabled.statusCode(), enabled.body());

            WebClient back = server.loggedIn("teacher");
            assertEquals(409, startSeason(back, league), "the re-enabled organiser runs their league again");
            assertEquals("teacher", leagueOf(back, league).get("owner").asText());
            assertEquals(200, repin(back, classroom), "and their assignment");
            JsonNode own = json(back.get("/api/assignments/" + classroom));
            assertTrue(own.get("joinCode").isTextual(), "as its organiser: " + own);
        }
    }

    @Test
    void anUpgradedLeagueIsRunByTheAccountItsOwnerNameMatchesIgnoringCase() {
        String league = "INSERT INTO leagues (id, name, ruleset, table_size, rounds_per_season, turn_cap,"
                + " per_decision_ms, bank_ms, strike_limit, version_policy, visibility, owner, created_at) VALUES";
        // A data folder as the dashboard left it at schema V7, before owners were account ids.
        try (Database v7 = Database.openAt(data, 7)) {
            v7.jdbi().useHandle(h -> {
                h.execute("INSERT INTO accounts (id, username, password_hash, role, created_at)"
                        + " VALUES (1, 'Teacher', 'reset below', 'organiser', 0)");
                h.execute(league + " (1, 'Kept', 'base', 3, 1, 12, 50, 500, 3, 'next-season', 'public', 'teacher', 0),"
                        + " (2, 'Orphan', 'base', 3, 1, 12, 50, 500, 3, 'next-season', 'public', 'gone', 0)");
            });
        }
        try (TestDashboard server = TestDashboard.start(data)) {
            server.dashboard()
                    .accounts()
                    .resetPassword("Teacher", TestDashboard.PASSWORD)
                    .orElseThrow();
            WebClient teacher = server.loggedIn("Teacher");
            WebClient admin = server.loggedIn("admin");

            assertEquals(409, startSeason(teacher, 1), "'teacher' was Teacher's league: names match ignoring case");
            assertEquals("Teacher", leagueOf(server.client(), 1).get("owner").asText());
            assertEquals(403, startSeason(teacher, 2), "a league whose owner name matched no account is nobody's");
            assertTrue(leagueOf(server.client(), 2).get("owner").isNull());
            assertEquals(409, startSeason(admin, 2), "only admins run it");
        }
    }
}
