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
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** Accounts over real HTTP: login, the session cookie, API tokens, admin-only account creation. */
class AccountsApiTest {
    @TempDir
    Path data;

    TestDashboard server;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anonymousMeIsRefusedWithJsonError() {
        HttpResponse<String> r = server.client().get("/api/me");
        assertEquals(401, r.statusCode());
        assertEquals("application/json", r.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(
                "log in first, or send an API token as 'Authorization: Bearer <token>'",
                json(r).get("error").asText());
    }

    @Test
    void loginSetsAnHttpOnlySameSiteSessionCookieAndMeNamesTheUser() {
        WebClient client = server.client();
        HttpResponse<String> page = client.get("/login");
        HttpResponse<String> done = client.postForm(
                "/login",
                Map.of(
                        "csrf",
                        WebClient.csrfField(page.body()),
                        "username",
                        "alice",
                        "password",
                        TestDashboard.PASSWORD));
        assertEquals(303, done.statusCode());
        String cookie = done.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith(Authentication.SESSION_COOKIE + "="))
                .findFirst()
                .orElseThrow();
        assertTrue(cookie.contains("; HttpOnly"), cookie);
        assertTrue(cookie.contains("; SameSite=Lax"), cookie);
        assertFalse(cookie.contains("Secure"), "plain http by default: " + cookie);
        JsonNode me = json(client.get("/api/me"));
        assertEquals("alice", me.get("username").asText());
        assertEquals("participant", me.get("role").asText());
        assertEquals(43, me.get("csrfToken").asText().length());
    }

    @Test
    void secureCookiesWhenServedOverHttps(@TempDir Path other) {
        try (TestDashboard https = TestDashboard.start(
                other,
                TestDashboard.settings(other)
                        .withCookies(org.knightsarena.web.server.DashboardSettings.CookieSecurity.SECURE))) {
            WebClient client = https.client();
            HttpResponse<String> page = client.get("/login");
            String formCookie = page.headers().firstValue("Set-Cookie").orElseThrow();
            assertTrue(formCookie.endsWith("; Secure"), formCookie);
            // The client's cookie jar keeps Secure cookies off plain http, as a browser would: send it by hand.
            String pair = formCookie.substring(0, formCookie.indexOf(';'));
            HttpResponse<String> done = client.postForm(
                    "/login",
                    Map.of(
                            "csrf",
                            WebClient.csrfField(page.body()),
                            "username",
                            "alice",
                            "password",
                            TestDashboard.PASSWORD),
                    new WebClient.Header("Cookie", pair));
            assertEquals(303, done.statusCode(), done.body());
            assertTrue(
                    done.headers().allValues("Set-Cookie").stream()
                            .anyMatch(c -> c.startsWith(Authentication.SESSION_COOKIE + "=") && c.endsWith("; Secure")),
                    done.headers().allValues("Set-Cookie").toString());
        }
    }

    @Test
    void wrongPasswordIsRefusedWithoutTellingWhichPartWasWrong() {
        WebClient client = server.client();
        HttpResponse<String> page = client.get("/login");
        HttpResponse<String> r = client.postForm(
                "/login",
                Map.of("csrf", WebClient.csrfField(page.body()), "username", "alice", "password", "not the password"));
        assertEquals(401, r.statusCode());
        assertTrue(r.body().contains("wrong user name or password"), r.body());
        assertEquals(401, client.get("/api/me").statusCode());
    }

    @Test
    void apiTokenIsShownOnceWorksAsBearerAndStopsWorkingWhenRevoked() {
        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> created = alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        String secret = json(created).get("token").asText();
        long id = json(created).get("id").asLong();
        assertTrue(secret.startsWith("ka_"), secret);

        WebClient script = server.client();
        JsonNode me = json(script.get("/api/me", bearer(secret)));
        assertEquals("alice", me.get("username").asText());
        assertTrue(me.get("csrfToken").isNull(), "token callers need no CSRF token");
        JsonNode listed = json(alice.get("/api/tokens")).get("tokens");
        assertEquals(1, listed.size());
        assertEquals("ci", listed.get(0).get("name").asText());
        assertFalse(listed.get(0).has("token"), "the list never shows secrets: " + listed);
        assertFalse(listed.get(0).get("lastUsedAt").isNull(), "the use was recorded");

        assertEquals(204, script.delete("/api/tokens/" + id, bearer(secret)).statusCode());
        HttpResponse<String> after = script.get("/api/me", bearer(secret));
        assertEquals(401, after.statusCode());
        assertEquals(
                "this API token is unknown or revoked; create a new one on your account page",
                json(after).get("error").asText());
    }

    @Test
    void tokenStoredOnlyAsDigest() {
        WebClient alice = server.loggedIn("alice");
        String secret = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();
        long plainCopies = server.database()
                .jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM api_tokens WHERE token_sha256 = :s")
                        .bind("s", secret)
                        .mapTo(Long.class)
                        .one());
        assertEquals(0, plainCopies);
    }

    @Test
    void onlyAdminsCreateAccountsAndTakenNamesConflict() {
        WebClient admin = server.loggedIn("admin");
        String body =
                "{\"username\": \"carol\", \"password\": \"" + TestDashboard.PASSWORD + "\", \"role\": \"organiser\"}";
        HttpResponse<String> created = admin.postJson("/api/accounts", body, csrf(admin.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        assertEquals("organiser", json(created).get("role").asText());
        HttpResponse<String> again = admin.postJson("/api/accounts", body, csrf(admin.csrfToken()));
        assertEquals(409, again.statusCode());
        assertEquals(
                "the user name 'carol' is taken; choose another",
                json(again).get("error").asText());

        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> refused =
                alice.postJson("/api/accounts", body.replace("carol", "dave"), csrf(alice.csrfToken()));
        assertEquals(403, refused.statusCode());
        assertEquals(
                "your account (participant) may not do this",
                json(refused).get("error").asText());
        assertEquals(403, alice.get("/api/accounts").statusCode());
    }

    @Test
    void namesDifferingOnlyInCaseAreTakenAndLoginsFindTheAccountByAnyCase() {
        WebClient admin = server.loggedIn("admin");
        HttpResponse<String> shadow = admin.postJson(
                "/api/accounts",
                "{\"username\": \"Admin\", \"password\": \"" + TestDashboard.PASSWORD + "\", \"role\": \"admin\"}",
                csrf(admin.csrfToken()));
        assertEquals(409, shadow.statusCode(), shadow.body());
        assertEquals(
                "the user name 'Admin' is taken; choose another",
                json(shadow).get("error").asText());

        WebClient alice = server.client();
        alice.login("ALICE", TestDashboard.PASSWORD);
        assertEquals(
                "alice", json(alice.get("/api/me")).get("username").asText(), "the name as it was typed at creation");
    }

    @Test
    void malformedJsonBodyGetsA400ThatShowsTheExpectedShape() {
        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> r = alice.postJson("/api/tokens", "{name: ci", csrf(alice.csrfToken()));
        assertEquals(400, r.statusCode());
        assertTrue(
                json(r).get("error").asText().startsWith("the body is not valid JSON like {\"name\": \"ci\"}"),
                r.body());
        HttpResponse<String> blank = alice.postJson("/api/tokens", "{\"name\": \"  \"}", csrf(alice.csrfToken()));
        assertEquals(400, blank.statusCode());
        assertEquals(
                "a token needs a name of 1 to 64 printable characters, such as 'ci'",
                json(blank).get("error").asText());
    }

    @Test
    void logoutEndsTheSession() {
        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> out = alice.postForm("/logout", Map.of("csrf", alice.csrfToken()));
        assertEquals(303, out.statusCode());
        assertEquals(401, alice.get("/api/me").statusCode());
    }
}
