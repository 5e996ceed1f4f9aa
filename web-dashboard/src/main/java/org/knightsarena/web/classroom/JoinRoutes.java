package org.knightsarena.web.classroom;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
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
import org.knightsarena.web.accounts.SignupGate;
import org.knightsarena.web.accounts.SignupMode;
import org.knightsarena.web.accounts.Signups;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Times;

/**
 * The join link {@code /join/{code}}: a signed-in visitor gets a Join button; a visitor without
 * an account signs up as a participant, is logged in and joined in one step, under the site's
 * sign-up mode like {@code /signup} ({@link SignupGate}): open, a plain form; by invitation, the
 * form also asks for an admin's invitation code (a join code is shared with a whole class, so it
 * makes no account by itself); closed, no form, only where to get an account. The sign-up form
 * pairs its {@code csrf} field with a one-off cookie (as the login form does), since there is no
 * session yet.
 */
final class JoinRoutes {
    /** The one-off cookie that pairs the sign-up form with its CSRF field (double submit). */
    static final String SIGNUP_CSRF_COOKIE = "arena_signup_csrf";

    private final Assignments assignments;
    private final AssignmentApi api;
    private final Accounts accounts;
    private final SignupGate gate;
    private final Cookies cookies;
    private final Duration sessionLifetime;

    /** @param gate the site's sign-up checks (limit per address, mode, invitation code), as on /signup */
    JoinRoutes(
            Assignments assignments,
            AssignmentApi api,
            Accounts accounts,
            SignupGate gate,
            Cookies cookies,
            Duration sessionLifetime) {
        this.assignments = Objects.requireNonNull(assignments, "assignments");
        this.api = Objects.requireNonNull(api, "api");
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.gate = Objects.requireNonNull(gate, "gate");
        this.cookies = Objects.requireNonNull(cookies, "cookies");
        this.sessionLifetime = Objects.requireNonNull(sessionLifetime, "sessionLifetime");
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
            b.append(joinButton(a, caller.get()));
        } else if (gate.mode() == SignupMode.CLOSED) {
            b.append("<p id=\"join-signup-closed\">Sign-up is closed on this dashboard, so this link cannot make"
                    + " you an account: ask your teacher or an admin to create one. Already have one?"
                    + " <a href=\"/login\">Log in</a>, then open this link again.</p>");
        } else {
            b.append(signupForm(ctx, a, gate.mode()));
        }
        ctx.html(Page.render("Join " + a.name(), Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private static String joinButton(Assignment a, Caller caller) {
        return "<form method=\"post\" action=\"/join/" + Html.text(a.joinCode()) + "\" id=\"join-form\">\n"
                + "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(caller.csrfToken().orElseThrow())
                + "\">\n<button type=\"submit\" id=\"join-submit\">Join as "
                + Html.text(caller.account().username()) + "</button>\n</form>";
    }

    /** The sign-up form; by invitation it also asks for a code an admin made, which the join code is not. */
    private String signupForm(Context ctx, Assignment a, SignupMode mode) {
        String token = Accounts.newFormToken();
        cookies.set(ctx, SIGNUP_CSRF_COOKIE, token, "/join", Duration.ofHours(1), Cookies.SameSite.STRICT);
        StringBuilder b = new StringBuilder("<p>Create your account to join.");
        if (mode == SignupMode.INVITE) {
            b.append(" Sign-up on this dashboard is by invitation: you also need an invitation code from an"
                    + " admin (ask your teacher); the class's join code is not one.");
        }
        b.append(" Already have one? <a href=\"/login\">Log in</a>, then open this link again.</p>\n")
                .append("<form method=\"post\" action=\"/join/")
                .append(Html.text(a.joinCode()))
                .append("\" class=\"stacked\" id=\"signup-form\">\n<input type=\"hidden\" name=\"csrf\" value=\"")
                .append(Html.text(token))
                .append("\">\n")
                .append("<label>User name <input name=\"username\" id=\"signup-username\" autocomplete=\"username\""
                        + " required maxlength=\"32\"></label>\n")
                .append("<label>Password (at least 10 characters) <input name=\"password\" id=\"signup-password\""
                        + " type=\"password\" autocomplete=\"new-password\" required></label>\n");
        if (mode == SignupMode.INVITE) {
            b.append("<label>Invitation code <input name=\"invitation\" id=\"signup-invitation\" required"
                    + " autocomplete=\"off\"></label>\n");
        }
        return b.append("<button type=\"submit\" id=\"signup-submit\">Sign up and join</button>\n</form>")
                .toString();
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
        Assignment a = find(ctx);
        String username = field(ctx, "username").strip();
        String password = field(ctx, "password");
        Account account;
        try {
            account = gate.signUp(
                    ctx, username, password, field(ctx, "invitation").strip());
        } catch (IllegalArgumentException | Signups.SignupRefused e) {
            ctx.status(SignupGate.status(e));
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

    private static String field(Context ctx, String name) {
        return Optional.ofNullable(Forms.field(ctx, name)).orElse("");
    }
}
