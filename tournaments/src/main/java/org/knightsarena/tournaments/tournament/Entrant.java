package org.knightsarena.tournaments.tournament;

import java.util.Objects;

/**
 * A row of {@code entrants}: one place in a tournament, held by an agent version.
 *
 * @param id the row id
 * @param tournamentId the tournament's row id
 * @param position the index in the schedule's entrant list, 0 or more
 * @param label unique in the tournament, such as {@code random#2}; the id ratings use
 * @param agentVersionId the version that plays it (a replacing league may change it)
 * @param rating the current rating, derived from the stored results (points)
 * @param games results stored so far
 */
public record Entrant(
        long id, long tournamentId, int position, String label, long agentVersionId, double rating, int games) {

    public Entrant {
        Objects.requireNonNull(label, "label");
    }
}
