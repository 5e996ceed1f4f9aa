package org.knightsarena.web.league;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.javalin.config.RoutesConfig;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.knightsarena.tournaments.board.Leaderboards;
import org.knightsarena.tournaments.board.LeagueBoard;
import org.knightsarena.tournaments.board.PageRequest;
import org.knightsarena.tournaments.board.Viewer;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.VariantFields;
import org.knightsarena.web.http.VersionLabel;

/**
 * Leagues and leaderboards: the JSON API, and the pages whose script ({@code /static/league.js})
 * reads it and {@code /api/matches} and refreshes while a season plays.
 */
public final class LeagueRoutes {
    private final LeagueBoard board;
    private final Leaderboards leaderboards;
    private final LeagueAccess access;

    /** All arguments are required. */
    public LeagueRoutes(LeagueBoard board, Leaderboards leaderboards, LeagueAccess access) {
        this.board = board;
        this.leaderboards = leaderboards;
        this.access = access;
    }

    /** Registers the routes; {@code /} shows the first league. */
    public void register(RoutesConfig routes) {
        routes.get("/api/leagues", ctx -> {
            Paging paging = Paging.parse(ctx::queryParam);
            LeagueBoard.LeaguePage page =
                    board.leagues(LeagueAccess.viewer(Authentication.caller(ctx)), paging.request());
            ctx.json(ListPage.of(ctx, paging, "leagues", page.total(), page.leagues()));
        });
        routes.get(
                "/api/leagues/{id}",
                ctx -> ctx.json(leaderboard(ctx, PageRequest.first()).league()));
        routes.get("/api/leagues/{id}/leaderboard", ctx -> {
            Paging paging = Paging.parse(ctx::queryParam);
            Leaderboards.Leaderboard board = leaderboard(ctx, paging.request());
            ctx.json(new LeaderboardAnswer(board, paging.next(ctx, board.total())));
        });
        routes.get("/leagues", this::listPage);
        routes.get("/leagues/{id}", ctx -> page(ctx, leaderboard(ctx, PageRequest.first()), ""));
    }

    /** Renders the home page: the first league's page, or a note when there is none. */
    public void home(Context ctx, String intro) {
        List<LeagueBoard.LeagueSummary> first =
                board.leagues(Viewer.ANONYMOUS, PageRequest.first()).leagues();
        if (first.isEmpty()) {
            ctx.html(Page.render("Home", Authentication.signedIn(ctx), intro + "<p>No league yet.</p>", List.of()));
            return;
        }
        page(
                ctx,
                leaderboards
                        .of(first.get(0).id(), OptionalInt.empty(), PageRequest.first())
                        .orElseThrow(),
                intro);
    }

    /**
     * The leaderboard in the API: the page of the table, the link to the next page, and the label
     * pages show for each version the page names, so {@code /static/league.js} writes the labels
     * {@link VersionLabel} makes instead of a second copy of the scheme.
     *
     * @param next          the link to the next page of the table, empty on the last
     * @param versionLabels each version in {@code entrants} and {@code waiting}, as stored, to its label
     */
    public record LeaderboardAnswer(
            @JsonUnwrapped Leaderboards.Leaderboard board, Optional<String> next, Map<String, String> versionLabels) {
        LeaderboardAnswer(Leaderboards.Leaderboard board, Optional<String> next) {
            this(board, next, labels(board));
        }

        private static Map<String, String> labels(Leaderboards.Leaderboard board) {
            Map<String, String> labels = new TreeMap<>();
            Stream.concat(
                            board.entrants().stream().map(Leaderboards.Line::version),
                            board.waiting().stream().map(Leaderboards.Waiting::version))
                    .filter(Objects::nonNull)
                    .forEach(v -> labels.put(v, VersionLabel.of(v)));
            return labels;
        }
    }

    /**
     * The page of the leaderboard the request names: 404 for a league the caller may not see, or
     * a season it lacks. The pages read the table through the API, so they ask for one line.
     */
    private Leaderboards.Leaderboard leaderboard(Context ctx, PageRequest page) {
        long id = leagueId(ctx);
        if (access.visible(Authentication.caller(ctx), id).isEmpty()) {
            throw noLeague(id);
        }
        OptionalInt season = Optional.ofNullable(ctx.queryParam("season"))
                .filter(s -> !s.isEmpty())
                .map(s -> OptionalInt.of(
                        (int) Math.min(number(s, "season", "a season number, such as ?season=1"), Integer.MAX_VALUE)))
                .orElse(OptionalInt.empty());
        return leaderboards
                .of(id, season, page)
                .orElseThrow(() -> new NotFoundResponse("league " + id + " has no season " + season.getAsInt()
                        + "; GET /api/leagues/" + id + "/leaderboard lists its seasons"));
    }

    private void listPage(Context ctx) {
        StringBuilder b = new StringBuilder("<h1>Leagues</h1>\n<table id=\"leagues\"><thead><tr><th>League</th>"
                + "<th>Ruleset</th><th>Organiser</th><th>Season</th></tr></thead><tbody>\n");
        Paging paging = Paging.parse(ctx::queryParam, Paging.MAX_LIMIT, Paging.MAX_LIMIT);
        LeagueBoard.LeaguePage page = board.leagues(LeagueAccess.viewer(Authentication.caller(ctx)), paging.request());
        for (LeagueBoard.LeagueSummary l : page.leagues()) {
            b.append("<tr><td><a href=\"/leagues/")
                    .append(l.id())
                    .append("\">")
                    .append(Html.text(l.name()))
                    .append("</a>")
                    .append("private".equals(l.visibility()) ? " (private)" : "")
                    .append("</td><td>")
                    .append(Html.text(l.ruleset() + VariantFields.describe(l.variants(), l.scenario())))
                    .append("</td><td>")
                    .append(Html.text(l.owner() == null ? "" : l.owner()))
                    .append("</td><td>")
                    .append(l.season() == null ? "none yet" : progress(l.season()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        paging.next(ctx, page.total())
                .ifPresent(next -> b.append("<p><a id=\"next-leagues\" href=\"")
                        .append(Html.text(next))
                        .append("\">More leagues</a></p>\n"));
        Authentication.caller(ctx).filter(Caller::isOrganiser).ifPresent(c -> b.append(LeagueAdmin.createForm(c)));
        ctx.html(Page.render("Leagues", Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private static String progress(LeagueBoard.SeasonProgress s) {
        return "Season " + s.number() + ": " + Html.text(s.status()) + ", " + s.done() + " / " + s.total()
                + " matches done";
    }

    private void page(Context ctx, Leaderboards.Leaderboard board, String intro) {
        LeagueBoard.LeagueSummary league = board.league();
        Leaderboards.SeasonView shown = board.season();
        StringBuilder b = new StringBuilder(intro);
        b.append("<section id=\"league\" data-league-id=\"")
                .append(league.id())
                .append("\" data-season=\"")
                .append(shown == null ? "" : Integer.toString(shown.number()))
                .append("\">\n<h1>")
                .append(Html.text(league.name()))
                .append("</h1>\n<p>Ruleset <span id=\"league-rules\">")
                .append(Html.text(league.ruleset() + VariantFields.describe(league.variants(), league.scenario())))
                .append("</span>")
                .append(league.owner() == null ? "" : ", run by " + Html.text(league.owner()))
                .append(". <span id=\"season\">")
                .append(league.season() == null ? "No season yet." : progress(league.season()) + ".")
                .append("</span></p>\n");
        if (!board.seasons().isEmpty()) {
            b.append("<nav class=\"seasons\" id=\"seasons\">Seasons:");
            for (Leaderboards.SeasonView s : board.seasons()) {
                boolean current = shown != null && s.number() == shown.number();
                b.append(' ')
                        .append(
                                current
                                        ? "<strong>"
                                        : "<a href=\"/leagues/" + league.id() + "?season=" + s.number() + "\">")
                        .append(s.number())
                        .append("regular".equals(s.kind()) ? "" : " (" + Html.text(s.kind()) + ")")
                        .append(current ? "</strong>" : "</a>");
            }
            b.append("</nav>\n");
        }
        Optional<Caller> caller = Authentication.caller(ctx);
        access.visible(caller, league.id())
                .filter(l -> access.canManage(caller, l))
                .ifPresent(l -> b.append(LeagueAdmin.seasonForms(caller.get(), l, league.season())));
        b.append(tables("Leaderboard" + (shown == null ? "" : ", season " + shown.number())));
        if (shown != null) {
            b.append(Heatmap.draw(this.board.headToHead(shown.id(), access.audience(caller))));
        }
        b.append("</section>");
        ctx.html(Page.render(league.name(), Authentication.signedIn(ctx), b.toString(), List.of("/static/league.js")));
    }

    /**
     * The empty tables {@code /static/league.js} fills: the leaderboard, the entrants waiting for
     * the next season and the recent matches. Every page that shows a league's standings uses it,
     * inside a {@code <section id="league" data-league-id="…">}.
     *
     * @param heading the leaderboard's heading, plain text
     */
    public static String tables(String heading) {
        return "<h2>" + Html.text(heading) + "</h2>\n"
                + "<table id=\"leaderboard\"><thead><tr><th>#</th><th>Bot</th><th>Version</th><th>Rating</th>"
                + "<th>Games</th><th>Win %</th><th>Mean place</th><th>Faults</th><th title=\"Rating change over the last "
                + Leaderboards.TREND_GAMES + " games\">Trend</th></tr></thead><tbody></tbody></table>\n"
                + "<p id=\"waiting\" class=\"waiting\"></p>\n"
                + "<h2>Recent matches</h2>\n<table id=\"matches\"><thead><tr><th>Match</th><th>Finished</th>"
                + "<th>Seats (place, points)</th><th>Status</th><th>Replay</th></tr></thead><tbody></tbody></table>\n";
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
