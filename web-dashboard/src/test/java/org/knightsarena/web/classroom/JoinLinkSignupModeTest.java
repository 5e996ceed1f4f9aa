package org.knightsarena.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.TestDashboard.PASSWORD;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;

/** A class's join link follows the site's sign-up mode, as /signup does (real server, real database). */
class JoinLinkSignupModeTest {
    @TempDir
    Path data;

    TestDashboard server;
    WebClient admin;
    long assignment;
    String joinLink;

    @BeforeEach
    void start() {
        server = TestDashboard.start(data);
        admin = server.loggedIn("admin");
        HttpResponse<String> created = admin.postJson(
                "/api/assignments",
                "{\"name\": \"AI course\", \"ruleset\": \"cities-and-knights\", \"tableSize\": 3, \"deadline\": \""
                        + Instant.now().plus(Duration.ofDays(1))
                        + "\", \"finalRounds\": 1, \"scrimmageEveryMinutes\": 0,"
                        + " \"baselines\": [\"random\", \"heuristic\"]}",
                csrf(admin.csrfToken()));
        assertEquals(201, created.statusCode(), created.body());
        assignment = json(created).get("id").asLong();
        joinLink = json(created).get("joinLink").asText();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private void setMode(String mode) {
        HttpResponse<String> r = admin.putJson("/api/signup", "{\"mode\": \"" + mode + "\"}", csrf(admin.csrfToken()));
        assertEquals(200, r.statusCode(), r.body());
    }

    private static Map<String, String> form(String page, String username, String invitation) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("csrf", WebClient.csrfField(page));
        form.put("username", username);
        form.put("password", PASSWORD);
        if (invitation != null) {
            form.put("invitation", invitation);
        }
        return form;
    }

    private int members() {
        return json(admin.get("/api/assignments/" + assignment)).get("members").asInt();
    }

    @Test
    void whenSignUpIsClosedTheLinkOffersNoFormAndRefusesASignUpStartedBefore() {
        WebClient visitor = server.client();
        String openPage = visitor.get(joinLink).body();
        assertTrue(openPage.contains("id=\"signup-form\""), openPage);
        setMode("closed");

        String closedPage = visitor.get(joinLink).body();
        assertFalse(closedPage.contains("id=\"signup-form\""), closedPage);
        assertTrue(
                closedPage.contains("<p id=\"join-signup-closed\">Sign-up is closed on this dashboard, so this link"
                        + " cannot make you an account: ask your teacher or an admin to create one."),
                closedPage);

        HttpResponse<String> refused = visitor.postForm(joinLink, form(openPage, "dora", null));
        assertEquals(403, refused.statusCode(), refused.body());
        assertTrue(
                refused.body()
                        .contains("<p class=\"error\" id=\"join-error\">sign-up is closed on this dashboard; ask an"
                                + " admin to create your account</p>"),
                refused.body());
        assertTrue(server.dashboard().accounts().find("dora").isEmpty());
        assertEquals(0, members());

        WebClient bob = server.loggedIn("bob");
        String bobsPage = bob.get(joinLink).body();
        assertTrue(bobsPage.contains("id=\"join-submit\""), "an account still joins: " + bobsPage);
        HttpResponse<String> joined = bob.postForm(joinLink, Map.of("csrf", WebClient.csrfField(bobsPage)));
        assertEquals(303, joined.statusCode(), joined.body());
        assertEquals(1, members());
    }

    @Test
    void byInvitationTheLinkAlsoAsksForAnAdminsCodeAndTheJoinCodeIsNotOne() {
        setMode("invite");
        WebClient visitor = server.client();
        String page = visitor.get(joinLink).body();
        assertTrue(page.contains("id=\"signup-invitation\""), page);
        assertTrue(page.contains("you also need an invitation code from an admin"), page);

        String joinCode = joinLink.substring("/join/".length());
        HttpResponse<String> withJoinCode = visitor.postForm(joinLink, form(page, "dora", joinCode));
        assertEquals(403, withJoinCode.statusCode(), withJoinCode.body());
        assertTrue(withJoinCode.body().contains("this invitation code is unknown, used already or expired"));
        HttpResponse<String> withNone = visitor.postForm(joinLink, form(withJoinCode.body(), "dora", ""));
        assertEquals(403, withNone.statusCode(), withNone.body());
        assertTrue(withNone.body().contains("sign-up here is by invitation: enter the invitation code"));
        assertTrue(server.dashboard().accounts().find("dora").isEmpty());

        HttpResponse<String> invitation =
                admin.postJson("/api/invitations", "{\"note\": \"for Dora\"}", csrf(admin.csrfToken()));
        assertEquals(201, invitation.statusCode(), invitation.body());
        String code = json(invitation).get("code").asText();
        HttpResponse<String> signedUp = visitor.postForm(joinLink, form(withNone.body(), "dora", code));
        assertEquals(303, signedUp.statusCode(), signedUp.body());
        assertEquals(
                "/assignments/" + assignment,
                signedUp.headers().firstValue("Location").orElse(""));
        assertEquals("dora", json(visitor.get("/api/me")).get("username").asText());
        assertEquals(1, members());
        assertEquals(
                "used",
                json(admin.get("/api/invitations"))
                        .get("invitations")
                        .get(0)
                        .get("status")
                        .asText());
    }
}
