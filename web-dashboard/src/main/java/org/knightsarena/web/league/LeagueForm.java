package org.knightsarena.web.league;

import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.league.LeagueLimits;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.web.accounts.Caller;
import org.knightsarena.web.http.Forms;
import org.knightsarena.web.http.Html;
import org.knightsarena.web.http.VariantFields;

/**
 * The form that creates a league, on the leagues page; after a refusal it comes back with the
 * message above it and every field as the organiser left it, so nothing typed is lost.
 */
final class LeagueForm {
    /** What an empty form shows: the defaults {@code POST /api/leagues} takes. */
    static final LeagueAdmin.LeagueRequest BLANK = new LeagueAdmin.LeagueRequest(
            "", "cities-and-knights", 4, 1, MatchLimits.DEFAULT.perDecisionMs(), null, "next-season", true, null, null);

    private LeagueForm() {}

    /**
     * @param typed the fields to show, {@link #BLANK} for a new form
     * @param error why the form came back, if it did
     */
    static String html(Caller caller, LeagueAdmin.LeagueRequest typed, Optional<String> error) {
        String ruleset = Objects.requireNonNullElse(typed.ruleset(), BLANK.ruleset());
        int table = Objects.requireNonNullElse(typed.tableSize(), BLANK.tableSize());
        String policy = Objects.requireNonNullElse(typed.versionPolicy(), BLANK.versionPolicy());
        return "<h2>Create a league</h2>\n"
                + error.map(e -> "<p class=\"error\" id=\"league-error\">" + Html.text(e) + "</p>\n")
                        .orElse("")
                + "<form method=\"post\" action=\"/leagues\" class=\"stacked\" id=\"league-form\">\n"
                + "<input type=\"hidden\" name=\"csrf\" value=\""
                + Html.text(caller.csrfToken().orElse("")) + "\">\n"
                + "<label>Name <input name=\"name\" id=\"league-name\" required maxlength=\""
                + LeagueLimits.MAX_NAME_LENGTH + "\" value=\""
                + Html.text(Objects.requireNonNullElse(typed.name(), "")) + "\"></label>\n"
                + "<label>Ruleset <select name=\"ruleset\">"
                + Forms.option("cities-and-knights", "Cities & Knights", ruleset.equals("cities-and-knights"))
                + Forms.option("base", "Base game", ruleset.equals("base")) + "</select></label>\n"
                + "<label>Players per table <select name=\"tableSize\">" + Forms.option("4", "4", table == 4)
                + Forms.option("3", "3", table == 3) + Forms.option("5", "5", table == 5)
                + Forms.option("6", "6", table == 6) + Forms.option("2", "2 (Catan for Two)", table == 2)
                + "</select></label>\n"
                + "<label>Rounds per season <input name=\"roundsPerSeason\" type=\"number\" min=\"1\" max=\""
                + LeagueLimits.MAX_ROUNDS_PER_SEASON + "\" value=\""
                + Objects.requireNonNullElse(typed.roundsPerSeason(), BLANK.roundsPerSeason()) + "\"></label>\n"
                + "<label>Milliseconds per decision <input name=\"perDecisionMs\" type=\"number\" min=\"1\" max=\""
                + LeagueLimits.MAX_PER_DECISION_MS + "\" value=\""
                + Objects.requireNonNullElse(typed.perDecisionMs(), BLANK.perDecisionMs()) + "\"></label>\n"
                + "<label>New versions <select name=\"versionPolicy\">"
                + Forms.option("next-season", "play from the next season", policy.equals("next-season"))
                + Forms.option("replace", "take over the running season", policy.equals("replace"))
                + "</select></label>\n"
                + "<label><input type=\"checkbox\" name=\"rolling\""
                + (Boolean.FALSE.equals(typed.rolling()) ? "" : " checked")
                + "> Start the next season when one ends</label>\n"
                + VariantFields.inputs("league-", typed.variants(), typed.scenario())
                + "<button type=\"submit\" id=\"league-submit\">Create</button>\n</form>\n";
    }
}
