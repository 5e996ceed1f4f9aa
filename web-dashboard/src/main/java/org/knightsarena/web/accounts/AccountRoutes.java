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
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.JsonBody;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.RateLimiter;

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
    private final RateLimiter loginLimiter;
    private final Duration sessionLifetime;

    /**
     * @param loginLimiter counts failed logins per user name and per address
     */
    public AccountRoutes(Accounts accounts, Cookies cookies, RateLimiter loginLimiter, Duration sessionLifetime) {
        this.accounts = accounts;
        this.cookies = cookies;
        this.loginLimiter = loginLimiter;
        this.sessionLifetime = sessionLifetime;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/login", this::loginPage);
        routes.post("/login", this::login);
        routes.post("/logout", this::logout);
        routes.get("/account", this::accountPage);
        routes.post("/account/tokens", this::createTokenFromPage);
        routes.get("/api/me", this::me);
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
            throw new ForbiddenResponse("the login form expired or came from another site; reload the login page and try again");
        }
        String username = Optional.ofNullable(ctx.formParam("username")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        String userKey = "user:" + username.toLowerCase(java.util.Locale.ROOT);
        String addressKey = "ip:" + ctx.ip();
        if (loginLimiter.isLimited(userKey) || loginLimiter.isLimited(addressKey)) {
            ctx.header("Retry-After", Long.toString(loginLimiter.window().toSeconds()));
            throw new TooManyRequestsResponse("too many failed logins; wait " + loginLimiter.window().toMinutes()
                    + " minutes and try again");
        }
        Optional<Accounts.NewSession> session = accounts.login(username, password);
        if (session.isEmpty()) {
            loginLimiter.tryAcquire(userKey);
            loginLimiter.tryAcquire(addressKey);
            ctx.status(HttpStatus.UNAUTHORIZED).html(loginForm(ctx, "wrong user name or password"));
            return;
        }
        loginLimiter.reset(userKey);
        cookies.clear(ctx, LOGIN_CSRF_COOKIE, "/login");
        cookies.set(ctx, Authentication.SESSION_COOKIE, session.get().cookieValue(), "/", sessionLifetime,
                Cookies.SameSite.LAX);
        ctx.redirect("/", HttpStatus.SEE_OTHER);
    }

    private void logout(Context ctx) {
        Authentication.requirePage(ctx);
        accounts.logout(ctx.cookie(Authentication.SESSION_COOKIE));
        cookies.clear(ctx, Authentication.SESSION_COOKIE, "/");
        ctx.redirect("/login", HttpStatus.SEE_OTHER);
    }

    private void accountPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        ctx.html(accountPageHtml(ctx, caller, Optional.empty()));
    }

    private void createTokenFromPage(Context ctx) {
        Caller caller = Authentication.requirePage(ctx);
        Accounts.NewToken token = createToken(caller, ctx.formParam("name"));
        ctx.status(HttpStatus.CREATED).html(accountPageHtml(ctx, caller, Optional.of(token)));
    }

    private String accountPageHtml(Context ctx, Caller caller, Optional<Accounts.NewToken> created) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>Account ").append(Html.text(caller.account().username())).append("</h1>\n<p>Role: ")
                .append(Html.text(caller.account().role().code())).append("</p>\n");
        created.ifPresent(t -> b.append("<p class=\"notice\">New API token <b>").append(Html.text(t.token().name()))
                .append("</b>; copy it now, it is not shown again:</p>\n<pre id=\"new-token\">")
                .append(Html.text(t.secret())).append("</pre>\n"));
        b.append("<h2>API tokens</h2>\n<table><tr><th>Name</th><th>Created</th><th>Last used</th></tr>\n");
        for (ApiToken t : accounts.tokens(caller.account())) {
            b.append("<tr><td>").append(Html.text(t.name())).append("</td><td>").append(t.createdAt())
                    .append("</td><td>").append(t.lastUsedAt().map(Object::toString).orElse("never")).append("</td></tr>\n");
        }
        b.append("</table>\n<form method=\"post\" action=\"/account/tokens\" class=\"stacked\">\n")
                .append("<input type=\"hidden\" name=\"csrf\" value=\"").append(Html.text(caller.csrfToken().orElse("")))
                .append("\">\n<label>Token name <input name=\"name\" required maxlength=\"64\"></label>\n")
                .append("<button type=\"submit\">Create token</button>\n</form>");
        return Page.render("Account", Authentication.signedIn(ctx), b.toString(), List.of());
    }

    /** The caller, as the API shows it. */
    record Me(String username, String role, Optional<String> csrfToken) {
    }

    private void me(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ctx.json(new Me(caller.account().username(), caller.account().role().code(), caller.csrfToken()));
    }

    private void listTokens(Context ctx) {
        Caller caller = Authentication.require(ctx);
        ctx.json(ListPage.of(ctx, Paging.parse(ctx::queryParam), "tokens", accounts.tokens(caller.account())));
    }

    /** The body of {@code POST /api/tokens}. */
    record TokenRequest(String name) {
    }

    /** A created token; {@code token} is the secret, shown this once. */
    record CreatedToken(long id, String name, String token, java.time.Instant createdAt) {
    }

    private void createToken(Context ctx) {
        Caller caller = Authentication.require(ctx);
        TokenRequest request = JsonBody.read(ctx, TokenRequest.class, "{\"name\": \"ci\"}");
        Accounts.NewToken t = createToken(caller, request.name());
        ctx.status(HttpStatus.CREATED).json(new CreatedToken(t.token().id(), t.token().name(), t.secret(), t.token().createdAt()));
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
    record AccountRequest(String username, String password, String role) {
    }

    private void createAccount(Context ctx) {
        Authentication.requireRole(ctx, Role.ADMIN);
        AccountRequest r = JsonBody.read(ctx, AccountRequest.class,
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
