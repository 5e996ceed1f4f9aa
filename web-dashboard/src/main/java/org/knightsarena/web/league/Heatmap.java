package org.knightsarena.web.league;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.knightsarena.tournaments.board.LeagueBoard;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.Links;

/**
 * A season's head-to-head as a heatmap table: one row and one column per bot, each cell the share
 * of pairings the row's bot placed ahead, shaded from red (always behind) through white to green
 * (always ahead) by the stylesheet's {@code heat-0} to {@code heat-10} classes (the page carries
 * no inline style), the figures in the cell and its hover title.
 */
final class Heatmap {
    /** Beyond this many bots the table would not fit a screen: the bots with most games are kept. */
    static final int MAX_BOTS = 16;

    private Heatmap() {}

    /** @return the heatmap's section, or a line saying no match has finished yet */
    static String draw(List<LeagueBoard.Pairing> pairings) {
        StringBuilder b = new StringBuilder("<h2>Head to head</h2>\n");
        if (pairings.isEmpty()) {
            return b.append("<p id=\"heatmap-empty\">No finished match in this season yet.</p>\n")
                    .toString();
        }
        Map<String, Map<String, LeagueBoard.Pairing>> grid = new HashMap<>();
        Map<String, Integer> games = new HashMap<>();
        for (LeagueBoard.Pairing p : pairings) {
            grid.computeIfAbsent(p.bot(), k -> new HashMap<>()).put(p.opponent(), p);
            games.merge(p.bot(), p.games(), Integer::sum);
        }
        List<String> bots = new ArrayList<>(new TreeSet<>(games.keySet()));
        if (bots.size() > MAX_BOTS) {
            bots.sort((x, y) -> Integer.compare(games.get(y), games.get(x)));
            bots = new ArrayList<>(new TreeSet<>(bots.subList(0, MAX_BOTS)));
            b.append("<p>The ")
                    .append(MAX_BOTS)
                    .append(" bots with the most games of ")
                    .append(games.size())
                    .append(".</p>\n");
        }
        b.append("<p>Each cell: how often the row's bot placed ahead of the column's, over pairs of seats at the same"
                + " finished match.</p>\n<table id=\"heatmap\" class=\"heatmap\"><thead><tr><th></th>");
        for (String bot : bots) {
            b.append("<th scope=\"col\">").append(Links.botAnchor(bot)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (String bot : bots) {
            b.append("<tr><th scope=\"row\">").append(Links.botAnchor(bot)).append("</th>");
            for (String opponent : bots) {
                LeagueBoard.Pairing p = grid.getOrDefault(bot, Map.of()).get(opponent);
                b.append(cell(p));
            }
            b.append("</tr>\n");
        }
        return b.append("</tbody></table>\n").toString();
    }

    private static String cell(LeagueBoard.Pairing p) {
        if (p == null || p.games() == 0) {
            return "<td class=\"heat-none\">–</td>";
        }
        int percent = Math.round(100f * p.ahead() / p.games());
        return "<td class=\"heat heat-" + Math.round(percent / 10f) + "\" title=\"" + Html.text(p.bot()) + " ahead of "
                + Html.text(p.opponent()) + " in " + p.ahead() + " of " + p.games() + "\">" + percent + "%</td>";
    }
}
