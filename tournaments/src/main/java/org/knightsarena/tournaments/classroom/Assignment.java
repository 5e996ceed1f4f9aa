package org.knightsarena.tournaments.classroom;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.storage.Agent;

/**
 * A stored assignment: its league and what the organiser chose.
 *
 * @param leagueId the private league students play in
 * @param name the league's name
 * @param owner the organiser's account; empty when no account runs it (see {@link
 *     org.knightsarena.tournaments.league.League#owner})
 * @param joinCode what students type (or follow as a link) to join
 * @param rules the league's rules
 * @param deadline when uploads close and the final season starts
 * @param finalRounds the final season's rounds
 * @param scrimmageEvery how often scrimmage rounds start; zero for none
 * @param finalSeasonId the final season, once started
 * @param phase where it is
 */
public record Assignment(
        long leagueId,
        String name,
        Optional<Agent.Owner> owner,
        String joinCode,
        LeagueRules rules,
        Instant deadline,
        int finalRounds,
        Duration scrimmageEvery,
        OptionalLong finalSeasonId,
        Phase phase) {

    public Assignment {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(joinCode, "joinCode");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(scrimmageEvery, "scrimmageEvery");
        Objects.requireNonNull(finalSeasonId, "finalSeasonId");
        Objects.requireNonNull(phase, "phase");
    }

    /** Returns whether uploads and practice are still accepted at {@code now}. */
    public boolean isOpenAt(Instant now) {
        return now.isBefore(deadline);
    }
}
