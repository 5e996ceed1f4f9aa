package org.knightsarena.tournaments.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a table's order is settled: the one rule for it. Two entrants next to each other in
 * rank order are told apart when their 95% rating intervals do not overlap; where they overlap,
 * their order may be noise, and more games are needed before it means anything.
 *
 * @param overlapping the ranks {@code r} (from 1) whose interval overlaps that of rank {@code r + 1}
 */
public record Separation(List<Integer> overlapping) {

    public Separation {
        overlapping = List.copyOf(overlapping);
    }

    /** @param table standings in rank order, as {@link Standings#table} gives them */
    public static Separation of(List<Standing> table) {
        List<Integer> overlapping = new ArrayList<>();
        for (int i = 0; i + 1 < table.size(); i++) {
            if (table.get(i).interval().overlaps(table.get(i + 1).interval())) {
                overlapping.add(table.get(i).rank());
            }
        }
        return new Separation(overlapping);
    }

    /** @return whether every entrant is told apart from the next */
    public boolean isSettled() {
        return overlapping.isEmpty();
    }

    /** @return whether rank {@code rank}'s interval overlaps that of the rank below it */
    public boolean overlapsNext(int rank) {
        return overlapping.contains(rank);
    }

    /** @return such as {@code "1-2, 3-4"}: the pairs of ranks whose order is not settled */
    public String pairs() {
        List<String> pairs = new ArrayList<>();
        for (int rank : overlapping) {
            pairs.add(rank + "-" + (rank + 1));
        }
        return String.join(", ", pairs);
    }
}
