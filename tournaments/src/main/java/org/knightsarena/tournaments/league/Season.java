package org.knightsarena.tournaments.league;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * A row of {@code seasons}: one scheduled run of a league.
 *
 * @param id the row id
 * @param leagueId the league's row id
 * @param number 1 for the league's first season
 * @param status where it is
 * @param tournamentId the tournament that plays it, once starting it began (a planned season with a
 *     tournament is having its matches queued)
 * @param kind what it is for
 */
public record Season(
        long id, long leagueId, int number, SeasonStatus status, OptionalLong tournamentId, SeasonKind kind) {

    public Season {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(tournamentId, "tournamentId");
    }
}
