package org.knightsarena.platform.cli;

import java.util.List;
import java.util.Objects;

/**
 * How {@link EventText}'s sentences name a seat: by its number from 0, as in the replay file, and
 * the agent that sat there. In Catan for Two (two agents) colours 2 and 3 are the neutral colours
 * named as such. Immutable and thread-safe.
 *
 * @param agents the agent names by seat
 */
record SeatNames(List<String> agents) {

    /** Copies the names. */
    SeatNames {
        agents = List.copyOf(Objects.requireNonNull(agents, "agents"));
    }

    /**
     * @return {@code Seat 2 (heuristic)}, {@code Neutral 1 (colour 2)} for a neutral colour of Catan
     *     for Two, or {@code Seat 5} for a seat the header does not name
     */
    String seat(int seat) {
        if (isNeutral(seat)) {
            return "Neutral " + (seat - 1) + " (colour " + seat + ")";
        }
        return seat >= 0 && seat < agents.size() ? "Seat " + seat + " (" + agents.get(seat) + ")" : "Seat " + seat;
    }

    /** @return whether a colour is one of Catan for Two's two neutral colours, 2 and 3 */
    boolean isNeutral(int colour) {
        return agents.size() == 2 && (colour == 2 || colour == 3);
    }
}
