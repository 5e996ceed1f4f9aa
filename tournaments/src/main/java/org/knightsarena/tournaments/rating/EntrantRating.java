package org.knightsarena.tournaments.rating;

import java.util.Objects;

/**
 * One entrant's line in a rating table.
 *
 * @param entrant the entrant's id, never null
 * @param rating current Elo rating (points)
 * @param games games played, 0 or more
 * @param wins games finished in place 1, a shared first place included
 * @param meanPlace mean finishing place over those games; 0 when no games were played
 */
public record EntrantRating(String entrant, double rating, int games, int wins, double meanPlace) {

    public EntrantRating {
        Objects.requireNonNull(entrant, "entrant");
    }
}
