package org.knightsarena.web.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** Disabling accounts and changing passwords over real HTTP: the API and the pages. */
class AccountControlTest {
    private static final String NEW_PASSWORD = "a brand new passphrase";

    @TempDir
    Path data;

    TestDashboard server;
    WebClient admin;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        admin = server.loggedIn("admin");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void disablingEndsTheSessionsAndTokensAtOnceAndRefusesTheLoginUntilEnabled() {
        WebClient alice = server.loggedIn("alice");
        String token = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("token")
                .asText();

        HttpResponse<String> disabled = admin.post("/api/accounts/alice/disable", csrf(admin.csrfToken()));
        assertEquals(200, disabled.statusCode(), disabled.body());
        assertTrue(json(disabled).get("disabled").asBoolean());
        assertEquals(401, alice.get("/api/me").statusCode(), "the session ended");
        assertEquals(401, server.client().get("/api/me", bearer(token)).statusCode(), "the token is refused");
        HttpResponse<String> login = loginForm(server.client(), "alice", TestDashboard.PASSWORD);
        assertEquals(403, login.statusCode());
        assertTrue(
                login.body().contains("the account &#39;alice&#39; is disabled; an admin can enable it again"),
                login.body());
        assertEquals(
                401,
                loginForm(server.client(), "alice", "a wrong password").statusCode(),
                "a wrong password does not learn that the account is disabled");
        JsonNode listed = json(admin.get("/api/accounts")).get("accounts");
        assertTrue(listed.get(1).get("disabled").asBoolean(), listed.toString());

        assertEquals(
                200,
                admin.post("/api/accounts/ALICE/enable", csrf(admin.csrfToken()))
                        .statusCode());
        assertEquals(
                "alice",
                json(server.loggedIn("alice").get("/api/me")).get("username").asText());
        assertEquals(200, server.client().get("/api/me", bearer(token)).statusCode(), "tokens work again once enabled");
    }

    @Test
    void onlyAdminsDisableAccountsAndNotTheirOwn() {
        WebClient bob = server.loggedIn("bob");
        HttpResponse<String> refused = bob.post("/api/accounts/alice/disable", csrf(bob.csrfToken()));
        assertEquals(403, refused.statusCode());
        HttpResponse<String> self = admin.post("/api/accounts/Admin/disable", csrf(admin.csrfToken()));
        assertEquals(400, self.statusCode());
        assertEquals(
                "you cannot disable your own account; another admin can",
                json(self).get("error").asText());
        HttpResponse<String> unknown = admin.post("/api/accounts/nobody/disable", csrf(admin.csrfToken()));
        assertEquals(404, unknown.statusCode());
        assertEquals(
                "there is no account 'nobody'; GET /api/accounts lists them",
                json(unknown).get("error").asText());
        assertEquals(200, bob.get("/api/me").statusCode());
    }

    @Test
    void changingOnesPasswordNeedsTheCurrentOneAndEndsTheOtherSessions() {
        WebClient laptop = server.loggedIn("alice");
        WebClient phone = server.loggedIn("alice");
        HttpResponse<String> wrong = laptop.putJson(
                "/api/me/password",
                "{\"currentPassword\": \"not my password\", \"newPassword\": \"" + NEW_PASSWORD + "\"}",
                csrf(laptop.csrfToken()));
        assertEquals(403, wrong.statusCode());
        assertEquals(
                "the current password is wrong; nothing was changed",
                json(wrong).get("error").asText());
        assertEquals(200, phone.get("/api/me").statusCode(), "nothing changed");
        HttpResponse<String> tooShort = laptop.putJson(
                "/api/me/password",
                "{\"currentPassword\": \"" + TestDashboard.PASSWORD + "\", \"newPassword\": \"short\"}",
                csrf(laptop.csrfToken()));
        assertEquals(400, tooShort.statusCode());
        assertEquals(
                "the password must have at least 10 characters",
                json(tooShort).get("error").asText());

        HttpResponse<String> changed = laptop.putJson(
                "/api/me/password",
                "{\"currentPassword\": \"" + TestDashboard.PASSWORD + "\", \"newPassword\": \"" + NEW_PASSWORD + "\"}",
                csrf(laptop.csrfToken()));
        assertEquals(204, changed.statusCode(), changed.body());
        assertEquals(200, laptop.get("/api/me").statusCode(), "the session that changed it stays");
        assertEquals(401, phone.get("/api/me").statusCode(), "the other session ended");
        assertEquals(
                401, loginForm(server.client(), "alice", TestDashboard.PASSWORD).statusCode());
        assertEquals(303, loginForm(server.client(), "alice", NEW_PASSWORD).statusCode());
    }

    @Test
    void theAccountPageChangesThePassword() {
        WebClient alice = server.loggedIn("alice");
        String form = WebClient.csrfField(alice.get("/account").body());
        HttpResponse<String> wrong = alice.postForm(
                "/account/password", Map.of("csrf", form, "current", "not my password", "password", NEW_PASSWORD));
        assertEquals(403, wrong.statusCode());
        assertTrue(wrong.body().contains("the current password is wrong; nothing was changed"), wrong.body());
        HttpResponse<String> changed = alice.postForm(
                "/account/password", Map.of("csrf", form, "current", TestDashboard.PASSWORD, "password", NEW_PASSWORD));
        assertEquals(200, changed.statusCode(), changed.body());
        assertTrue(
                changed.body().contains("Your password is changed; your other sessions have ended."), changed.body());
        assertEquals(303, loginForm(server.client(), "alice", NEW_PASSWORD).statusCode());
    }

    @Test
    void anAdminResetEndsEverySessionOfTheAccount() {
        WebClient alice = server.loggedIn("alice");
        HttpResponse<String> tooShort =
                admin.putJson("/api/accounts/alice/password", "{\"password\": \"short\"}", csrf(admin.csrfToken()));
        assertEquals(400, tooShort.statusCode());
        assertEquals(200, alice.get("/api/me").statusCode(), "a refused reset changes nothing");
        HttpResponse<String> reset = admin.putJson(
                "/api/accounts/alice/password", "{\"password\": \"" + NEW_PASSWORD + "\"}", csrf(admin.csrfToken()));
        assertEquals(204, reset.statusCode(), reset.body());
        assertEquals(401, alice.get("/api/me").statusCode());
        assertEquals(303, loginForm(server.client(), "alice", NEW_PASSWORD).statusCode());
        WebClient bob = server.loggedIn("bob");
        assertEquals(
                403,
                bob.putJson(
                                "/api/accounts/alice/password",
                                "{\"password\": \"" + NEW_PASSWORD + "\"}",
                                csrf(bob.csrfToken()))
                        .statusCode());
    }

    @Test
    void theAccountsPageDisablesAndResetsForAdminsOnly() {
        HttpResponse<String> page = admin.get("/accounts");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("action=\"/accounts/alice/disable\""), page.body());
        String form = WebClient.csrfField(page.body());
        HttpResponse<String> done = admin.postForm("/accounts/alice/disable", Map.of("csrf", form));
        assertEquals(303, done.statusCode(), done.body());
        assertTrue(admin.get("/accounts").body().contains("action=\"/accounts/alice/enable\""));
        assertEquals(
                403, loginForm(server.client(), "alice", TestDashboard.PASSWORD).statusCode());
        assertEquals(
                303,
                admin.postForm("/accounts/bob/password", Map.of("csrf", form, "password", NEW_PASSWORD))
                        .statusCode());
        WebClient bob = server.client();
        bob.login("bob", NEW_PASSWORD);
        assertEquals(403, bob.get("/accounts").statusCode(), "not for participants");
    }

    /** Posts the login form; the response's status tells how it went. */
    private static HttpResponse<String> loginForm(WebClient client, String username, String password) {
        String form = WebClient.csrfField(client.get("/login").body());
        return client.postForm("/login", Map.of("csrf", form, "username", username, "password", password));
    }
}
