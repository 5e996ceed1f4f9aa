package org.knightsarena.web.matches;

import java.time.Instant;
import java.util.List;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.board.MatchDetail;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.queue.MatchStatus;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Links;
import org.knightsarena.web.http.Times;
import org.knightsarena.web.http.VariantFields;
import org.knightsarena.web.http.VersionLabel;

/** The HTML of the matches pages; every stored text goes through {@link Html#text}. */
final class MatchPages {
    private MatchPages() {}

    /** @return the body of {@code /matches}: the filter form, the table and the page links */
    static String list(MatchFilter filter, MatchList.Page page, List<MatchList.LeagueName> leagues) {
        StringBuilder b = new StringBuilder("<h1>Matches</h1>\n");
        appendFilterForm(b, filter, leagues);
        long first = page.matches().isEmpty() ? 0 : page.offset() + 1;
        b.append("<p id=\"match-count\">")
                .append(first)
                .append("–")
                .append(page.offset() + page.matches().size())
                .append(" of ")
                .append(page.total())
                .append(" matches</p>\n");
        b.append("<table id=\"match-list\"><thead><tr><th>Match</th><th>League</th><th>Finished</th><th>Status</th>")
                .append("<th>Seats (place, points, faults)</th><th>Replay</th></tr></thead><tbody>\n");
        for (MatchList.Line m : page.matches()) {
            appendRow(b, m);
        }
        b.append("</tbody></table>\n<nav class=\"pages\">");
        String base = filter.query().isEmpty() ? "?" : filter.query() + "&";
        if (page.offset() > 0) {
            b.append("<a id=\"previous-page\" href=\"/matches")
                    .append(Html.text(
                            base + "limit=" + page.limit() + "&offset=" + Math.max(0, page.offset() - page.limit())))
                    .append("\">Previous</a> ");
        }
        if (page.offset() + page.matches().size() < page.total()) {
            b.append("<a id=\"next-page\" href=\"/matches")
                    .append(Html.text(base + "limit=" + page.limit() + "&offset=" + (page.offset() + page.limit())))
                    .append("\">Next</a>");
        }
        return b.append("</nav>").toString();
    }

    /** The form that filters the list by league, season, bot, status and ruleset, showing the filter in force. */
    private static void appendFilterForm(StringBuilder b, MatchFilter filter, List<MatchList.LeagueName> leagues) {
        b.append("<form method=\"get\" action=\"/matches\" id=\"match-filter\" class=\"filters\">\n")
                .append("<label>League <select name=\"league\" id=\"filter-league\"><option value=\"\">Any</option>");
        for (MatchList.LeagueName l : leagues) {
            b.append(Forms.option(
                    Long.toString(l.id()),
                    l.name(),
                    filter.league().map(id -> id == l.id()).orElse(false)));
        }
        b.append(
                        "</select></label>\n<label>Season <input name=\"season\" id=\"filter-season\" type=\"number\" min=\"1\""
                                + " value=\"")
                .append(filter.season().map(String::valueOf).orElse(""))
                .append("\"></label>\n")
                .append("<label>Bot <input name=\"agent\" id=\"filter-agent\" value=\"")
                .append(Html.text(filter.agent().orElse("")))
                .append("\"></label>\n")
                .append("<label>Status <select name=\"status\" id=\"filter-status\">")
                .append(Forms.option("", "Finished or aborted", filter.status().isEmpty()));
        for (MatchStatus s : MatchStatus.values()) {
            b.append(Forms.option(
                    s.code(), s.code(), filter.status().map(s::equals).orElse(false)));
        }
        b.append("</select></label>\n<label>Ruleset <select name=\"ruleset\" id=\"filter-ruleset\">")
                .append(Forms.option("", "Any", filter.ruleset().isEmpty()));
        for (Ruleset r : Ruleset.values()) {
            b.append(
                    Forms.option(r.id(), r.id(), filter.ruleset().map(r::equals).orElse(false)));
        }
        b.append("</select></label>\n<button type=\"submit\" id=\"filter-submit\">Show</button>\n</form>\n");
    }

    /** One match: its link, league and season, finish time, status, seats and replay link. */
    private static void appendRow(StringBuilder b, MatchList.Line m) {
        b.append("<tr class=\"match\"><td><a class=\"match-link\" href=\"")
                .append(Links.match(m.id()))
                .append("\">")
                .append(m.id())
                .append("</a></td><td>")
                .append(league(m.leagueName(), m.season()))
                .append(variants(m.variants(), m.scenario()))
                .append("</td><td>")
                .append(time(m.finishedAt()))
                .append("</td><td>")
                .append(Html.text(m.status()))
                .append("</td><td>");
        for (int i = 0; i < m.seats().size(); i++) {
            MatchList.Seat s = m.seats().get(i);
            b.append(i == 0 ? "" : ", ")
                    .append(Links.botAnchor(s.name()))
                    .append(" (")
                    .append(orDash(s.place()))
                    .append(", ")
                    .append(orDash(s.points()))
                    .append(", ")
                    .append(s.faults())
                    .append(s.ejected() ? ", ejected" : "")
                    .append(')');
        }
        b.append("</td><td>")
                .append(
                        m.replay() == null
                                ? ""
                                : "<a class=\"replay-link\" href=\"" + Links.replay(m.id()) + "\">Replay</a>")
                .append("</td></tr>\n");
    }

    /** @return the match's variants and scenario under its league, such as "with seafarers on scenario four-islands"; empty for none */
    private static String variants(String variants, String scenario) {
        String chosen = VariantFields.describe(variants, scenario).strip();
        return chosen.isEmpty() ? "" : "<br><span class=\"variants\">" + Html.text(chosen) + "</span>";
    }

    /** @return the body of {@code /matches/{id}} */
    static String detail(MatchDetail.Match m) {
        StringBuilder b = new StringBuilder();
        b.append("<h1 id=\"match-title\">Match ")
                .append(m.id())
                .append("</h1>\n<dl class=\"facts\">")
                .append(fact("League", league(m.leagueName(), m.season())))
                .append(fact("Status", Html.text(m.status())))
                .append(m.detail() == null ? "" : fact("Detail", Html.text(m.detail())))
                .append(fact("Ruleset", Html.text(m.ruleset() + VariantFields.describe(m.variants(), m.scenario()))))
                .append(fact("Seed", Long.toString(m.seed())))
                .append(fact("Round", Integer.toString(m.round())))
                .append(fact("Turn cap", Integer.toString(m.turnCap())))
                .append(m.ending() == null ? "" : fact("Ending", Html.text(m.ending())))
                .append(m.turns() == null ? "" : fact("Turns", m.turns().toString()))
                .append(
                        m.decisions() == null
                                ? ""
                                : fact("Decisions", m.decisions().toString()))
                .append(fact("Attempts", Integer.toString(m.attempts())))
                .append(fact("Queued", time(m.createdAt())))
                .append(fact("Started", time(m.startedAt())))
                .append(fact("Finished", time(m.finishedAt())))
                .append(m.elapsedMs() == null ? "" : fact("Played in", m.elapsedMs() + " ms"))
                .append("</dl>\n");
        if (m.replay() != null) {
            b.append("<p><a class=\"replay-link\" href=\"")
                    .append(Links.replay(m.id()))
                    .append("\">Watch the replay</a></p>\n");
        }
        b.append(
                        "<h2>Seats</h2>\n<table id=\"seats\"><thead><tr><th>Seat</th><th>Bot</th><th>Owner</th><th>Version</th>")
                .append(
                        "<th>Place</th><th>Points</th><th>Faults</th><th>Ejected</th><th>Rating</th></tr></thead><tbody>\n");
        for (MatchDetail.Seat s : m.seats()) {
            b.append("<tr><td>")
                    .append(s.seat())
                    .append("</td><td>")
                    .append(Links.botAnchor(s.name()))
                    .append("</td><td>")
                    .append((s.owner() == null ? "built-in" : Html.text(s.owner())))
                    .append("</td><td>")
                    .append(Html.text(VersionLabel.of(s.version())))
                    .append("</td><td>")
                    .append(orDash(s.place()))
                    .append("</td><td>")
                    .append(orDash(s.points()))
                    .append("</td><td>")
                    .append(s.faults())
                    .append("</td><td>")
                    .append(s.ejected() ? "yes" : "no")
                    .append("</td><td>")
                    .append(
                            s.ratingBefore() == null
                                    ? "–"
                                    : Math.round(s.ratingBefore()) + " → " + Math.round(s.ratingAfter()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody></table>\n");
        for (MatchDetail.Seat s : m.seats()) {
            if (s.privateShown()) {
                b.append(privateSection(s));
            }
        }
        if (m.privateHidden()) {
            b.append("<p class=\"note\" id=\"private-hidden\">Faults and captured logs are shown only to a bot's owner"
                    + " and to admins.</p>\n");
        }
        return b.toString();
    }

    private static String privateSection(MatchDetail.Seat s) {
        StringBuilder b = new StringBuilder();
        b.append("<section class=\"seat-private\" id=\"seat-")
                .append(s.seat())
                .append("\">\n<h3>Seat ")
                .append(s.seat())
                .append(": ")
                .append(Html.text(s.name()))
                .append("</h3>\n");
        if (s.faultDetails().isEmpty()) {
            b.append("<p>No faults.</p>\n");
        } else {
            b.append("<table class=\"faults\"><thead><tr><th>Kind</th><th>Detail</th></tr></thead><tbody>\n");
            for (MatchDetail.Fault f : s.faultDetails()) {
                b.append("<tr><td>")
                        .append(Html.text(f.kind()))
                        .append("</td><td>")
                        .append(Html.text(f.detail()))
                        .append("</td></tr>\n");
            }
            b.append("</tbody></table>\n");
        }
        if (s.log() == null) {
            b.append("<p>No log captured.</p>\n");
        } else {
            b.append("<p>Log: ")
                    .append(s.log().lines())
                    .append(s.log().lines() == 1 ? " line" : " lines")
                    .append(s.log().truncated() ? ", cut at the storage limit" : "")
                    .append(".</p>\n<pre class=\"log\">")
                    .append(Html.text(s.log().text()))
                    .append("</pre>\n");
        }
        return b.append("</section>\n").toString();
    }

    private static String fact(String name, String html) {
        return "<dt>" + name + "</dt><dd>" + html + "</dd>";
    }

    static String league(String name, Integer season) {
        return Links.leagueAndSeason(name, season);
    }

    static String time(Instant at) {
        return Times.html(at);
    }

    private static String orDash(Integer value) {
        return value == null ? "–" : value.toString();
    }
}
