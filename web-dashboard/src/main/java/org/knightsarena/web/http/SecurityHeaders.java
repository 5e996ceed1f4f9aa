package org.knightsarena.web.http;

import io.javalin.http.Context;

/**
 * The headers every response carries. The Content-Security-Policy allows scripts, styles and
 * images from this server only (no inline script, no {@code eval}), no plugins, no framing; the
 * others stop content sniffing, framing by older browsers and leaking addresses in referrers.
 */
public final class SecurityHeaders {
    /** The policy; pages must keep every script in a file under {@code /static}. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";

    private SecurityHeaders() {}

    /** Adds the headers; a before-handler for every path. */
    public static void apply(Context ctx) {
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "same-origin");
        ctx.header("Cross-Origin-Opener-Policy", "same-origin");
        if (!ctx.path().startsWith("/static/")) {
            // Pages and API answers name the signed-in user: never keep them in shared caches.
            ctx.header("Cache-Control", "no-store");
        }
    }
}
