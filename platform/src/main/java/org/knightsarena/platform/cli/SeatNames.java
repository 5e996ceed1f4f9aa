package org.knightsarena.platform.cli;

import java.util.List;
import java.util.Objects;

/**
 * How {@link EventText}'s sentences name a seat: by its number from 0, as in the replay file, and
 * the agent that sat there. Immutable and thread-safe.
 *
 * @param agents the agent names by seat
 */
record SeatNames(List<String> agents) {

    /** Copies the names. */
    SeatNames {
        agents = List.copyOf(Objects.requireNonNull(agents, "agents"));
    }

    /** @return {@code Seat 2 (heuristic)}, or {@code Seat 5} for a seat the header does not name */
    String seat(int seat) {
        return seat >= 0 && seat < agents.size() ? "Seat " + seat + " (" + agents.get(seat) + ")" : "Seat " + seat;
    }
}
