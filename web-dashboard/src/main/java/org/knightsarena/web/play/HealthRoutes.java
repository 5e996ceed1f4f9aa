package org.knightsarena.web.play;

import com.fasterxml.jackson.annotation.JsonValue;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.queue.PlayHealth;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.league.LeagueAccess;

/**
 * How background play is doing: {@code GET /api/health} and the admins' notice on the home page.
 *
 * <p>Everyone sees the play loop's state and its times, so a monitor can tell frozen play from
 * an idle arena; the error text, the match id and the worker count are for admins, since an error
 * may name tables, files or a private league's match.
 *
 * <p>Each answer also asks the database ({@link Database#unreachable}): when it cannot be reached
 * the answer is 503, so a load balancer or monitor that reads only the status code sees the outage.
 */
public final class HealthRoutes {
    /** Where the health is served. */
    public static final String PATH = "/api/health";

    private final PlayHealth health;
    private final Database database;

    /**
     * @param health   what the dashboard's play loop reports to, never null
     * @param database the dashboard's database, asked on every answer, never null
     */
    public HealthRoutes(PlayHealth health, Database database) {
        this.health = Objects.requireNonNull(health, "health");
        this.database = Objects.requireNonNull(database, "database");
    }

    /** Whether the database answered: the vocabulary of the {@code database} field. */
    public enum DatabaseState {
        REACHABLE,
        UNREACHABLE;

        /** The code in the JSON answer. */
        @JsonValue
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * What anyone may see.
     *
     * @param status        {@code playing}, {@code idle}, {@code retrying} or {@code stopped}
     * @param checkedAt     when this answer was made
     * @param lastStoredAt  when a match's outcome was last stored, since the server started
     * @param retryingSince when the current run of storage failures began, while retrying
     * @param database      whether the database answered this request
     */
    public record PublicHealth(
            String status,
            Instant checkedAt,
            Optional<Instant> lastStoredAt,
            Optional<Instant> retryingSince,
            DatabaseState database) {}

    /**
     * What admins see: the public part and the details.
     *
     * @param workersAlive        match workers running now
     * @param lastStoredMatchId   the match whose outcome was stored last
     * @param consecutiveFailures storage failures since the last success
     * @param lastError           the last failure, kept after play recovers
     * @param databaseError       why the database did not answer this request, when it did not
     */
    public record AdminHealth(
            String status,
            Instant checkedAt,
            Optional<Instant> lastStoredAt,
            Optional<Instant> retryingSince,
            DatabaseState database,
            int workersAlive,
            OptionalLong lastStoredMatchId,
            int consecutiveFailures,
            Optional<PlayHealth.Problem> lastError,
            Optional<String> databaseError) {}

    /** Registers the route. */
    public void register(RoutesConfig routes) {
        routes.get(PATH, this::health);
    }

    private void health(Context ctx) {
        PlayHealth.Snapshot s = health.snapshot();
        String status = s.state().code();
        Optional<String> databaseError = database.unreachable();
        DatabaseState reached = databaseError.isEmpty() ? DatabaseState.REACHABLE : DatabaseState.UNREACHABLE;
        ctx.status(databaseError.isEmpty() ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
        if (isAdmin(ctx)) {
            ctx.json(new AdminHealth(
                    status,
                    s.checkedAt(),
                    s.lastStoredAt(),
                    s.retryingSince(),
                    reached,
                    s.workersAlive(),
                    s.lastStoredMatchId(),
                    s.consecutiveFailures(),
                    s.lastError(),
                    databaseError));
        } else {
            ctx.json(new PublicHealth(status, s.checkedAt(), s.lastStoredAt(), s.retryingSince(), reached));
        }
    }

    /**
     * Returns the home page's notice for an admin while play is retrying or has stopped after an
     * error, and nothing otherwise (or for anyone else).
     */
    public String notice(Context ctx) {
        if (!isAdmin(ctx)) {
            return "";
        }
        PlayHealth.Snapshot s = health.snapshot();
        String error = s.lastError().map(PlayHealth.Problem::message).orElse("no error recorded");
        if (s.state() == PlayHealth.State.RETRYING) {
            return "<p class=\"error\" id=\"play-health\">Play is retrying since "
                    + s.retryingSince().map(Instant::toString).orElse("now") + ": " + Html.text(error) + " ("
                    + s.consecutiveFailures() + " failures in a row). Matches resume by themselves once storage"
                    + " works again; <a href=\"" + PATH + "\">" + PATH + "</a> has the details.</p>\n";
        }
        if (s.state() == PlayHealth.State.STOPPED && s.lastError().isPresent()) {
            return "<p class=\"error\" id=\"play-health\">Play has stopped after an error at "
                    + s.lastError().get().at() + ": " + Html.text(error) + ". Restart the server to play again.</p>\n";
        }
        return "";
    }

    private static boolean isAdmin(Context ctx) {
        return LeagueAccess.isAdmin(Authentication.caller(ctx));
    }
}
