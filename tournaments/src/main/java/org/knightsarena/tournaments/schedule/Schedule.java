package org.knightsarena.tournaments.schedule;

import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * A planned round-robin: the entrants and the tables to play, ordered by round.
 *
 * <p>Immutable and thread-safe. Tables refer to entrants by index into {@link #entrants()}; the
 * list may hold the same name twice when an agent is entered twice.
 *
 * @param entrants entrant names, never null; may repeat
 * @param tableSize players per table, 3 to 6
 * @param rounds number of rounds, 1 or more
 * @param design how the tables were chosen
 * @param tables every table, in round order; never null
 */
public record Schedule(List<String> entrants, int tableSize, int rounds, Design design, List<Table> tables) {

    /** How a schedule chose its tables. */
    public enum Design {
        /** Every combination of entrants, each played once per seat rotation, in every round. */
        ALL_COMBINATIONS,
        /** A greedy balanced design: disjoint tables per round, pair meetings spread evenly. */
        BALANCED,
        /** One table of every entrant, seated in the order given: a single match. */
        ONE_TABLE
    }

    /**
     * Returns the schedule of a single match: one round, one table, the entrants seated in the
     * order given.
     *
     * @param entrants 3 to 6 entrant names, first seat first
     */
    public static Schedule oneTable(List<String> entrants) {
        if (!TableSize.allows(entrants.size())) {
            throw new IllegalArgumentException(
                    "a table seats " + TableSize.RANGE + " players, was given " + entrants.size());
        }
        return new Schedule(
                entrants,
                entrants.size(),
                1,
                Design.ONE_TABLE,
                List.of(new Table(1, IntStream.range(0, entrants.size()).boxed().toList())));
    }

    public Schedule {
        Objects.requireNonNull(entrants, "entrants");
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(tables, "tables");
        entrants = List.copyOf(entrants);
        tables = List.copyOf(tables);
        for (Table table : tables) {
            if (table.size() != tableSize) {
                throw new IllegalArgumentException(
                        "table " + table + " has " + table.size() + " seats, expected " + tableSize);
            }
            for (int entrant : table.seats()) {
                if (entrant >= entrants.size()) {
                    throw new IllegalArgumentException(
                            "table " + table + " refers to entrant " + entrant + " of " + entrants.size());
                }
            }
        }
    }

    /** Returns the tables of one round (1-based), in play order. */
    public List<Table> round(int round) {
        return tables.stream().filter(t -> t.round() == round).toList();
    }

    /** Returns the pair, seat and game counts of this schedule. */
    public Balance balance() {
        return Balance.of(this);
    }
}
