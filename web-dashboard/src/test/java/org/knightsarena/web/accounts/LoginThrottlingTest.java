package org.knightsarena.web.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.web.RawHttp;
import org.knightsarena.web.ShiftedClock;
import org.knightsarena.web.TestDashboard;
import org.knightsarena.web.WebClient;
import org.knightsarena.web.server.DashboardSettings;

/**
 * Login throttling through real HTTP, from two loopback addresses (127.0.0.1 and 127.0.0.2):
 * tries are counted before the password is checked, per account and address and per address,
 * and past the allowance they wait a delay that doubles.
 */
class LoginThrottlingTest {
    private static final String GUESSER = "127.0.0.2";
    private static final String OWNER = "127.0.0.1";

    @TempDir
    Path data;

    @Test
    void twentyParallelGuessesAgainstAnAllowanceOfFiveCheckFivePasswords() throws Exception {
        // bcrypt cost 10 makes each check take long enough for the guesses to overlap; the clock
        // stands still so that no back-off runs out while they are answered.
        DashboardSettings settings = settings(new LoginLimits(5, 20, Duration.ofSeconds(1), Duration.ofMinutes(15)))
                .withBcryptCost(10);
        try (TestDashboard server = TestDashboard.start(data, settings, Clock.fixed(Instant.now(), ZoneOffset.UTC))) {
            LoginForm form = LoginForm.fetch(server.url(), GUESSER);
            ExecutorService pool = Executors.newFixedThreadPool(20);
            try {
                CountDownLatch start = new CountDownLatch(1);
                List<Future<RawHttp.Response>> guesses = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    String guess = "wrong password " + i;
                    guesses.add(pool.submit(() -> {
                        start.await();
                        return form.post("alice", guess);
                    }));
                }
                start.countDown();
                int checked = 0;
                int refused = 0;
                for (Future<RawHttp.Response> g : guesses) {
                    RawHttp.Response r = g.get();
                    if (r.status() == 401) {
                        checked++;
                    } else {
                        assertEquals(429, r.status(), r.body());
                        assertEquals("1", r.header("Retry-After"));
                        refused++;
                    }
                }
                assertEquals(5, checked, "passwords checked");
                assertEquals(15, refused, "guesses refused before bcrypt");
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void pastTheAllowanceEachTryWaitsTwiceAsLongAndThenTheRightPasswordWorks() {
        ShiftedClock clock = new ShiftedClock();
        try (TestDashboard server = TestDashboard.start(
                data, settings(new LoginLimits(3, 20, Duration.ofSeconds(1), Duration.ofMinutes(15))), clock)) {
            LoginForm form = LoginForm.fetch(server.url(), GUESSER);
            for (int i = 0; i < 3; i++) {
                assertEquals(401, form.post("alice", "wrong password " + i).status());
            }
            for (long wait = 1; wait <= 8; wait *= 2) {
                RawHttp.Response waiting = form.post("alice", TestDashboard.PASSWORD);
                assertEquals(429, waiting.status(), "even the right password waits out the back-off");
                assertEquals(Long.toString(wait), waiting.header("Retry-After"));
                assertTrue(
                        waiting.body().contains("too many failed logins; try again in " + wait + " second"),
                        waiting.body());
                clock.advance(Duration.ofSeconds(wait));
                assertEquals(401, form.post("alice", "another wrong password").status(), "one try after the wait");
            }
            RawHttp.Response waiting = form.post("alice", TestDashboard.PASSWORD);
            assertEquals("16", waiting.header("Retry-After"));
            clock.advance(Duration.ofSeconds(16));
            assertEquals(303, form.post("alice", TestDashboard.PASSWORD).status(), "a back-off, not a lock-out");
        }
    }

    @Test
    void guessesFromOneAddressMakeNeitherTheOwnerElsewhereNorOtherAccountsThereWait() {
        try (TestDashboard server = TestDashboard.start(
                data, settings(new LoginLimits(5, 20, Duration.ofMinutes(1), Duration.ofMinutes(15))))) {
            LoginForm guesser = LoginForm.fetch(server.url(), GUESSER);
            for (int i = 0; i < 5; i++) {
                assertEquals(401, guesser.post("alice", "wrong password " + i).status());
            }
            assertEquals(429, guesser.post("ALICE", TestDashboard.PASSWORD).status(), "any case of the name");

            assertEquals(
                    303,
                    LoginForm.fetch(server.url(), OWNER)
                            .post("alice", TestDashboard.PASSWORD)
                            .status(),
                    "the owner at another address is not refused for the guesser's failures");
            assertEquals(
                    303,
                    guesser.post("bob", TestDashboard.PASSWORD).status(),
                    "another account behind the guesser's address is not refused either");
        }
    }

    @Test
    void oneAddressTryingManyAccountsWaitsPastItsOwnAllowance() {
        try (TestDashboard server = TestDashboard.start(
                data, settings(new LoginLimits(2, 4, Duration.ofMinutes(1), Duration.ofMinutes(15))))) {
            LoginForm guesser = LoginForm.fetch(server.url(), GUESSER);
            for (String name : List.of("alice", "alice", "bob", "bob")) {
                assertEquals(401, guesser.post(name, "wrong password").status());
            }
            RawHttp.Response waiting = guesser.post("admin", "wrong password");
            assertEquals(429, waiting.status(), "the address has used its allowance on other accounts");
            assertEquals("60", waiting.header("Retry-After"));
            assertEquals(
                    303,
                    LoginForm.fetch(server.url(), OWNER)
                            .post("admin", TestDashboard.PASSWORD)
                            .status());
        }
    }

    @Test
    void failuresAreForgottenOnceTheLongestDelayHasPassedSinceTheLast() {
        ShiftedClock clock = new ShiftedClock();
        try (TestDashboard server = TestDashboard.start(
                data, settings(new LoginLimits(2, 20, Duration.ofSeconds(1), Duration.ofMinutes(15))), clock)) {
            LoginForm form = LoginForm.fetch(server.url(), GUESSER);
            for (int i = 0; i < 2; i++) {
                assertEquals(401, form.post("alice", "wrong password " + i).status());
            }
            assertEquals(429, form.post("alice", "wrong password").status());
            clock.advance(Duration.ofMinutes(15).plusSeconds(1));
            for (int i = 0; i < 2; i++) {
                assertEquals(401, form.post("alice", "wrong password " + i).status(), "a fresh allowance");
            }
            assertEquals("1", form.post("alice", "wrong password").header("Retry-After"), "the first wait again");
        }
    }

    @Test
    void wrongCurrentPasswordsInAPasswordChangeAreThrottledLikeLogins() {
        try (TestDashboard server = TestDashboard.start(
                data, settings(new LoginLimits(2, 20, Duration.ofMinutes(1), Duration.ofMinutes(15))))) {
            WebClient alice = server.loggedIn("alice");
            String change =
                    "{\"currentPassword\": \"a guessed password\", \"newPassword\": \"a brand new passphrase\"}";
            for (int i = 0; i < 2; i++) {
                assertEquals(
                        403,
                        alice.putJson("/api/me/password", change, WebClient.csrf(alice.csrfToken()))
                                .statusCode());
            }
            HttpResponse<String> waiting = alice.putJson("/api/me/password", change, WebClient.csrf(alice.csrfToken()));
            assertEquals(429, waiting.statusCode(), waiting.body());
            assertEquals("60", waiting.headers().firstValue("Retry-After").orElseThrow());
        }
    }

    private DashboardSettings settings(LoginLimits limits) {
        return TestDashboard.settings(data).withLogins(limits);
    }

    /** The login form as fetched from one address: its CSRF cookie and field, posted again and again. */
    private record LoginForm(URI base, String from, String cookie, String csrf) {
        static LoginForm fetch(URI base, String from) {
            RawHttp.Response page = RawHttp.send(base, from, "GET", "/login", Map.of(), "");
            String cookie = page.header("Set-Cookie");
            return new LoginForm(
                    base, from, cookie.substring(0, cookie.indexOf(';')), WebClient.csrfField(page.body()));
        }

        RawHttp.Response post(String username, String password) {
            String body = "csrf=" + encode(csrf) + "&username=" + encode(username) + "&password=" + encode(password);
            return RawHttp.send(
                    base,
                    from,
                    "POST",
                    "/login",
                    Map.of("Cookie", cookie, "Content-Type", "application/x-www-form-urlencoded"),
                    body);
        }

        private static String encode(String value) {
            return URLEncoder.encode(value, StandardCharsets.UTF_8);
        }
    }
}
