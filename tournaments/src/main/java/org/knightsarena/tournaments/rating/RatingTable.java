package org.knightsarena.tournaments.rating;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Ratings of every entrant seen in a list of results, with games, wins and mean place.
 *
 * <p>Immutable and thread-safe.
 *
 * @param entries one per entrant, in order of first appearance; never null
 */
public record RatingTable(List<EntrantRating> entries) {

    public RatingTable {
        Objects.requireNonNull(entries, "entries");
        entries = List.copyOf(entries);
    }

    /** Returns the line of {@code entrant}, or empty if it played no game. */
    public Optional<EntrantRating> of(String entrant) {
        return entries.stream().filter(e -> e.entrant().equals(entrant)).findFirst();
    }

    /** Returns the rating of each entrant, in order of first appearance. */
    public Map<String, Double> ratings() {
        return entries.stream()
                .collect(Collectors.toMap(
                        EntrantRating::entrant, EntrantRating::rating, (a, b) -> a, java.util.LinkedHashMap::new));
    }

    /** Returns the entries best rating first, ties by entrant id. */
    public List<EntrantRating> ranked() {
        return entries.stream()
                .sorted(Comparator.comparingDouble(EntrantRating::rating)
                        .reversed()
                        .thenComparing(EntrantRating::entrant))
                .toList();
    }

    /** Returns entries keyed by entrant. */
    public Map<String, EntrantRating> byEntrant() {
        return entries.stream().collect(Collectors.toMap(EntrantRating::entrant, Function.identity()));
    }
}
