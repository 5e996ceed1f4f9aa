package org.knightsarena.api;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * How a match ended, as told to every agent at the end.
 *
 * @param ending how it ended
 * @param winner the winning seat; empty unless {@code ending} is {@link Ending#WON}
 * @param points every seat's final victory points, indexed by seat
 * @param places every seat's finishing place, 1 for the best; tied seats share a place
 * @param turns  the number of turns played
 * @since 0.1
 */
public record MatchResult(Ending ending, OptionalInt winner, List<Integer> points, List<Integer> places, int turns) {

    /** How a match ended. */
    public enum Ending {
        /** A player reached the target on their own turn. */
        WON,
        /** The turn cap ended the game; places follow points. */
        TURN_CAP,
        /** The match was stopped before its end (a crash outside the agents' control). */
        ABORTED
    }

    /** Copies the lists. @throws NullPointerException if an argument is null */
    public MatchResult {
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(winner, "winner");
        points = List.copyOf(points);
        places = List.copyOf(places);
    }
}
