package org.knightsarena.web.bots;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.board.Audience;
import org.knightsarena.tournaments.board.BotDirectory;
import org.knightsarena.tournaments.board.BotHistory;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.board.PageRequest;
import org.knightsarena.tournaments.board.SeatPrivacy;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Links;
import org.knightsarena.web.http.ListPage;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.http.Paging;
import org.knightsarena.web.http.Times;
import org.knightsarena.web.http.VersionLabel;
import org.knightsarena.web.league.LeagueAccess;
import org.knightsarena.web.matches.MatchFilter;

/**
 * A bot's page {@code /bots/{name}} (versions, rating history chart, head-to-head table, recent
 * matches, and for its owner and admins the faults and captured logs of those matches) and its
 * API: {@code GET /api/bots/{name}/ratings}, {@code /head-to-head} and {@code /matches}.
 */
public final class BotPage {
    /** How many recent matches the page lists. */
    static final int RECENT = 20;
    /** How many rating points and opponents an API answer holds when {@code limit} is not given. */
    static final int DEFAULT_LIMIT = 100;
    /** The most rating points and opponents an API answer holds. */
    static final int MAX_LIMIT = 500;
    /** How many of the latest rated matches the page's chart draws. */
    static final int CHART_POINTS = 300;
    /** How many opponents the page's head-to-head table lists. */
    static final int OPPONENTS = 50;

    private final BotDirectory bots;
    private final BotHistory history;
    private final MatchList matches;
    private final LeagueAccess access;

    /**
     * @param matches lists the bot's matches
     * @param access  which bots, matches and ratings a caller may see
     */
    public BotPage(BotDirectory bots, BotHistory history, MatchList matches, LeagueAccess access) {
        this.bots = bots;
        this.history = history;
        this.matches = matches;
        this.access = access;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/api/bots/{name}/ratings", ctx -> {
            Paging paging = Paging.parse(ctx::queryParam, DEFAULT_LIMIT, MAX_LIMIT);
            BotHistory.RatingPage page =
                    history.ratings(find(ctx).id(), access.audience(Authentication.caller(ctx)), paging.request());
            ctx.json(ListPage.of(ctx, paging, "ratings", page.total(), page.ratings()));
        });
        routes.get("/api/bots/{name}/head-to-head", ctx -> {
            Paging paging = Paging.parse(ctx::queryParam, DEFAULT_LIMIT, MAX_LIMIT);
            BotHistory.HeadToHeadPage page =
                    history.headToHead(find(ctx).id(), access.audience(Authentication.caller(ctx)), paging.request());
            ctx.json(ListPage.of(ctx, paging, "opponents", page.total(), page.opponents()));
        });
        routes.get("/api/bots/{name}/matches", ctx -> {
            Agent bot = find(ctx);
            MatchFilter filter = MatchFilter.parse(ctx::queryParam).withAgent(bot.name());
            ctx.json(filter.answer(ctx, matches.find(filter.selection(), access.audience(Authentication.caller(ctx)))));
        });
        routes.get("/bots/{name}", this::page);
    }

    /** @throws NotFoundResponse when there is no such bot or the caller may not see it */
    private Agent find(Context ctx) {
        return BotRoutes.find(bots, Authentication.caller(ctx), ctx.pathParam("name"));
    }

    private void page(Context ctx) {
        Agent bot = find(ctx);
        Optional<Caller> caller = Authentication.caller(ctx);
        Audience audience = access.audience(caller);
        StringBuilder b = new StringBuilder();
        b.append("<h1 id=\"bot-name\">")
                .append(Html.text(bot.name()))
                .append("</h1>\n<p>Owner: ")
                .append(bot.owner().map(o -> Html.text(o.username())).orElse("none (a built-in bot)"))
                .append("</p>\n");
        versions(b, bot);
        BotHistory.RatingPage ratings = history.ratings(bot.id(), audience, new PageRequest(CHART_POINTS, 0));
        List<BotHistory.RatingPoint> played = new ArrayList<>(ratings.ratings());
        Collections.reverse(played);
        b.append("<h2>Rating history</h2>\n")
                .append(
                        played.isEmpty()
                                ? "<p id=\"rating-chart-empty\">No rated match yet.</p>\n"
                                : (ratings.total() > played.size()
                                                ? "<p>The latest " + played.size() + " of " + ratings.total()
                                                        + " rated matches.</p>\n"
                                                : "")
                                        + RatingChart.draw(played));
        headToHead(
                b,
                history.headToHead(bot.id(), audience, new PageRequest(OPPONENTS, 0))
                        .opponents());
        MatchList.Page recent = matches.find(
                MatchFilter.outcomes().withAgent(bot.name()).withLimit(RECENT).selection(), audience);
        recentMatches(b, bot, recent);
        // The bot's seats all have its owner; the matches span leagues, so no league is named.
        OptionalLong owner =
                bot.owner().map(o -> OptionalLong.of(o.accountId())).orElse(OptionalLong.empty());
        if (SeatPrivacy.mayRead(
                LeagueAccess.viewer(caller),
                new SeatPrivacy.PlayedSeat(owner, OptionalLong.empty(), Optional.empty()))) {
            privateRecord(
                    b, bot, recent.matches().stream().map(MatchList.Line::id).toList());
        }
        ctx.html(Page.render(bot.name(), Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private void versions(StringBuilder b, Agent bot) {
        b.append("<h2>Versions</h2>\n<table id=\"versions\">")
                .append("<tr><th>Version</th><th>Status</th><th>Uploaded</th><th>SHA-256</th></tr>\n");
        for (BotRoutes.VersionView v :
                bots.versions(bot.id()).stream().map(BotRoutes.VersionView::of).toList()) {
            b.append("<tr><td>")
                    .append(Html.text(VersionLabel.of(v.version())))
                    .append("</td><td>")
                    .append(Html.text(v.status()))
                    .append("</td><td>")
                    .append(Times.html(v.createdAt()))
                    .append("</td><td><code>")
                    .append(Html.text(v.sha256()))
                    .append("</code></td></tr>\n");
        }
        b.append("</table>\n");
    }

    private static void headToHead(StringBuilder b, List<BotHistory.HeadToHead> lines) {
        b.append("<h2>Head to head</h2>\n");
        if (lines.isEmpty()) {
            b.append("<p id=\"head-to-head-empty\">No finished match yet.</p>\n");
            return;
        }
        b.append("<p>Counted over pairs of seats at the same finished match: ahead means this bot placed better.</p>\n")
                .append("<table id=\"head-to-head\"><thead><tr><th>Opponent</th><th>Games</th><th>Ahead</th>")
                .append("<th>Behind</th><th>Ties</th></tr></thead><tbody>\n");
        for (BotHistory.HeadToHead h : lines) {
            b.append("<tr class=\"opponent\"><td>")
                    .append(Links.botAnchor(h.opponent()))
                    .append("</td><td>")
                    .append(h.games())
                    .append("</td><td>")
                    .append(h.ahead())
                    .append("</td><td>")
                    .append(h.behind())
                    .append("</td><td>")
                    .append(h.ties())
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    private static void recentMatches(StringBuilder b, Agent bot, MatchList.Page recent) {
        b.append("<h2>Recent matches</h2>\n<p><a id=\"all-matches\" href=\"/matches")
                .append(Html.text(MatchFilter.outcomes().withAgent(bot.name()).query()))
                .append("\">All ")
                .append(recent.total())
                .append(" matches</a></p>\n")
                .append("<table id=\"recent-matches\"><thead><tr><th>Match</th><th>League</th><th>Finished</th>")
                .append("<th>Status</th><th>Place</th><th>Points</th><th>Faults</th><th>Opponents</th><th>Replay</th>")
                .append("</tr></thead><tbody>\n");
        for (MatchList.Line m : recent.matches()) {
            MatchList.Seat own = m.seats().stream()
                    .filter(s -> s.name().equals(bot.name()))
                    .findFirst()
                    .orElseThrow();
            b.append("<tr class=\"match\"><td><a class=\"match-link\" href=\"")
                    .append(Links.match(m.id()))
                    .append("\">")
                    .append(m.id())
                    .append("</a></td><td>")
                    .append(Links.leagueAndSeason(m.leagueName(), m.season()))
                    .append("</td><td>")
                    .append(Times.html(m.finishedAt()))
                    .append("</td><td>")
                    .append(Html.text(m.status()))
                    .append("</td><td>")
                    .append(own.place() == null ? "–" : own.place())
                    .append("</td><td>")
                    .append(own.points() == null ? "–" : own.points())
                    .append("</td><td>")
                    .append(own.faults())
                    .append("</td><td>");
            List<String> others = m.seats().stream()
                    .filter(s -> s != own)
                    .map(s -> Links.botAnchor(s.name()))
                    .toList();
            b.append(String.join(", ", others))
                    .append("</td><td>")
                    .append(
                            m.replay() == null
                                    ? ""
                                    : "<a class=\"replay-link\" href=\"" + Links.replay(m.id()) + "\">Replay</a>")
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    /** Faults and log links of the recent matches: only shown when {@link SeatPrivacy} allows. */
    private void privateRecord(StringBuilder b, Agent bot, List<Long> matchIds) {
        b.append("<section id=\"bot-private\">\n<h2>Faults and logs of recent matches</h2>\n")
                .append("<p>Only you (the owner) and admins see this.</p>\n");
        List<BotHistory.SeatFault> faults = history.faults(bot.id(), matchIds);
        if (faults.isEmpty()) {
            b.append("<p>No faults in the recent matches.</p>\n");
        } else {
            b.append("<table id=\"bot-faults\"><thead><tr><th>Match</th><th>Seat</th><th>Kind</th><th>Detail</th></tr>")
                    .append("</thead><tbody>\n");
            for (BotHistory.SeatFault f : faults) {
                b.append("<tr><td><a href=\"")
                        .append(Links.match(f.matchId()))
                        .append("#seat-")
                        .append(f.seat())
                        .append("\">")
                        .append(f.matchId())
                        .append("</a></td><td>")
                        .append(f.seat())
                        .append("</td><td>")
                        .append(Html.text(f.kind()))
                        .append("</td><td>")
                        .append(Html.text(f.detail()))
                        .append("</td></tr>\n");
            }
            b.append("</tbody></table>\n");
        }
        List<BotHistory.SeatLog> logs = history.logs(bot.id(), matchIds);
        if (logs.isEmpty()) {
            b.append("<p>No captured logs in the recent matches.</p>\n");
        } else {
            b.append("<ul id=\"bot-logs\">");
            for (BotHistory.SeatLog l : logs) {
                b.append("<li><a class=\"log-link\" href=\"")
                        .append(Links.match(l.matchId()))
                        .append("#seat-")
                        .append(l.seat())
                        .append("\">Match ")
                        .append(l.matchId())
                        .append(", seat ")
                        .append(l.seat())
                        .append("</a>: ")
                        .append(l.lines())
                        .append(l.lines() == 1 ? " line" : " lines")
                        .append("</li>");
            }
            b.append("</ul>\n");
        }
        b.append("</section>\n");
    }
}
