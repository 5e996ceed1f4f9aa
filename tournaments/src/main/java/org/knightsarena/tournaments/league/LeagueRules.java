package org.knightsarena.tournaments.league;

import java.util.Objects;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.tournaments.tournament.MatchLimits;

/**
 * A league's rules and limits, the same for every season.
 *
 * @param ruleset the rules every match is played by, never null
 * @param tableSize players per match, 2 to 6 ({@link TableSize}; 2 is Catan for Two, base rules only)
 * @param roundsPerSeason round-robin rounds a season plays, 1 or more
 * @param limits turn cap, time budget and strike limit, never null
 * @param versionPolicy what a new version of an entered agent does, never null
 */
public record LeagueRules(
        Ruleset ruleset, int tableSize, int roundsPerSeason, MatchLimits limits, VersionPolicy versionPolicy) {

    public LeagueRules {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(versionPolicy, "versionPolicy");
        TableSize.require(ruleset, tableSize);
        if (roundsPerSeason < 1) {
            throw new IllegalArgumentException("rounds per season must be at least 1, was " + roundsPerSeason);
        }
    }
}
