package org.knightsarena.tournaments.league;

import java.util.Objects;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.TournamentSettings;

/**
 * A league's rules and limits, the same for every season.
 *
 * @param ruleset the rules every match is played by, never null
 * @param tableSize players per match, 2 to 6 ({@link TableSize}; 2 is Catan for Two)
 * @param roundsPerSeason round-robin rounds a season plays, 1 or more
 * @param limits turn cap, time budget and strike limit, never null
 * @param versionPolicy what a new version of an entered agent does, never null
 * @param variants the variants and Seafarers scenario every match of the league is played with
 *     (its seasons, test and practice matches alike), never null; {@link VariantChoice#NONE} for the
 *     ruleset's own game on the standard island
 */
public record LeagueRules(
        Ruleset ruleset,
        int tableSize,
        int roundsPerSeason,
        MatchLimits limits,
        VersionPolicy versionPolicy,
        VariantChoice variants) {

    /**
     * @throws IllegalArgumentException for a value out of range; a {@link VariantChoice.Refusal}
     *     naming the field when the variants or scenario do not fit the ruleset and table
     */
    public LeagueRules {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(versionPolicy, "versionPolicy");
        Objects.requireNonNull(variants, "variants");
        TableSize.require(ruleset, tableSize);
        if (roundsPerSeason < 1) {
            throw new IllegalArgumentException("rounds per season must be at least 1, was " + roundsPerSeason);
        }
        // the refusal every match of the league would meet, before the league is stored
        variants.applyTo(GameOptions.standard(ruleset, tableSize));
    }

    /** Rules of the ruleset's own game: no variant, the standard island. */
    public LeagueRules(
            Ruleset ruleset, int tableSize, int roundsPerSeason, MatchLimits limits, VersionPolicy versionPolicy) {
        this(ruleset, tableSize, roundsPerSeason, limits, versionPolicy, VariantChoice.NONE);
    }

    /** Returns these rules played with the variants and scenario chosen; this record is unchanged. */
    public LeagueRules withVariants(VariantChoice choice) {
        return new LeagueRules(ruleset, tableSize, roundsPerSeason, limits, versionPolicy, choice);
    }

    /**
     * Returns the settings of a tournament that plays these rules: a season, a test or a practice
     * match, with the standard start and {@link EloSettings#STANDARD}.
     *
     * @param rounds the tournament's round-robin rounds
     * @param seed its seed
     */
    public TournamentSettings tournamentSettings(int rounds, long seed) {
        return new TournamentSettings(
                ruleset,
                tableSize,
                rounds,
                seed,
                TournamentSettings.Start.STANDARD,
                limits,
                EloSettings.STANDARD,
                variants);
    }
}
