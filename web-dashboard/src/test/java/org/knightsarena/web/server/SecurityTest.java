package org.knightsarena.web.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.web.WebClient.csrf;
import static org.knightsarena.web.WebClient.json;

import io.javalin.http.HandlerType;
import io.javalin.router.ParsedEndpoint;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.http.SecurityHeaders;

/** Refusals that protect every account: anonymous and cross-site mutations, headers on every answer. */
class SecurityTest {
    private static final Set<HandlerType> MUTATING =
            Set.of(HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE);

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

    private List<ParsedEndpoint> mutatingRoutes() {
        List<ParsedEndpoint> routes = server.dashboard().app().unsafe.internalRouter.allHttpHandlers().stream()
                .filter(e -> MUTATING.contains(e.endpoint.method))
                .toList();
        assertTrue(routes.size() >= 7, "expected the app's mutating routes, found " + routes.size());
        return routes;
    }

    private static String concrete(String path) {
        return path.replace("{id}", "1")
                .replace("{name}", "somebot")
                .replace("{code}", "SOMECODE")
                .replace("{username}", "bob");
    }

    private static HttpResponse<String> send(
            WebClient client, HandlerType method, String path, WebClient.Header... headers) {
        if (method == HandlerType.DELETE) {
            return client.delete(path, headers);
        }
        if (method == HandlerType.PUT) {
            return client.putJson(path, "{}", headers);
        }
        return client.postForm(path, Map.of("name", "x"), headers);
    }

    @Test
    void everyMutatingRouteRefusesAnonymousCallers() {
        for (ParsedEndpoint e : mutatingRoutes()) {
            String path = concrete(e.endpoint.path);
            HttpResponse<String> r = send(server.client(), e.endpoint.method, path);
            if (path.equals("/login") || path.startsWith("/join/") || path.equals("/signup")) {
                assertEquals(403, r.statusCode(), path + ": the login and sign-up forms need their own CSRF pair");
            } else if (path.equals("/api/accounts/signup")) {
                // For callers without an account; it sets no cookie, so it needs no CSRF pair: this body is no sign-up.
                assertEquals(400, r.statusCode(), path + ": " + r.body());
            } else if (!path.startsWith("/api/")) {
                assertEquals(303, r.statusCode(), e.endpoint.method + " " + path + ": " + r.body());
                assertEquals("/login", r.headers().firstValue("Location").orElse(""), "pages send visitors to log in");
            } else {
                assertEquals(401, r.statusCode(), e.endpoint.method + " " + path + ": " + r.body());
            }
        }
    }

    @Test
    void everyMutatingRouteRefusesASessionWithoutOrWithAWrongCsrfToken() {
        WebClient alice = server.loggedIn("alice");
        for (ParsedEndpoint e : mutatingRoutes()) {
            String path = concrete(e.endpoint.path);
            if (path.equals("/login")) {
                continue;
            }
            HttpResponse<String> missing = send(alice, e.endpoint.method, path);
            assertEquals(
                    403, missing.statusCode(), e.endpoint.method + " " + path + " without token: " + missing.body());
            HttpResponse<String> wrong = send(alice, e.endpoint.method, path, csrf("A".repeat(43)));
            assertEquals(403, wrong.statusCode(), e.endpoint.method + " " + path + " with a wrong token");
        }
        HttpResponse<String> api = alice.postJson("/api/tokens", "{\"name\": \"ci\"}");
        assertEquals(
                "the CSRF token is missing or wrong; reload the page and try again"
                        + " (API clients: send the token from GET /api/me in the X-CSRF-Token header)",
                json(api).get("error").asText());
        assertEquals(0, json(alice.get("/api/tokens")).get("tokens").size(), "nothing was created");
    }

    @Test
    void foreignUserCannotRevokeAnotherUsersToken() {
        WebClient alice = server.loggedIn("alice");
        long id = json(alice.postJson("/api/tokens", "{\"name\": \"ci\"}", csrf(alice.csrfToken())))
                .get("id")
                .asLong();
        WebClient bob = server.loggedIn("bob");
        HttpResponse<String> r = bob.delete("/api/tokens/" + id, csrf(bob.csrfToken()));
        assertEquals(404, r.statusCode());
        assertEquals(
                "you have no API token " + id + "; GET /api/tokens lists yours",
                json(r).get("error").asText());
        assertEquals(1, json(alice.get("/api/tokens")).get("tokens").size());
    }

    @Test
    void loginFormFromAnotherSiteIsRefused() {
        WebClient client = server.client();
        client.get("/login");
        HttpResponse<String> r = client.postForm(
                "/login", Map.of("csrf", "forged", "username", "alice", "password", TestDashboard.PASSWORD));
        assertEquals(403, r.statusCode());
        assertTrue(r.body().contains("the login form expired or came from another site"), r.body());
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        for (String path :
                List.of("/", "/login", "/api/me", "/api/openapi.json", "/static/viewer.js", "/no/such/page")) {
            HttpResponse<String> r = server.client().get(path);
            assertEquals(
                    SecurityHeaders.CONTENT_SECURITY_POLICY,
                    r.headers().firstValue("Content-Security-Policy").orElse(""),
                    path);
            assertEquals(
                    "nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), path);
            assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(""), path);
            assertEquals(
                    "same-origin", r.headers().firstValue("Referrer-Policy").orElse(""), path);
        }
    }

    @Test
    void pagesCarryNoInlineScript() {
        WebClient alice = server.loggedIn("alice");
        for (String path : List.of("/", "/login", "/account", "/upload", "/assignments")) {
            String body = alice.get(path).body();
            assertTrue(
                    !body.matches("(?s).*<script(?![^>]*\\ssrc=)[^>]*>.*"), path + " has an inline script:\n" + body);
            assertTrue(!body.contains(" onclick=") && !body.contains(" onload="), path);
        }
    }

    @Test
    void unknownApiPathIsAJson404() {
        HttpResponse<String> r = server.client().get("/api/nothing-here");
        assertEquals(404, r.statusCode());
        assertEquals(
                "nothing is at GET /api/nothing-here; the API is described at /api/openapi.json",
                json(r).get("error").asText());
    }
}
