package org.knightsarena.web.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.RedirectResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jetty.http.BadMessageException;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseBusy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns failures into responses: under {@code /api} a JSON body {@code {"error": "..."}} with the
 * status, elsewhere a small HTML page. The message is the one the code raised, written for the
 * person who made the request; unexpected failures say only that the server failed, and the
 * details go to the log. A request Jetty could not read (a body cut short, malformed or too
 * slow) is the client's doing, not the server's: its status and one line in the log ({@link
 * AbortedBody}). A database that stays locked past its busy timeout (a backup, a {@code sqlite3}
 * session, a burst of writes) passes by itself, so it is a 503 with {@code Retry-After}, not a 500
 * ({@link DatabaseBusy}).
 */
public final class Errors {
    private static final Logger LOG = LoggerFactory.getLogger(Errors.class);

    private Errors() {}

    /** Registers the handlers on an app's routes. */
    public static void register(RoutesConfig routes) {
        routes.exception(HttpResponseException.class, (e, ctx) -> {
            if (e instanceof RedirectResponse) {
                ctx.status(e.getStatus()); // the Location header is already set
            } else if (e.getStatus() == 404 && e.getMessage().startsWith("Endpoint ")) {
                respond(
                        ctx,
                        404,
                        "nothing is at " + ctx.method() + " " + ctx.path()
                                + "; the API is described at /api/openapi.json");
            } else {
                respond(ctx, e.getStatus(), e.getMessage());
            }
        });
        // Jetty could not read the request (cut short, malformed, too slow): the client's doing.
        routes.exception(
                BadMessageException.class,
                (e, ctx) -> AbortedBody.of(e).orElseThrow().answer(ctx));
        routes.exception(Exception.class, (e, ctx) -> {
            Optional<AbortedBody> aborted = AbortedBody.of(e);
            if (aborted.isPresent()) {
                aborted.get().answer(ctx);
                return;
            }
            Optional<String> busy = DatabaseBusy.reason(e);
            if (busy.isPresent()) {
                LOG.warn("{} {} found the database busy: {}", ctx.method(), ctx.path(), busy.get());
                ctx.header("Retry-After", String.valueOf(Database.BUSY_TIMEOUT_MILLIS / 1000));
                respond(
                        ctx,
                        503,
                        "the database is busy, so this request was not completed;" + " try again in a few seconds");
                return;
            }
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            respond(
                    ctx,
                    500,
                    "the server failed to handle this request; the administrator can find the cause in the server log");
        });
    }

    /** Writes an error response as JSON or HTML, by path. */
    public static void respond(Context ctx, int status, String message) {
        ctx.status(status);
        if (isApi(ctx)) {
            ctx.json(Map.of("error", message));
        } else {
            ctx.html(Page.render(
                    "Error " + status,
                    Optional.empty(),
                    "<h1>Error " + status + "</h1>\n<p class=\"error\">" + Html.text(message) + "</p>",
                    List.of()));
        }
    }

    /** Tells whether a request is an API call (JSON answers) rather than a page visit. */
    public static boolean isApi(Context ctx) {
        return ctx.path().equals("/api") || ctx.path().startsWith("/api/");
    }
}
