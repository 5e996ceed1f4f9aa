package org.knightsarena.web.http;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The paths of the dashboard's pages about one thing, ready to put in an {@code href}: URL-encoded
 * where they carry a name, and escaped with {@link Html#text}.
 */
public final class Links {
    private Links() {}

    /** @return the escaped, URL-encoded path of a bot's page */
    public static String bot(String name) {
        return Html.text(
                "/bots/" + URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20"));
    }

    /** @return a link to a bot's page, with the bot's name as its escaped text */
    public static String botAnchor(String name) {
        return "<a class=\"bot-link\" href=\"" + bot(name) + "\">" + Html.text(name) + "</a>";
    }

    /** @return the path of a match's page */
    public static String match(long id) {
        return "/matches/" + id;
    }

    /** @return the path of a match's replay in the viewer */
    public static String replay(long id) {
        return "/replays/" + id;
    }

    /** @return a match's league and season as text ("–" for a test match, which has neither), escaped */
    public static String leagueAndSeason(String league, Integer season) {
        return league == null ? "–" : Html.text(league) + (season == null ? "" : ", season " + season);
    }
}
