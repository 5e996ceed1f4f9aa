package org.knightsarena.web.table;

import java.util.List;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.VariantFields;

/**
 * The HTML of the play pages: {@code /play}, where a person chooses the ruleset, the bots and
 * their seat and sees their games, and {@code /play/{id}}, the shell of one table that
 * {@code table.js} fills from the games API. User data goes through {@link Html#text}.
 */
final class TablePages {
    /** The scripts of the table page: the shared drawing first. */
    static final List<String> TABLE_SCRIPTS =
            List.of("/static/barbarian-attack.js", "/static/board.js", "/static/table.js");

    static final List<String> CHOOSER_SCRIPTS = List.of("/static/table.js");

    private TablePages() {}

    /** The page to start a game, with the caller's games below it. */
    static String chooser(List<String> bots, List<TableSummary> games, String csrfToken) {
        StringBuilder body = new StringBuilder("<h1>Play against the bots</h1>\n")
                .append("<form id=\"new-game\" class=\"new-game\" data-csrf=\"")
                .append(Html.text(csrfToken))
                .append("\">\n")
                .append(
                        "<label>Ruleset <select id=\"ruleset\"><option value=\"cities-and-knights\" selected>Cities &amp; Knights</option>")
                .append("<option value=\"base\">Base game</option></select></label>\n")
                .append("<label>Players <select id=\"players\">")
                .append("<option value=\"2\">2 (Catan for Two)</option><option value=\"3\" selected>3</option>")
                .append("<option value=\"4\">4</option><option value=\"5\">5 (the 5–6 player board)</option>")
                .append("<option value=\"6\">6 (the 5–6 player board)</option></select></label>\n")
                .append("<label>Your seat <select id=\"seat\"><option value=\"0\" selected>1st</option>")
                .append("<option value=\"1\">2nd</option><option value=\"2\">3rd</option>")
                .append("<option value=\"3\">4th</option><option value=\"4\">5th</option>")
                .append("<option value=\"5\">6th</option></select></label>\n");
        for (int b = 1; b < TableSize.MAX; b++) {
            body.append("<label class=\"bot-choice\">Bot ")
                    .append(b)
                    .append(" <select id=\"bot-")
                    .append(b)
                    .append("\">");
            for (String bot : bots) {
                body.append("<option value=\"")
                        .append(Html.text(bot))
                        .append("\"")
                        .append(bot.equals("random") ? " selected" : "")
                        .append(">")
                        .append(Html.text(bot))
                        .append("</option>");
            }
            body.append("</select></label>\n");
        }
        body.append(
                        "<label>Turn cap <input id=\"turn-cap\" type=\"number\" min=\"1\" max=\"500\" value=\"500\"></label>\n")
                .append(
                        "<label><input id=\"easy-start\" type=\"checkbox\"> Easy start (Cities &amp; Knights)</label>\n")
                .append("<label>Your clock <input id=\"move-seconds\" type=\"number\" min=\"")
                .append(NewTable.MIN_MOVE_SECONDS)
                .append("\" max=\"")
                .append(NewTable.MAX_MOVE_SECONDS)
                .append("\" placeholder=\"none\"> seconds per decision</label>\n")
                .append(VariantFields.inputs("play-"))
                .append("<label>Seed <input id=\"seed\" type=\"number\" step=\"1\" placeholder=\"random\">")
                .append(" (the same seed deals the same board, dice and decks)</label>\n")
                .append(
                        "<label><input id=\"watchable\" type=\"checkbox\"> Let others watch (they see what every seat sees,")
                .append(" never your hand)</label>\n")
                .append("<button type=\"submit\" id=\"start-game\">Start the game</button>\n</form>\n")
                .append("<p id=\"play-error\" class=\"error\" hidden></p>\n<h2>Your games</h2>\n");
        if (games.isEmpty()) {
            body.append("<p>None yet.</p>\n");
        } else {
            body.append("<ul id=\"games\">\n");
            for (TableSummary game : games) {
                body.append("<li><a href=\"/play/")
                        .append(game.id())
                        .append("\">Game ")
                        .append(game.id())
                        .append("</a>: ")
                        .append(Html.text(String.join(", ", game.players())))
                        .append(" · ")
                        .append(game.status())
                        .append(" · turn ")
                        .append(game.turn())
                        .append("</li>\n");
            }
            body.append("</ul>\n");
        }
        return body.toString();
    }

    /** What a visitor who is not signed in sees in place of the form. */
    static String signInToPlay() {
        return "<h1>Play against the bots</h1>\n<p><a href=\"/login\">Log in</a> to start a game of your own.</p>\n";
    }

    /** The games anyone may watch, each a link to its table. */
    static String toWatch(List<TableSummary> games) {
        StringBuilder body = new StringBuilder("<h2>Games to watch</h2>\n");
        if (games.isEmpty()) {
            return body.append("<p>No game is open to watch now.</p>\n").toString();
        }
        body.append("<ul id=\"watchable-games\">\n");
        for (TableSummary game : games) {
            body.append("<li><a href=\"/play/")
                    .append(game.id())
                    .append("\">Game ")
                    .append(game.id())
                    .append("</a>: ")
                    .append(Html.text(String.join(", ", game.players())))
                    .append(" · turn ")
                    .append(game.turn())
                    .append("</li>\n");
        }
        return body.append("</ul>\n").toString();
    }

    /** The shell of one table. */
    static String table(long id, String csrfToken) {
        return "<div id=\"table\" class=\"viewer table\" data-game-id=\"" + id + "\" data-csrf=\""
                + Html.text(csrfToken)
                + "\" data-decision-number=\"\" data-status=\"\">\n"
                + "<h1>Game " + id + "</h1>\n"
                + "<p id=\"turn-status\" class=\"status\">Loading…</p>\n"
                + "<p id=\"move-error\" class=\"error\" hidden></p>\n"
                + "<div class=\"stage\"><div class=\"board-column\"><svg id=\"board\" viewBox=\"-6 -6.2 12 12.4\""
                + " xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"Board\"></svg>"
                + "<div id=\"barbarians\" class=\"barbarians\"></div></div>"
                + "<div class=\"side\"><div id=\"decision\" class=\"decision\"></div>"
                + "<div id=\"hand\" class=\"hand\"></div>"
                + "<div id=\"players\" class=\"players\"></div>"
                + "<ol id=\"chronicle\" class=\"chronicle\"></ol></div></div>\n</div>";
    }
}
