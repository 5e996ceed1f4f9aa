package org.knightsarena.tournaments.schedule;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * One game in a schedule: the entrants seated at a table, by index into the schedule's entrant
 * list, in seat order (seat 0 moves first).
 *
 * <p>Immutable and thread-safe. Indices are used rather than names because the same agent may be
 * entered twice.
 *
 * @param round the round this game belongs to, 1 or more
 * @param seats entrant indices in seat order; never null, 3 to 6 distinct non-negative indices
 */
public record Table(int round, List<Integer> seats) {

    public Table {
        Objects.requireNonNull(seats, "seats");
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1, was " + round);
        }
        seats = List.copyOf(seats);
        if (new HashSet<>(seats).size() != seats.size()) {
            throw new IllegalArgumentException("an entrant may sit only once at a table: " + seats);
        }
        for (int entrant : seats) {
            if (entrant < 0) {
                throw new IllegalArgumentException("entrant index must be non-negative: " + seats);
            }
        }
    }

    /** Returns the entrant index in {@code seat} (0-based). */
    public int entrantAt(int seat) {
        return seats.get(seat);
    }

    /** Returns the number of seats at this table. */
    public int size() {
        return seats.size();
    }
}
