package org.knightsarena.web.accounts;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpStatus;
import io.javalin.http.RedirectResponse;
import io.javalin.http.UnauthorizedResponse;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Page;

/**
 * Finds the caller of every request (an {@code Authorization: Bearer} API token, else the session
 * cookie) and enforces CSRF protection: a request that changes something and is authenticated by
 * the cookie must carry the session's CSRF token, in the {@code X-CSRF-Token} header or a
 * {@code csrf} form field. Bearer requests need none, since browsers never add that header on
 * their own.
 */
public final class Authentication {
    /** The session cookie's name. */
    public static final String SESSION_COOKIE = "arena_session";
    /** The header that carries the CSRF token for API calls made with the session cookie. */
    public static final String CSRF_HEADER = "X-CSRF-Token";
    /** The form field that carries the CSRF token. */
    public static final String CSRF_FIELD = "csrf";

    private static final String ATTRIBUTE = "arena.caller";
    private static final Set<HandlerType> MUTATING =
            Set.of(HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE);

    private final Accounts accounts;

    /** @param accounts never null */
    public Authentication(Accounts accounts) {
        this.accounts = Objects.requireNonNull(accounts, "accounts");
    }

    /** A before-handler: identifies the caller and checks the CSRF token of cookie-authenticated mutations. */
    public void identify(Context ctx) {
        String authorization = ctx.header("Authorization");
        if (authorization != null) {
            if (!authorization.startsWith("Bearer ")) {
                throw new UnauthorizedResponse("the Authorization header must be 'Bearer <API token>'");
            }
            Account owner = accounts.tokenOwner(
                            authorization.substring("Bearer ".length()).strip())
                    .orElseThrow(() -> new UnauthorizedResponse(
                            "this API token is unknown or revoked; create a new one on your account page"));
            ctx.attribute(ATTRIBUTE, new Caller(owner, Caller.Via.API_TOKEN, Optional.empty()));
            return;
        }
        Optional<Accounts.SessionCaller> session = accounts.session(ctx.cookie(SESSION_COOKIE));
        if (session.isEmpty()) {
            return;
        }
        Caller caller = new Caller(
                session.get().account(),
                Caller.Via.SESSION,
                Optional.of(session.get().csrfToken()));
        if (MUTATING.contains(ctx.method())) {
            String presented = ctx.header(CSRF_HEADER);
            if (presented == null && isForm(ctx)) {
                presented = Forms.field(ctx, CSRF_FIELD);
            }
            if (!Accounts.isSameToken(session.get().csrfToken(), presented)) {
                throw new ForbiddenResponse("the CSRF token is missing or wrong; reload the page and try again"
                        + " (API clients: send the token from GET /api/me in the " + CSRF_HEADER + " header)");
            }
        }
        ctx.attribute(ATTRIBUTE, caller);
    }

    /** @return the caller, when the request is authenticated */
    public static Optional<Caller> caller(Context ctx) {
        return Optional.ofNullable(ctx.attribute(ATTRIBUTE));
    }

    /**
     * @return the caller
     * @throws UnauthorizedResponse (401) when the request is anonymous
     */
    public static Caller require(Context ctx) {
        return caller(ctx)
                .orElseThrow(() -> new UnauthorizedResponse(
                        "log in first, or send an API token as 'Authorization: Bearer <token>'"));
    }

    /**
     * @return the caller, who has one of the roles
     * @throws UnauthorizedResponse (401) when anonymous, {@link ForbiddenResponse} (403) for another role
     */
    public static Caller requireRole(Context ctx, Role... roles) {
        Caller caller = require(ctx);
        for (Role r : roles) {
            if (caller.account().role() == r) {
                return caller;
            }
        }
        throw new ForbiddenResponse("your account (" + caller.account().role().code() + ") may not do this");
    }

    /**
     * For pages: the caller, or a redirect to the login page that comes back here afterwards.
     *
     * @throws RedirectResponse when the visitor is not logged in
     */
    public static Caller requirePage(Context ctx) {
        Optional<Caller> caller = caller(ctx);
        if (caller.isEmpty()) {
            ctx.redirect("/login", HttpStatus.SEE_OTHER);
            throw new RedirectResponse(HttpStatus.SEE_OTHER, "log in first");
        }
        return caller.get();
    }

    /** @return the navigation bar's view of the caller */
    public static Optional<Page.SignedIn> signedIn(Context ctx) {
        return caller(ctx)
                .filter(c -> c.csrfToken().isPresent())
                .map(c ->
                        new Page.SignedIn(c.account().username(), c.csrfToken().get()));
    }

    private static boolean isForm(Context ctx) {
        String type = ctx.contentType();
        return type != null
                && (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"));
    }
}
