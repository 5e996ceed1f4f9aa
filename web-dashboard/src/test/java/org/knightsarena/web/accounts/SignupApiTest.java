package org.knightsarena.web.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.bearer;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.ShiftedClock;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/**
 * Sign-up over real HTTP, on the page and the API: open (the default where the dashboard listens
 * on loopback), by invitation (codes used once, until they expire, wrong ones throttled), closed;
 * the same name and password rules as every account, and errors that keep what was typed.
 */
class SignupApiTest {
    private static final String PASSWORD = "a long enough secret";

    @TempDir
    Path data;

    ShiftedClock clock = new ShiftedClock();
    TestDashboard server;
    WebClient admin;

    @BeforeEach
    void start() {
        server = TestDashboard.start(
                data,
                TestDashboard.settings(data)
                        .withLogins(new LoginLimits(3, 200, Duration.ofSeconds(30), Duration.ofMinutes(15))),
                clock);
        admin = server.loggedIn("admin");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpResponse<String> signUp(String username, String password, String invitation, String tokenName) {
        return server.client()
                .postJson(
                        "/api/accounts/signup",
                        "{\"username\": \"" + username + "\", \"password\": \""
                                + password + "\""
                                + (invitation == null ? "" : ", \"invitation\": \"" + invitation + "\"")
                                + (tokenName == null ? "" : ", \"tokenName\": \"" + tokenName + "\"") + "}");
    }

    private void setMode(String mode) {
        HttpResponse<String> r = admin.putJson("/api/signup", "{\"mode\": \"" + mode + "\"}", csrf(admin.csrfToken()));
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(mode, json(r).get("mode").asText());
    }

    private String invite(String note) {
        HttpResponse<String> r =
                admin.postJson("/api/invitations", "{\"note\": \"" + note + "\"}", csrf(admin.csrfToken()));
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("code").asText();
    }

    @Test
    void openSignUpMakesAParticipantWithAFirstTokenThatWorks() {
        assertEquals(
                "open", json(server.client().get("/api/signup")).get("mode").asText());
        HttpResponse<String> r = signUp("Ada", PASSWORD, null, "laptop");
        assertEquals(201, r.statusCode(), r.body());
        JsonNode body = json(r);
        assertEquals("Ada", body.get("account").get("username").asText());
        assertEquals("participant", body.get("account").get("role").asText());
        JsonNode me =
                json(server.client().get("/api/me", bearer(body.get("token").asText())));
        assertEquals("Ada", me.get("username").asText());
        assertTrue(signUp("grace", PASSWORD, null, null).statusCode() == 201, "no token asked for: none is made");
        server.client().login("grace", PASSWORD);
    }

    @Test
    void badNamesAndPasswordsAreRefusedWithTheReason() {
        HttpResponse<String> taken = signUp("ALICE", PASSWORD, null, null);
        assertEquals(409, taken.statusCode());
        assertEquals(
                "the user name 'ALICE' is taken; choose another",
                json(taken).get("error").asText());
        HttpResponse<String> weak = signUp("ada", "short", null, null);
        assertEquals(400, weak.statusCode());
        assertEquals(
                "the password must have at least 10 characters",
                json(weak).get("error").asText());
        HttpResponse<String> reserved = signUp("System", PASSWORD, null, null);
        assertEquals(400, reserved.statusCode());
        assertEquals(
                "the user name 'System' is reserved for the platform; choose another",
                json(reserved).get("error").asText());
        HttpResponse<String> noBody = server.client().postJson("/api/accounts/signup", "");
        assertEquals(400, noBody.statusCode());
        assertTrue(json(noBody).get("error").asText().startsWith("the request needs a JSON body like"), noBody.body());
        assertTrue(server.dashboard().accounts().find("ada").isEmpty());
    }

    @Test
    void thePageSignsUpAndLogsInAndAnErrorKeepsAllButThePassword() {
        WebClient visitor = server.client();
        HttpResponse<String> page = visitor.get("/signup");
        assertTrue(page.body().contains("<a href=\"/signup\">Sign up</a>"), "the header links to sign-up");
        HttpResponse<String> refused = visitor.postForm(
                "/signup", Map.of("csrf", WebClient.csrfField(page.body()), "username", "bob", "password", PASSWORD));
        assertEquals(409, refused.statusCode());
        assertTrue(
                refused.body().contains("the user name &#39;bob&#39; is taken; choose another")
                        || refused.body().contains("the user name 'bob' is taken; choose another"),
                refused.body());
        assertTrue(refused.body().contains("value=\"bob\""), "the name typed stays");
        assertFalse(refused.body().contains(PASSWORD), "the password does not");
        HttpResponse<String> done = visitor.postForm(
                "/signup",
                Map.of("csrf", WebClient.csrfField(refused.body()), "username", "bobby", "password", PASSWORD));
        assertEquals(303, done.statusCode(), done.body());
        assertEquals("/account", done.headers().firstValue("Location").orElseThrow());
        assertEquals("bobby", json(visitor.get("/api/me")).get("username").asText());
    }

    @Test
    void theFormNeedsItsCsrfCookie() {
        HttpResponse<String> page = server.client().get("/signup");
        HttpResponse<String> forged = server.client()
                .postForm(
                        "/signup",
                        Map.of("csrf", WebClient.csrfField(page.body()), "username", "mallory", "password", PASSWORD));
        assertEquals(403, forged.statusCode());
        assertTrue(server.dashboard().accounts().find("mallory").isEmpty());
    }

    @Test
    void byInvitationEachCodeMakesOneAccountUntilItExpires() {
        setMode("invite");
        HttpResponse<String> noCode = signUp("ada", PASSWORD, null, null);
        assertEquals(403, noCode.statusCode());
        assertEquals(
                "sign-up here is by invitation: enter the invitation code an admin gave you",
                json(noCode).get("error").asText());
        String code = invite("for Ada");
        assertEquals(201, signUp("ada", PASSWORD, code, null).statusCode());
        HttpResponse<String> again = signUp("eve", PASSWORD, code, null);
        assertEquals(403, again.statusCode());
        assertEquals(
                "this invitation code is unknown, used already or expired; check it, or ask an admin for a new one",
                json(again).get("error").asText());
        JsonNode listed = json(admin.get("/api/invitations")).get("invitations").get(0);
        assertEquals("used", listed.get("status").asText());
        assertEquals("ada", listed.get("usedBy").asText());
        assertEquals("for Ada", listed.get("note").asText());

        HttpResponse<String> oneDay =
                admin.postJson("/api/invitations", "{\"note\": \"for Grace\", \"days\": 1}", csrf(admin.csrfToken()));
        String late = json(oneDay).get("code").asText();
        clock.advance(Duration.ofDays(1).plusSeconds(1));
        assertEquals(403, signUp("grace", PASSWORD, late, null).statusCode());
        assertEquals(
                "expired",
                json(admin.get("/api/invitations"))
                        .get("invitations")
                        .get(0)
                        .get("status")
                        .asText());
    }

    @Test
    void aNameTakenKeepsTheInvitationForTheNextTry() {
        setMode("invite");
        String code = invite("");
        assertEquals(409, signUp("alice", PASSWORD, code, null).statusCode());
        assertEquals(201, signUp("alicia", PASSWORD, code, null).statusCode());
    }

    @Test
    void wrongCodesAreThrottledLikePasswords() {
        setMode("invite");
        for (int i = 0; i < 3; i++) {
            assertEquals(403, signUp("ada", PASSWORD, "guess-" + i, null).statusCode());
        }
        HttpResponse<String> waiting = signUp("ada", PASSWORD, "guess-4", null);
        assertEquals(429, waiting.statusCode(), waiting.body());
        assertEquals("30", waiting.headers().firstValue("Retry-After").orElseThrow());
    }

    @Test
    void closedSignUpRefusesEveryoneAndOnlyAdminsSetTheMode() {
        setMode("closed");
        HttpResponse<String> r = signUp("ada", PASSWORD, null, null);
        assertEquals(403, r.statusCode());
        assertEquals(
                "sign-up is closed on this dashboard; ask an admin to create your account",
                json(r).get("error").asText());
        assertTrue(server.client().get("/signup").body().contains("id=\"signup-closed\""));
        WebClient alice = server.loggedIn("alice");
        assertEquals(
                403,
                alice.putJson("/api/signup", "{\"mode\": \"open\"}", csrf(alice.csrfToken()))
                        .statusCode());
        assertEquals(
                403,
                alice.postJson("/api/invitations", "{}", csrf(alice.csrfToken()))
                        .statusCode());
        HttpResponse<String> bad = admin.putJson("/api/signup", "{\"mode\": \"wide\"}", csrf(admin.csrfToken()));
        assertEquals(400, bad.statusCode());
        assertEquals(
                "the sign-up mode is one of open, invite or closed, not 'wide'",
                json(bad).get("error").asText());
    }

    @Test
    void theModeIsKeptInTheDatabaseAcrossRestarts() {
        setMode("invite");
        server.close();
        server = TestDashboard.start(data, TestDashboard.settings(data), clock);
        assertEquals(
                "invite", json(server.client().get("/api/signup")).get("mode").asText());
    }
}
