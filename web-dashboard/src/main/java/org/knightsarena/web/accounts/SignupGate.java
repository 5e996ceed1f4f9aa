package org.knightsarena.web.accounts;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.TooManyRequestsResponse;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.web.http.RateLimiter;

/**
 * The checks every account a visitor makes for themselves passes, on {@code /signup}, its API and
 * a class's join link alike: the per-address limit, then the site's sign-up mode and invitation
 * code (wrong codes throttled like passwords, so codes cannot be guessed faster than logins), then
 * the name and password. One gate, so a join link cannot open what the sign-up mode closed.
 * Thread-safe.
 */
public final class SignupGate {
    /** The throttle's name for invitation codes; it has a space, which no user name has. */
    private static final String CODE_KEY = "invitation code";

    private final Signups signups;
    private final LoginThrottle codes;
    private final RateLimiter perAddress;

    /**
     * @param codes      the login throttle, which also slows down wrong invitation codes per address
     * @param perAddress counts sign-ups per address
     */
    public SignupGate(Signups signups, LoginThrottle codes, RateLimiter perAddress) {
        this.signups = Objects.requireNonNull(signups, "signups");
        this.codes = Objects.requireNonNull(codes, "codes");
        this.perAddress = Objects.requireNonNull(perAddress, "perAddress");
    }

    /** @return the sign-up mode in force */
    public SignupMode mode() {
        return signups.mode();
    }

    /**
     * Makes a participant account for the visitor of {@code ctx}.
     *
     * @param invitation the code the visitor typed; ignored unless sign-up is by invitation
     * @throws TooManyRequestsResponse with {@code Retry-After} set, when the address is over its limit
     * @throws Signups.SignupRefused when sign-up is closed, or the code is missing, unknown, used or expired
     * @throws IllegalArgumentException when the name or password is not allowed, or the name is taken
     */
    public Account signUp(Context ctx, String username, String password, String invitation) {
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

    /** @return the status a refused sign-up answers: 403 for the mode or code, 409 for a taken name, else 400 */
    public static HttpStatus status(RuntimeException refusal) {
        if (refusal instanceof Signups.SignupRefused) {
            return HttpStatus.FORBIDDEN;
        }
        return refusal.getMessage().contains("is taken") ? HttpStatus.CONFLICT : HttpStatus.BAD_REQUEST;
    }
}
