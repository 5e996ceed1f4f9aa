package org.knightsarena.tournaments.tournament;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A row of {@code tournaments}: a scheduled run of matches.
 *
 * @param id the row id
 * @param name a name for people
 * @param seasonId the season it runs, if it belongs to a league
 * @param runKey what identifies a command-line run, if it is one (see {@link Tournaments})
 * @param settings how it is played
 * @param status where it is
 * @param createdAt when it was scheduled
 */
public record Tournament(
        long id,
        String name,
        OptionalLong seasonId,
        Optional<String> runKey,
        TournamentSettings settings,
        TournamentStatus status,
        Instant createdAt) {

    public Tournament {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(seasonId, "seasonId");
        Objects.requireNonNull(runKey, "runKey");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
