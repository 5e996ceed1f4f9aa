package org.knightsarena.web.play;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.queue.PlayHealth;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.league.LeagueAccess;

/**
 * How background play is doing: {@code GET /api/health} and the admins' notice on the home page.
 *
 * <p>Everyone sees the play loop's state and its times, so a monitor can tell frozen play from
 * an idle arena; the error text, the match id and the worker count are for admins, since an error
 * may name tables, files or a private league's match.
 */
public final class HealthRoutes {
    /** Where the health is served. */
    public static final String PATH = "/api/health";

    private final PlayHealth health;

    /** @param health what the dashboard's play loop reports to, never null */
    public HealthRoutes(PlayHealth health) {
        this.health = Objects.requireNonNull(health, "health");
    }

    /**
     * What anyone may see.
     *
     * @param status        {@code playing}, {@code idle}, {@code retrying} or {@code stopped}
     * @param checkedAt     when this answer was made
     * @param lastStoredAt  when a match's outcome was last stored, since the server started
     * @param retryingSince when the current run of storage failures began, while retrying
     */
    public record PublicHealth(String status, Instant checkedAt, Optional<Instant> lastStoredAt,
            Optional<Instant> retryingSince) {
    }

    /**
     * What admins see: the public part and the details.
     *
     * @param workersAlive        match workers running now
     * @param lastStoredMatchId   the match whose outcome was stored last
     * @param consecutiveFailures storage failures since the last success
     * @param lastError           the last failure, kept after play recovers
     */
    public record AdminHealth(String status, Instant checkedAt, Optional<Instant> lastStoredAt,
            Optional<Instant> retryingSince, int workersAlive, OptionalLong lastStoredMatchId,
            int consecutiveFailures, Optional<PlayHealth.Problem> lastError) {
    }

    /** Registers the route. */
    public void register(RoutesConfig routes) {
        routes.get(PATH, this::health);
    }

    private void health(Context ctx) {
        PlayHealth.Snapshot s = health.snapshot();
        String status = s.state().code();
        if (isAdmin(ctx)) {
            ctx.json(new AdminHealth(status, s.checkedAt(), s.lastStoredAt(), s.retryingSince(), s.workersAlive(),
                    s.lastStoredMatchId(), s.consecutiveFailures(), s.lastError()));
        } else {
            ctx.json(new PublicHealth(status, s.checkedAt(), s.lastStoredAt(), s.retryingSince()));
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
