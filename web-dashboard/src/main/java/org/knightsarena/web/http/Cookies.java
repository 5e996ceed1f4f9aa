package org.knightsarena.web.http;

import io.javalin.http.Context;
import java.time.Duration;

/**
 * Writes cookies with the attributes this app always wants: HttpOnly (scripts cannot read
 * them), a SameSite rule, and Secure when the dashboard is served over https.
 */
public final class Cookies {
    private final boolean secure;

    /** @param secure whether to add {@code Secure} */
    public Cookies(boolean secure) {
        this.secure = secure;
    }

    /** How strictly a cookie stays on this site. */
    public enum SameSite {
        /** Sent on top-level navigation from other sites too (a link to a replay keeps you logged in). */
        LAX("Lax"),
        /** Sent only on requests that start on this site. */
        STRICT("Strict");

        private final String value;

        SameSite(String value) {
            this.value = value;
        }
    }

    /** Sets a cookie for {@code path} that lasts {@code maxAge}. */
    public void set(Context ctx, String name, String value, String path, Duration maxAge, SameSite sameSite) {
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        name + "=" + value + "; Path=" + path + "; Max-Age=" + maxAge.toSeconds()
                                + "; HttpOnly; SameSite=" + sameSite.value + (secure ? "; Secure" : ""));
    }

    /** Removes a cookie set for {@code path}. */
    public void clear(Context ctx, String name, String path) {
        ctx.res()
                .addHeader(
                        "Set-Cookie",
                        name + "=; Path=" + path + "; Max-Age=0; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : ""));
    }
}
