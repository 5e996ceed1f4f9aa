package org.knightsarena.tournaments.rating;

import java.util.Objects;

/**
 * Where one entrant finished in one game.
 *
 * @param entrant the entrant's id, never null or blank
 * @param place finishing place, 1 or more; lower is better, equal places are a tie
 */
public record Finish(String entrant, int place) {

    public Finish {
        Objects.requireNonNull(entrant, "entrant");
        if (entrant.isBlank()) {
            throw new IllegalArgumentException("entrant must not be blank");
        }
        if (place < 1) {
            throw new IllegalArgumentException("place must be at least 1, was " + place + " for " + entrant);
        }
    }
}
