package org.knightsarena.web.league;

import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Page;

/**
 * Leagues and leaderboards: the JSON API, and the pages whose script ({@code /static/league.js})
 * reads it and {@code /api/matches} and refreshes while a season plays.
 */
public final class LeagueRoutes {
    private final LeagueBoard board;

    /** @param board where the figures are read */
    public LeagueRoutes(LeagueBoard board) {
        this.board = board;
    }

    /** Registers the routes; {@code /} shows the first league. */
    public void register(RoutesConfig routes) {
        routes.get("/api/leagues", ctx -> ctx.json(board.leagues()));
        routes.get("/api/leagues/{id}/leaderboard", ctx -> ctx.json(board.leaderboard(leagueId(ctx))
                .orElseThrow(() -> noLeague(leagueId(ctx)))));
        routes.get("/leagues/{id}", ctx -> page(ctx, board.league(leagueId(ctx))
                .orElseThrow(() -> noLeague(leagueId(ctx)))));
    }

    /** Renders the home page: the first league's page, or a note when there is none. */
    public void home(Context ctx, String intro) {
        List<LeagueBoard.LeagueSummary> leagues = board.leagues();
        if (leagues.isEmpty()) {
            ctx.html(Page.render("Home", Authentication.signedIn(ctx), intro + "<p>No league yet.</p>", List.of()));
            return;
        }
        page(ctx, leagues.get(0), intro);
    }

    private void page(Context ctx, LeagueBoard.LeagueSummary league) {
        page(ctx, league, "");
    }

    private void page(Context ctx, LeagueBoard.LeagueSummary league, String intro) {
        String body = intro
                + "<section id=\"league\" data-league-id=\"" + league.id() + "\">\n"
                + "<h1>" + Html.text(league.name()) + "</h1>\n"
                + "<p>Ruleset " + Html.text(league.ruleset()) + ". <span id=\"season\">"
                + (league.season() == null ? "No season yet."
                        : "Season " + league.season().number() + ": " + Html.text(league.season().status()) + ", "
                                + league.season().done() + " / " + league.season().total() + " matches done.")
                + "</span></p>\n"
                + "<h2>Leaderboard</h2>\n<table id=\"leaderboard\"><thead><tr><th>#</th><th>Bot</th><th>Version</th>"
                + "<th>Rating</th><th>Games</th><th>Win %</th><th>Mean place</th><th>Faults</th></tr></thead>"
                + "<tbody></tbody></table>\n"
                + "<h2>Recent matches</h2>\n<table id=\"matches\"><thead><tr><th>Match</th><th>Finished</th>"
                + "<th>Seats (place, points)</th><th>Status</th><th>Replay</th></tr></thead><tbody></tbody></table>\n"
                + "</section>";
        ctx.html(Page.render(league.name(), Authentication.signedIn(ctx), body, List.of("/static/league.js")));
    }

    private static long number(String text, String name, String expected) {
        if (!text.matches("[0-9]{1,18}")) {
            throw new BadRequestResponse(name + " must be " + expected + ", was '" + text + "'");
        }
        return Long.parseLong(text);
    }

    private static long leagueId(Context ctx) {
        return number(ctx.pathParam("id"), "a league id", "a number, such as /leagues/1");
    }

    private static NotFoundResponse noLeague(long id) {
        return new NotFoundResponse("there is no league " + id + "; GET /api/leagues lists them");
    }
}
