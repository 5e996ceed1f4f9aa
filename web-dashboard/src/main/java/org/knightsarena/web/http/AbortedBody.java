package org.knightsarena.web.http;

import io.javalin.http.Context;
import java.util.Optional;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.io.EofException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A request Jetty could not read to the end: the client closed the connection before sending as
 * many bytes as its {@code Content-Length} said, sent a body Jetty cannot frame, or sent it too
 * slowly (Jetty's refusals, and {@link SlowRequests}' closes). That is the client's doing, not the server's, so it is answered with
 * its status (400 for a body cut short or malformed, 408 for one too slow) when the connection can
 * still carry an answer, and logged in one line, without the stack trace an unexpected failure
 * gets. The one place that knows these failures: {@link Errors} and {@link Forms} ask it.
 *
 * @param status the answer's status
 * @param reason what Jetty said, for the log
 */
record AbortedBody(int status, String reason) {
    private static final Logger LOG = LoggerFactory.getLogger(AbortedBody.class);

    /** What the client is told when the body was cut short or malformed. */
    static final String MESSAGE = "the request body ended before the length its Content-Length header gave,"
            + " or could not be read; send the whole body again";

    /** @return the refusal in {@code e} or its causes, if Jetty could not read the request */
    static Optional<AbortedBody> of(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SlowRequests.TooSlow slow) {
                return Optional.of(new AbortedBody(408, slow.getMessage()));
            }
            if (t instanceof EofException) {
                return Optional.of(new AbortedBody(400, t.getClass().getSimpleName() + ": " + t.getMessage()));
            }
            if (t instanceof BadMessageException bad) {
                return Optional.of(new AbortedBody(bad.getCode(), bad.getCode() + " " + bad.getReason()));
            }
        }
        return Optional.empty();
    }

    /** @return what the client is told */
    String message() {
        return status == 400 ? MESSAGE : "the request could not be read: " + reason;
    }

    /** Logs the one line that says which request could not be read, from where and why. */
    void log(Context ctx) {
        LOG.info(
                "{} {} from {}: answered {}, the request could not be read ({})",
                ctx.method(),
                ctx.path(),
                ctx.ip(),
                status,
                reason);
    }

    /** Logs the line and answers the request. */
    void answer(Context ctx) {
        log(ctx);
        Errors.respond(ctx, status, message());
    }
}
