package org.knightsarena.web.accounts;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.TooManyRequestsResponse;
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
import org.knightsarena.web.http.RateLimiter;

/**
 * The sign-up page ({@code /signup}) and API ({@code POST /api/accounts/signup}, {@code GET
 * /api/signup}). The form pairs its {@code csrf} field with a one-off cookie, as the login form
 * does, since there is no session yet; sign-ups are limited per address, and invitation codes are
 * throttled like passwords, so codes cannot be guessed faster than logins. An error shows the
 * form again with everything typed but the password.
 */
public final class SignupRoutes {
    /** The one-off cookie that pairs the sign-up form with its CSRF field (double submit). */
    static final String SIGNUP_CSRF_COOKIE = "arena_signup_page_csrf";
    /** The throttle's name for invitation codes; it has a space, which no user name has. */
    private static final String CODE_KEY = "invitation code";

    private final Signups signups;
    private final Accounts accounts;
    private final Cookies cookies;
    private final LoginThrottle codes;
    private final RateLimiter perAddress;
    private final Duration sessionLifetime;

    /**
     * @param codes      the login throttle, which also slows down wrong invitation codes per address
     * @param perAddress counts sign-ups per address
     */
    public SignupRoutes(
            Signups signups,
            Accounts accounts,
            Cookies cookies,
            LoginThrottle codes,
            RateLimiter perAddress,
            Duration sessionLifetime) {
        this.signups = Objects.requireNonNull(signups, "signups");
        this.accounts = Objects.requireNonNull(accounts, "accounts");
        this.cookies = Objects.requireNonNull(cookies, "cookies");
        this.codes = Objects.requireNonNull(codes, "codes");
        this.perAddress = Objects.requireNonNull(perAddress, "perAddress");
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
                ctx -> ctx.json(
                        new ModeView(signups.mode().code(), signups.mode().meaning())));
        routes.post("/api/accounts/signup", this::signUp);
    }

    /** The mode, as {@code GET /api/signup} shows it. */
    record ModeView(String mode, String meaning) {}

    /** What the visitor typed, shown again after an error (never the password). */
    private record Typed(String username, String invitation) {}

    private void page(Context ctx, Typed typed, String error) {
        SignupMode mode = signups.mode();
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
            account = signUp(ctx, typed.username(), password, typed.invitation());
        } catch (IllegalArgumentException | Signups.SignupRefused e) {
            ctx.status(status(e));
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
            account = signUp(
                    ctx,
                    r.username() == null ? "" : r.username().strip(),
                    r.password(),
                    r.invitation() == null ? "" : r.invitation());
        } catch (IllegalArgumentException | Signups.SignupRefused e) {
            ctx.status(status(e)).json(Map.of("error", e.getMessage()));
            return;
        }
        Optional<String> token = Optional.ofNullable(r.tokenName())
                .filter(n -> !n.isBlank())
                .map(name -> accounts.createToken(account, name).secret());
        ctx.status(HttpStatus.CREATED).json(new SignedUp(account, token));
    }

    /** Both paths: the per-address limit, then the mode and code (throttled), then the name and password. */
    private Account signUp(Context ctx, String username, String password, String invitation) {
        if (!perAddress.tryAcquire("ip:" + ctx.ip())) {
            ctx.header("Retry-After", Long.toString(perAddress.window().toSeconds()));
            throw new TooManyRequestsResponse("too many sign-ups from your address; wait "
                    + perAddress.window().toMinutes() + " minutes and try again");
        }
        if (signups.mode() != SignupMode.INVITE) {
            return signups.signUp(username, password, Optional.of(invitation));
        }
        LoginThrottle.Admission admission = codes.admit(CODE_KEY, ctx.ip());
        if (admission instanceof LoginThrottle.Refused refused) {
            ctx.header("Retry-After", Long.toString(refused.retryAfter().toSeconds()));
            throw new TooManyRequestsResponse("too many wrong invitation codes; try again in "
                    + refused.retryAfter().toSeconds() + " seconds");
        }
        LoginThrottle.Admitted admitted = (LoginThrottle.Admitted) admission;
        boolean codeWorked = true;
        try {
            return signups.signUp(username, password, Optional.of(invitation));
        } catch (Signups.SignupRefused e) {
            codeWorked = false;
            throw e;
        } finally {
            if (codeWorked) {
                admitted.succeeded();
            } else {
                admitted.failed();
            }
        }
    }

    private static HttpStatus status(RuntimeException e) {
        if (e instanceof Signups.SignupRefused) {
            return HttpStatus.FORBIDDEN;
        }
        return e.getMessage().contains("is taken") ? HttpStatus.CONFLICT : HttpStatus.BAD_REQUEST;
    }

    private static String field(Context ctx, String name) {
        return Optional.ofNullable(Forms.field(ctx, name)).orElse("");
    }
}
