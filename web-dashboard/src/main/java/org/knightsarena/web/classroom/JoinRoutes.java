package org.knightsarena.web.classroom;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.TooManyRequestsResponse;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.classroom.Assignment;
import org.knightsarena.tournaments.classroom.Assignments;
import org.knightsarena.web.accounts.Account;
import org.knightsarena.web.accounts.Accounts;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.accounts.Role;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.RateLimiter;
import org.knightsarena.web.http.Times;

/**
 * The join link {@code /join/{code}}: a signed-in visitor gets a Join button; a visitor without
 * an account signs up as a participant, is logged in and joined in one step. The sign-up form
 * pairs its {@code csrf} field with a one-off cookie (as the login form does), since there is no
 * session yet, and sign-ups are rate-limited per address.
 */
final class JoinRoutes {
    /** The one-off cookie that pairs the sign-up form with its CSRF field (double submit). */
    static final String SIGNUP_CSRF_COOKIE = "arena_signup_csrf";

    private final Assignments assignments;
    private final AssignmentApi api;
    private final Accounts accounts;
    private final Cookies cookies;
    private final Duration sessionLifetime;
    private final RateLimiter signupLimiter;

    /** @param signupLimiter counts sign-up attempts per address */
    JoinRoutes(
            Assignments assignments,
            AssignmentApi api,
            Accounts accounts,
            Cookies cookies,
            Duration sessionLifetime,
            RateLimiter signupLimiter) {
        this.assignments = Objects.requireNonNull(assignments, "assignments");
        this.api = Objects.requireNonNull(api, "api");
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.cookies = Objects.requireNonNull(cookies, "cookies");
        this.sessionLifetime = Objects.requireNonNull(sessionLifetime, "sessionLifetime");
        this.signupLimiter = Objects.requireNonNull(signupLimiter, "signupLimiter");
    }

    void register(RoutesConfig routes) {
        routes.get("/join/{code}", ctx -> page(ctx, find(ctx), Optional.empty()));
        routes.post("/join/{code}", this::join);
    }

    private Assignment find(Context ctx) {
        String code = ctx.pathParam("code");
        return assignments
                .findByCode(code)
                .orElseThrow(() -> new NotFoundResponse(
                        "no assignment has the join code '" + code + "'; check the link or code with your teacher"));
    }

    private void page(Context ctx, Assignment a, Optional<String> error) {
        Optional<Caller> caller = Authentication.caller(ctx);
        String action = "/join/" + Html.text(a.joinCode());
        StringBuilder b = new StringBuilder("<h1>Join ")
                .append(Html.text(a.name()))
                .append("</h1>\n<p>Organiser: ")
                .append(Html.text(ClassroomBoard.organiser(a)))
                .append(". Deadline: ")
                .append(Times.html(a.deadline()))
                .append(".</p>\n");
        error.ifPresent(e -> b.append("<p class=\"error\" id=\"join-error\">")
                .append(Html.text(e))
                .append("</p>\n"));
        if (caller.isPresent() && caller.get().csrfToken().isPresent()) {
            b.append("<form method=\"post\" action=\"")
                    .append(action)
                    .append("\" id=\"join-form\">\n")
                    .append("<input type=\"hidden\" name=\"csrf\" value=\"")
                    .append(Html.text(caller.get().csrfToken().get()))
                    .append("\">\n<button type=\"submit\" id=\"join-submit\">Join as ")
                    .append(Html.text(caller.get().account().username()))
                    .append("</button>\n</form>");
        } else {
            String token = Accounts.newFormToken();
            cookies.set(ctx, SIGNUP_CSRF_COOKIE, token, "/join", Duration.ofHours(1), Cookies.SameSite.STRICT);
            b.append("<p>Create your account to join. Already have one? <a href=\"/login\">Log in</a>, then open this"
                            + " link again.</p>\n<form method=\"post\" action=\"")
                    .append(action)
                    .append("\" class=\"stacked\" id=\"signup-form\">\n<input type=\"hidden\" name=\"csrf\" value=\"")
                    .append(Html.text(token))
                    .append("\">\n")
                    .append("<label>User name <input name=\"username\" id=\"signup-username\" autocomplete=\"username\""
                            + " required maxlength=\"32\"></label>\n")
                    .append("<label>Password (at least 10 characters) <input name=\"password\" id=\"signup-password\""
                            + " type=\"password\" autocomplete=\"new-password\" required></label>\n")
                    .append("<button type=\"submit\" id=\"signup-submit\">Sign up and join</button>\n</form>");
        }
        ctx.html(Page.render("Join " + a.name(), Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private void join(Context ctx) {
        Optional<Caller> caller = Authentication.caller(ctx);
        if (caller.isPresent()) { // the session's CSRF token was checked before this handler
            Assignment joined = api.join(caller.get(), ctx.pathParam("code"));
            ctx.redirect("/assignments/" + joined.leagueId(), HttpStatus.SEE_OTHER);
            return;
        }
        if (!Accounts.isSameToken(ctx.cookie(SIGNUP_CSRF_COOKIE), Forms.field(ctx, "csrf"))) {
            throw new ForbiddenResponse(
                    "the sign-up form expired or came from another site; open the join link again" + " and retry");
        }
        String addressKey = "ip:" + ctx.ip();
        if (!signupLimiter.tryAcquire(addressKey)) {
            ctx.header("Retry-After", Long.toString(signupLimiter.window().toSeconds()));
            throw new TooManyRequestsResponse("too many sign-ups from your address; wait "
                    + signupLimiter.window().toMinutes() + " minutes and try again");
        }
        Assignment a = find(ctx);
        String username =
                Optional.ofNullable(Forms.field(ctx, "username")).orElse("").strip();
        String password = Optional.ofNullable(Forms.field(ctx, "password")).orElse("");
        Account account;
        try {
            account = accounts.create(username, password, Role.PARTICIPANT);
        } catch (IllegalArgumentException e) {
            ctx.status(e.getMessage().contains("is taken") ? HttpStatus.CONFLICT : HttpStatus.BAD_REQUEST);
            page(ctx, a, Optional.of(e.getMessage()));
            return;
        }
        Accounts.NewSession session = accounts.login(username, password)
                .orElseThrow(() -> new AssertionError("an account just created accepts its password"));
        assignments.join(a.joinCode(), account.id());
        cookies.clear(ctx, SIGNUP_CSRF_COOKIE, "/join");
        cookies.set(
                ctx, Authentication.SESSION_COOKIE, session.cookieValue(), "/", sessionLifetime, Cookies.SameSite.LAX);
        ctx.redirect("/assignments/" + a.leagueId(), HttpStatus.SEE_OTHER);
    }
}
