package org.knightsarena.web.http;

import io.javalin.http.Context;
import java.util.Optional;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.io.EofException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A request body the client did not finish: it closed the connection before sending as many
 * bytes as its {@code Content-Length} said, or sent a body Jetty cannot frame. That is the
 * client's doing, not the server's, so it is answered 400 (when the connection can still carry
 * an answer) and logged in one line, without the stack trace an unexpected failure gets.
 */
final class AbortedBody {
    private static final Logger LOG = LoggerFactory.getLogger(AbortedBody.class);

    /** What the client is told. */
    static final String MESSAGE = "the request body ended before the length its Content-Length header gave,"
            + " or could not be read; send the whole body again";

    private AbortedBody() {
    }

    /** @return the Jetty failure in {@code e}'s causes that says the body was cut short or malformed */
    static Optional<Throwable> cause(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EofException || t instanceof BadMessageException bad && bad.getCode() == 400) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Logs the one line that says which request's body was cut short, and why. */
    static void log(Context ctx, Throwable cause) {
        LOG.info("{} {} from {}: answered 400, the request body was cut short or malformed ({}: {})", ctx.method(),
                ctx.path(), ctx.ip(), cause.getClass().getSimpleName(), cause.getMessage());
    }
}
