package org.knightsarena.web.bots;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.web.accounts.Authentication;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Links;
import org.knightsarena.web.http.Page;
import org.knightsarena.web.matches.MatchFilter;
import org.knightsarena.web.matches.MatchList;
import org.knightsarena.web.matches.SeatPrivacy;

/**
 * A bot's page {@code /bots/{name}} (versions, rating history chart, head-to-head table, recent
 * matches, and for its owner and admins the faults and captured logs of those matches) and its
 * API: {@code GET /api/bots/{name}/ratings}, {@code /head-to-head} and {@code /matches}.
 */
public final class BotPage {
    /** How many recent matches the page lists. */
    static final int RECENT = 20;

    private final Jdbi jdbi;
    private final BotHistory history;
    private final MatchList matches;

    /** @param matches lists the bot's matches */
    public BotPage(Jdbi jdbi, BotHistory history, MatchList matches) {
        this.jdbi = jdbi;
        this.history = history;
        this.matches = matches;
    }

    /** Registers the routes. */
    public void register(RoutesConfig routes) {
        routes.get("/api/bots/{name}/ratings", ctx -> ctx.json(history.ratings(find(ctx).id())));
        routes.get("/api/bots/{name}/head-to-head", ctx -> ctx.json(history.headToHead(find(ctx).id())));
        routes.get("/api/bots/{name}/matches", ctx -> {
            Agent bot = find(ctx);
            MatchFilter filter = MatchFilter.parse(ctx::queryParam).withAgent(bot.name());
            ctx.json(matches.find(filter, matches.audience(Authentication.caller(ctx))).listPage(ctx, filter));
        });
        routes.get("/bots/{name}", this::page);
    }

    private Agent find(Context ctx) {
        String name = ctx.pathParam("name");
        return jdbi.withExtension(AgentDao.class, dao -> dao.findAgentByName(name))
                .orElseThrow(() -> new NotFoundResponse("there is no bot named '" + name + "'; GET /api/bots lists them"));
    }

    private void page(Context ctx) {
        Agent bot = find(ctx);
        StringBuilder b = new StringBuilder();
        b.append("<h1 id=\"bot-name\">").append(Html.text(bot.name())).append("</h1>\n<p>Owner: ")
                .append(Html.text(bot.owner())).append("</p>\n");
        versions(b, bot);
        List<BotHistory.RatingPoint> ratings = history.ratings(bot.id());
        b.append("<h2>Rating history</h2>\n").append(ratings.isEmpty() ? "<p id=\"rating-chart-empty\">No rated match yet.</p>\n"
                : RatingChart.draw(ratings));
        headToHead(b, history.headToHead(bot.id()));
        MatchList.Page recent = matches.find(MatchFilter.outcomes().withAgent(bot.name()).withLimit(RECENT),
                matches.audience(Authentication.caller(ctx)));
        recentMatches(b, bot, recent);
        // The bot's seats all have its owner; the matches span leagues, so no league is named.
        Optional<Caller> caller = Authentication.caller(ctx);
        if (SeatPrivacy.mayRead(caller, new SeatPrivacy.PlayedSeat(bot.owner(), OptionalLong.empty(),
                Optional.empty()))) {
            privateRecord(b, bot, recent.matches().stream().map(MatchList.Line::id).toList());
        }
        ctx.html(Page.render(bot.name(), Authentication.signedIn(ctx), b.toString(), List.of()));
    }

    private void versions(StringBuilder b, Agent bot) {
        b.append("<h2>Versions</h2>\n<table id=\"versions\">")
                .append("<tr><th>Version</th><th>Status</th><th>Uploaded</th><th>SHA-256</th></tr>\n");
        for (BotRoutes.VersionView v : jdbi.withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(bot.id()))
                .stream().map(BotRoutes.VersionView::of).toList()) {
            b.append("<tr><td>").append(Html.text(v.version())).append("</td><td>").append(Html.text(v.status()))
                    .append("</td><td>").append(v.createdAt()).append("</td><td><code>").append(Html.text(v.sha256()))
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
            b.append("<tr class=\"opponent\"><td>").append(Links.botAnchor(h.opponent())).append("</td><td>").append(h.games())
                    .append("</td><td>").append(h.ahead()).append("</td><td>").append(h.behind()).append("</td><td>")
                    .append(h.ties()).append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
    }

    private static void recentMatches(StringBuilder b, Agent bot, MatchList.Page recent) {
        b.append("<h2>Recent matches</h2>\n<p><a id=\"all-matches\" href=\"/matches")
                .append(Html.text(MatchFilter.outcomes().withAgent(bot.name()).query())).append("\">All ")
                .append(recent.total()).append(" matches</a></p>\n")
                .append("<table id=\"recent-matches\"><thead><tr><th>Match</th><th>League</th><th>Finished</th>")
                .append("<th>Status</th><th>Place</th><th>Points</th><th>Faults</th><th>Opponents</th><th>Replay</th>")
                .append("</tr></thead><tbody>\n");
        for (MatchList.Line m : recent.matches()) {
            MatchList.Seat own = m.seats().stream().filter(s -> s.name().equals(bot.name())).findFirst().orElseThrow();
            b.append("<tr class=\"match\"><td><a class=\"match-link\" href=\"").append(Links.match(m.id())).append("\">")
                    .append(m.id()).append("</a></td><td>")
                    .append(m.leagueName() == null ? "–" : Html.text(m.leagueName()) + ", season " + m.season())
                    .append("</td><td>").append(m.finishedAt() == null ? "–" : m.finishedAt().toString())
                    .append("</td><td>").append(Html.text(m.status())).append("</td><td>")
                    .append(own.place() == null ? "–" : own.place()).append("</td><td>")
                    .append(own.points() == null ? "–" : own.points()).append("</td><td>").append(own.faults())
                    .append("</td><td>");
            List<String> others = m.seats().stream().filter(s -> s != own).map(s -> Links.botAnchor(s.name())).toList();
            b.append(String.join(", ", others)).append("</td><td>").append(m.replay() == null ? ""
                    : "<a class=\"replay-link\" href=\"" + Links.replay(m.id()) + "\">Replay</a>").append("</td></tr>\n");
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
                b.append("<tr><td><a href=\"").append(Links.match(f.matchId())).append("#seat-").append(f.seat())
                        .append("\">").append(f.matchId()).append("</a></td><td>").append(f.seat()).append("</td><td>")
                        .append(Html.text(f.kind())).append("</td><td>").append(Html.text(f.detail()))
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
                b.append("<li><a class=\"log-link\" href=\"").append(Links.match(l.matchId())).append("#seat-")
                        .append(l.seat()).append("\">Match ").append(l.matchId()).append(", seat ").append(l.seat())
                        .append("</a>: ").append(l.lines()).append(l.lines() == 1 ? " line" : " lines").append("</li>");
            }
            b.append("</ul>\n");
        }
        b.append("</section>\n");
    }
}
