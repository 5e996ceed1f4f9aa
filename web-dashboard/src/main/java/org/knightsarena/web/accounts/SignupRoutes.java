package org.knightsarena.web.accounts;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.Page;

/**
 * The sign-up page ({@code /signup}) and API ({@code POST /api/accounts/signup}, {@code GET
 * /api/signup}). The form pairs its {@code csrf} field with a one-off cookie, as the login form
 * does, since there is no session yet; {@link SignupGate} limits sign-ups per address and throttles
 * invitation codes. An error shows the
 * form again with everything typed but the password.
 */
public final class SignupRoutes {
    /** The one-off cookie that pairs the sign-up form with its CSRF field (double submit). */
    static final String SIGNUP_CSRF_COOKIE = "arena_signup_page_csrf";

    private final SignupGate gate;
    private final Accounts accounts;
    private final Cookies cookies;
    private final Duration sessionLifetime;

    /** @param gate the checks shared with the join links: per-address limit, mode, invitation code */
    public SignupRoutes(SignupGate gate, Accounts accounts, Cookies cookies, Duration sessionLifetime) {
        this.gate = Objects.requireNonNull(gate, "gate");
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.cookies = Objects.requireNonNull(cookies, "cookies");
        this.sessionLifetime = Objects.requireNonNull(sessionLifetime, "sessionLifetime");
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get(
                "/signup",
                ctx -> page(
                        ctx,
                        new Typed(
                                "", Optional.ofNullable(ctx.queryParam("code")).orElse("")),
                        ""));
        routes.post("/signup", this::signUpFromPage);
        routes.get(
                "/api/signup",
                ctx -> ctx.json(new ModeView(gate.mode().code(), gate.mode().meaning())));
        routes.post("/api/accounts/signup", this::signUp);
    }

    /** The mode, as {@code GET /api/signup} shows it. */
    record ModeView(String mode, String meaning) {}

    /** What the visitor typed, shown again after an error (never the password). */
    private record Typed(String username, String invitation) {}

    private void page(Context ctx, Typed typed, String error) {
        SignupMode mode = gate.mode();
        StringBuilder b = new StringBuilder("<h1>Sign up</h1>\n");
        Optional<Caller> caller = Authentication.caller(ctx);
        if (caller.isPresent()) {
            b.append("<p>You are signed in as ")
                    .append(Html.text(caller.get().account().username()))
                    .append(". Your <a href=\"/account\">account page</a> makes API tokens.</p>");
        } else if (mode == SignupMode.CLOSED) {
            b.append(
                            "<p id=\"signup-closed\">Sign-up is closed on this dashboard: ask an admin to create your account.")
                    .append(" Already have one? <a href=\"/login\">Log in</a>.</p>");
        } else {
            b.append(form(ctx, mode, typed, error));
        }
        ctx.html(Page.render("Sign up", Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private String form(Context ctx, SignupMode mode, Typed typed, String error) {
        String token = Accounts.newFormToken();
        cookies.set(ctx, SIGNUP_CSRF_COOKIE, token, "/signup", Duration.ofHours(1), Cookies.SameSite.STRICT);
        StringBuilder b = new StringBuilder("<p>A participant account uploads bots and plays against them.")
                .append(mode == SignupMode.INVITE ? " Sign-up here is by invitation: an admin gives you a code." : "")
                .append(" Already have one? <a href=\"/login\">Log in</a>.</p>\n");
        if (!error.isEmpty()) {
            b.append("<p class=\"error\" id=\"signup-error\">")
                    .append(Html.text(error))
                    .append("</p>\n");
        }
        b.append("<form method=\"post\" action=\"/signup\" class=\"stacked\" id=\"signup-form\">\n")
                .append("<input type=\"hidden\" name=\"csrf\" value=\"")
                .append(Html.text(token))
                .append("\">\n")
                .append("<label>User name (3 to 32 letters, digits, '_', '.' or '-') <input name=\"username\""
                        + " id=\"signup-username\" autocomplete=\"username\" required maxlength=\"32\" value=\"")
                .append(Html.text(typed.username()))
                .append("\"></label>\n")
                .append(
                        "<label>Password (at least " + Passwords.MIN_LENGTH + " characters) <input name=\"password\""
                                + " id=\"signup-password\" type=\"password\" autocomplete=\"new-password\" required></label>\n");
        if (mode == SignupMode.INVITE) {
            b.append("<label>Invitation code <input name=\"invitation\" id=\"signup-invitation\" required"
                            + " autocomplete=\"off\" value=\"")
                    .append(Html.text(typed.invitation()))
                    .append("\"></label>\n");
        }
        return b.append("<button type=\"submit\" id=\"signup-submit\">Sign up</button>\n</form>")
                .toString();
    }

    private void signUpFromPage(Context ctx) {
        if (!Accounts.isSameToken(ctx.cookie(SIGNUP_CSRF_COOKIE), Forms.field(ctx, "csrf"))) {
            throw new ForbiddenResponse(
                    "the sign-up form expired or came from another site; reload /signup and try again");
        }
        Typed typed = new Typed(
                field(ctx, "username").strip(), field(ctx, "invitation").strip());
        String password = field(ctx, "password");
        Account account;
        try {
            account = gate.signUp(ctx, typed.username(), password, typed.invitation());
        } catch (IllegalArgumentException | Signups.SignupRefused e) {
            ctx.status(SignupGate.status(e));
            page(ctx, typed, e.getMessage());
            return;
        }
        Accounts.NewSession session = accounts.login(account.username(), password)
                .orElseThrow(() -> new AssertionError("an account just created accepts its password"));
        cookies.clear(ctx, SIGNUP_CSRF_COOKIE, "/signup");
        cookies.set(
                ctx, Authentication.SESSION_COOKIE, session.cookieValue(), "/", sessionLifetime, Cookies.SameSite.LAX);
        ctx.redirect("/account", HttpStatus.SEE_OTHER);
    }

    /** The body of {@code POST /api/accounts/signup}. */
    record SignupRequest(String username, String password, String invitation, String tokenName) {}

    /** A new account, with its first API token when one was asked for ({@code token}: the secret, shown this once). */
    record SignedUp(Account account, Optional<String> token) {}

    private void signUp(Context ctx) {
        SignupRequest r = JsonBody.read(
                ctx,
                SignupRequest.class,
                "{\"username\": \"ada\", \"password\": \"at least "
                        + Passwords.MIN_LENGTH
                        + " characters\", \"invitation\": \"code, when sign-up is by invitation\","
                        + " \"tokenName\": \"laptop (optional: a first API token)\"}");
        Account account;
        try {
            account = gate.signUp(
                    ctx,
                    r.username() == null ? "" : r.username().strip(),
                    r.password(),
                    r.invitation() == null ? "" : r.invitation());
        } catch (IllegalArgumentException | Signups.SignupRefused e) {
            ctx.status(SignupGate.status(e)).json(Map.of("error", e.getMessage()));
            return;
        }
        Optional<String> token = Optional.ofNullable(r.tokenName())
                .filter(n -> !n.isBlank())
                .map(name -> accounts.createToken(account, name).secret());
        ctx.status(HttpStatus.CREATED).json(new SignedUp(account, token));
    }

    private static String field(Context ctx, String name) {
        return Optional.ofNullable(Forms.field(ctx, name)).orElse("");
    }
}
