package org.knightsarena.tournaments.tournament;

import java.util.Objects;
import org.knightsarena.tournaments.rating.Interval;

/**
 * One entrant's line in a tournament's standings.
 *
 * @param rank 1 for the best rating; entrants with equal ratings are ordered by label
 * @param label the entrant's label
 * @param rating its current rating (points)
 * @param interval a 95% bootstrap interval of the rating; a single point before any game
 * @param games results stored
 * @param wins games finished in place 1, shared first places included
 * @param meanPlace mean finishing place; 0 before any game
 * @param faults faults recorded against it over all its games
 */
public record Standing(
        int rank, String label, double rating, Interval interval, int games, int wins, double meanPlace, int faults) {

    public Standing {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(interval, "interval");
    }
}
