package org.knightsarena.web.accounts;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.TooManyRequestsResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.web.http.Cookies;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.Times;

/**
 * Log-in and log-out pages, the account page, and the accounts API ({@code /api/me},
 * {@code /api/tokens}, {@code /api/accounts}). Handlers only translate HTTP; {@link Accounts}
 * does the work.
 */
public final class AccountRoutes {
    /** The one-off cookie that pairs the login form with its CSRF field (double submit). */
    static final String LOGIN_CSRF_COOKIE = "arena_login_csrf";

    private final Accounts accounts;
    private final Cookies cookies;
    private final LoginThrottle logins;
    private final Duration sessionLifetime;

    /**
     * @param logins slows down failed logins per account and address, and per address
     */
    public AccountRoutes(Accounts accounts, Cookies cookies, LoginThrottle logins, Duration sessionLifetime) {
        this.accounts = accounts;
        this.cookies = cookies;
        this.logins = logins;
        this.sessionLifetime = sessionLifetime;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/login", this::loginPage);
        routes.post("/login", this::login);
        routes.post("/logout", this::logout);
        routes.get("/account", this::accountPage);
        routes.post("/account/tokens", this::createTokenFromPage);
        routes.post("/account/password", this::changePasswordFromPage);
        routes.get("/api/me", this::me);
        routes.put("/api/me/password", this::changePassword);
        routes.get("/api/tokens", this::listTokens);
        routes.post("/api/tokens", this::createToken);
        routes.delete("/api/tokens/{id}", this::revokeToken);
        routes.get("/api/accounts", this::listAccounts);
        routes.post("/api/accounts", this::createAccount);
    }

    private void loginPage(Context ctx) {
        ctx.html(loginForm(ctx, ""));
    }

    private String loginForm(Context ctx, String message) {
        String token = Accounts.newFormToken();
        cookies.set(ctx, LOGIN_CSRF_COOKIE, token, "/login", Duration.ofHours(1), Cookies.SameSite.STRICT);
        String body = "<h1>Log in</h1>\n"
                + (message.isEmpty() ? "" : "<p class=\"error\" id=\"login-error\">" + Html.text(message) + "</p>\n")
                + "<form method=\"post\" action=\"/login\" class=\"stacked\" id=\"login-form\">\n"
                + "<input type=\"hidden\" name=\"csrf\" value=\"" + Html.text(token) + "\">\n"
                + "<label>User name <input name=\"username\" id=\"username\" autocomplete=\"username\" required></label>\n"
                + "<label>Password <input name=\"password\" id=\"password\" type=\"password\""
                + " autocomplete=\"current-password\" required></label>\n"
                + "<button type=\"submit\" id=\"login-submit\">Log in</button>\n</form>";
        return Page.render("Log in", Optional.empty(), body, List.of());
    }

    private void login(Context ctx) {
        if (!Accounts.isSameToken(ctx.cookie(LOGIN_CSRF_COOKIE), ctx.formParam("csrf"))) {
            throw new ForbiddenResponse(
                    "the login form expired or came from another site; reload the login page and try again");
        }
        String username =
                Optional.ofNullable(ctx.formParam("username")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        LoginThrottle.Admitted admitted = admit(ctx, username);
        Optional<Accounts.NewSession> session = Optional.empty();
        try {
            session = accounts.login(username, password);
        } catch (Accounts.DisabledAccountException e) {
            ctx.status(HttpStatus.FORBIDDEN).html(loginForm(ctx, e.getMessage()));
            return;
        } finally {
            if (session.isPresent()) {
                admitted.succeeded();
            } else {
                admitted.failed();
            }
        }
        if (session.isEmpty()) {
            ctx.status(HttpStatus.UNAUTHORIZED).html(loginForm(ctx, "wrong user name or password"));
            return;
        }
        cookies.clear(ctx, LOGIN_CSRF_COOKIE, "/login");
        cookies.set(
                ctx,
                Authentication.SESSION_COOKIE,
                session.get().cookieValue(),
                "/",
                sessionLifetime,
                Cookies.SameSite.LAX);
        ctx.redirect("/", HttpStatus.SEE_OTHER);
    }

    /**
     * Counts a login try before its password is checked.
     *
     * @throws TooManyRequestsResponse (429, with Retry-After) when this account or address must wait
     */
    private LoginThrottle.Admitted admit(Context ctx, String username) {
        LoginThrottle.Admission admission = logins.admit(username, ctx.ip());
        if (admission instanceof LoginThrottle.Refused refused) {
            long seconds = refused.retryAfter().toSeconds();
            ctx.header("Retry-After", Long.toString(seconds));
            throw new TooManyRequestsResponse(
                    "too many failed logins; try again in " + seconds + (seconds == 1 ? " second" : " seconds"));
        }
        return (LoginThrottle.Admitted) admission;
    }

    private void logout(Context ctx) {
        Authentication.requirePage(ctx);
        accounts.logout(ctx.cookie(Authentication.SESSION_COOKIE));
        cookies.clear(ctx, Authentication.SESSION_COOKIE, "/");
        ctx.redirect("/login", HttpStatus.SEE_OTHER);
    }

    private void accountPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ctx.html(accountPageHtml(ctx, caller, Optional.empty(), ""));
    }

    private void createTokenFromPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        Accounts.NewToken token = createToken(caller, ctx.formParam("name"));
        ctx.status(HttpStatus.CREATED).html(accountPageHtml(ctx, caller, Optional.of(token), ""));
    }

    private void changePasswordFromPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        String notice;
        try {
            if (changePassword(ctx, caller, Forms.field(ctx, "current"), Forms.field(ctx, "password"))) {
                notice = "Your password is changed; your other sessions have ended.";
            } else {
                ctx.status(HttpStatus.FORBIDDEN);
                notice = WRONG_CURRENT_PASSWORD;
            }
        } catch (BadRequestResponse e) {
            ctx.status(HttpStatus.BAD_REQUEST);
            notice = e.getMessage();
        }
        ctx.html(accountPageHtml(ctx, caller, Optional.empty(), notice));
    }

    private static final String WRONG_CURRENT_PASSWORD = "the current password is wrong; nothing was changed";

    /** The body of {@code PUT /api/me/password}. */
    record PasswordChange(String currentPassword, String newPassword) {}

    private void changePassword(Context ctx) {
        Caller caller = Authentication.require(ctx);
        PasswordChange change = JsonBody.read(
                ctx,
                PasswordChange.class,
                "{\"currentPassword\": \"...\", \"newPassword\": \"at least 10 characters\"}");
        if (!changePassword(ctx, caller, change.currentPassword(), change.newPassword())) {
            throw new ForbiddenResponse(WRONG_CURRENT_PASSWORD);
        }
        ctx.status(HttpStatus.NO_CONTENT);
    }

    /**
     * Changes the caller's password, keeping the session that asks (if it is one) and ending the
     * others. Checking the current password is throttled like a login, so a stolen session cannot
     * guess it faster.
     *
     * @return false when the current password is wrong
     * @throws BadRequestResponse when the new password is not allowed
     */
    private boolean changePassword(Context ctx, Caller caller, String current, String newPassword) {
        LoginThrottle.Admitted admitted = admit(ctx, caller.account().username());
        boolean changed = false;
        try {
            Optional<String> kept = caller.via() == Caller.Via.SESSION
                    ? Optional.ofNullable(ctx.cookie(Authentication.SESSION_COOKIE))
                    : Optional.empty();
            changed = accounts.changePassword(caller.account(), current == null ? "" : current, newPassword, kept);
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        } finally {
            if (changed) {
                admitted.succeeded();
            } else {
                admitted.failed();
            }
        }
        return changed;
    }

    private String accountPageHtml(Context ctx, Caller caller, Optional<Accounts.NewToken> created, String notice) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>Account ")
                .append(Html.text(caller.account().username()))
                .append("</h1>\n<p>Role: ")
                .append(Html.text(caller.account().role().code()))
                .append("</p>\n");
        if (caller.account().role() == Role.ADMIN) {
            b.append("<p><a href=\"/accounts\">Manage accounts</a>: disable, enable, reset passwords.</p>\n");
        }
        if (!notice.isEmpty()) {
            b.append("<p class=\"notice\" id=\"account-notice\">")
                    .append(Html.text(notice))
                    .append("</p>\n");
        }
        created.ifPresent(t -> b.append("<p class=\"notice\">New API token <b>")
                .append(Html.text(t.token().name()))
                .append("</b>; copy it now, it is not shown again:</p>\n<pre id=\"new-token\">")
                .append(Html.text(t.secret()))
                .append("</pre>\n"));
        b.append("<h2>API tokens</h2>\n<table><tr><th>Name</th><th>Created</th><th>Last used</th></tr>\n");
        for (ApiToken t : accounts.tokens(caller.account())) {
            b.append("<tr><td>")
                    .append(Html.text(t.name()))
                    .append("</td><td>")
                    .append(Times.html(t.createdAt()))
                    .append("</td><td>")
                    .append(t.lastUsedAt().map(Times::html).orElse("never"))
                    .append("</td></tr>\n");
        }
        b.append("</table>\n<form method=\"post\" action=\"/account/tokens\" class=\"stacked\">\n")
                .append("<input type=\"hidden\" name=\"csrf\" value=\"")
                .append(Html.text(caller.csrfToken().orElse("")))
                .append("\">\n<label>Token name <input name=\"name\" required maxlength=\"64\"></label>\n")
                .append("<button type=\"submit\">Create token</button>\n</form>\n")
                .append("<h2>Password</h2>\n<form method=\"post\" action=\"/account/password\" class=\"stacked\">\n")
                .append("<input type=\"hidden\" name=\"csrf\" value=\"")
                .append(Html.text(caller.csrfToken().orElse("")))
                .append("\">\n<label>Current password <input name=\"current\" type=\"password\""
                        + " autocomplete=\"current-password\" required></label>\n")
                .append("<label>New password <input name=\"password\" type=\"password\" autocomplete=\"new-password\""
                        + " minlength=\"10\" required></label>\n")
                .append("<button type=\"submit\">Change password</button>\n</form>");
        return Page.render("Account", Authentication.signedIn(ctx), b.toString(), List.of());
    }

    /** The caller, as the API shows it. */
    record Me(String username, String role, Optional<String> csrfToken) {}

    private void me(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ctx.json(new Me(caller.account().username(), caller.account().role().code(), caller.csrfToken()));
    }

    private void listTokens(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ctx.json(ListPage.of(ctx, Paging.parse(ctx::queryParam), "tokens", accounts.tokens(caller.account())));
    }

    /** The body of {@code POST /api/tokens}. */
    record TokenRequest(String name) {}

    /** A created token; {@code token} is the secret, shown this once. */
    record CreatedToken(long id, String name, String token, java.time.Instant createdAt) {}

    private void createToken(Context ctx) {
        Caller caller = Authentication.require(ctx);
        TokenRequest request = JsonBody.read(ctx, TokenRequest.class, "{\"name\": \"ci\"}");
        Accounts.NewToken t = createToken(caller, request.name());
        ctx.status(HttpStatus.CREATED)
                .json(new CreatedToken(
                        t.token().id(), t.token().name(), t.secret(), t.token().createdAt()));
    }

    private Accounts.NewToken createToken(Caller caller, String name) {
        try {
            return accounts.createToken(caller.account(), name);
        } catch (IllegalArgumentException e) {
            throw new BadRequestResponse(e.getMessage());
        }
    }

    private void revokeToken(Context ctx) {
        Caller caller = Authentication.require(ctx);
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new BadRequestResponse("a token id is a number, as listed by GET /api/tokens");
        }
        if (!accounts.revokeToken(caller.account(), id)) {
            throw new NotFoundResponse("you have no API token " + id + "; GET /api/tokens lists yours");
        }
        ctx.status(HttpStatus.NO_CONTENT);
    }

    private void listAccounts(Context ctx) {
        Authentication.requireRole(ctx, Role.ADMIN);
        ctx.json(ListPage.of(ctx, Paging.parse(ctx::queryParam), "accounts", accounts.list()));
    }

    /** The body of {@code POST /api/accounts}. */
    record AccountRequest(String username, String password, String role) {}

    private void createAccount(Context ctx) {
        Authentication.requireRole(ctx, Role.ADMIN);
        AccountRequest r = JsonBody.read(
                ctx,
                AccountRequest.class,
                "{\"username\": \"ada\", \"password\": \"at least 10 characters\", \"role\": \"participant\"}");
        try {
            Role role = Role.fromCode(r.role() == null ? "participant" : r.role());
            ctx.status(HttpStatus.CREATED).json(accounts.create(r.username(), r.password(), role));
        } catch (IllegalArgumentException e) {
            boolean taken = e.getMessage().contains("is taken");
            ctx.status(taken ? HttpStatus.CONFLICT : HttpStatus.BAD_REQUEST).json(Map.of("error", e.getMessage()));
        }
    }
}
