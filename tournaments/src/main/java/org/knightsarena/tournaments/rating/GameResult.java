package org.knightsarena.tournaments.rating;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.knightsarena.tournaments.schedule.TableSize;

/**
 * The finishing places of one game, in seat order.
 *
 * <p>Immutable and thread-safe.
 *
 * @param finishes one finish per player, 2 to 6 of them (2 for head-to-head pairs, 5 and 6 at the extension's tables), each entrant at most once; never null
 */
public record GameResult(List<Finish> finishes) {

    public GameResult {
        Objects.requireNonNull(finishes, "finishes");
        finishes = List.copyOf(finishes);
        if (finishes.size() < 2 || finishes.size() > TableSize.MAX) {
            throw new IllegalArgumentException(
                    "a game has 2 to " + TableSize.MAX + " players, got " + finishes.size() + ": " + finishes);
        }
        Set<String> seen = new HashSet<>();
        for (Finish finish : finishes) {
            if (!seen.add(finish.entrant())) {
                throw new IllegalArgumentException(
                        "entrant " + finish.entrant() + " appears twice in one game: " + finishes);
            }
        }
    }

    /** Builds a result from entrants and their places, given pairwise: {@code of("a", 1, "b", 2)}. */
    public static GameResult of(Object... entrantsAndPlaces) {
        if (entrantsAndPlaces.length % 2 != 0) {
            throw new IllegalArgumentException("expected entrant, place pairs");
        }
        Finish[] finishes = new Finish[entrantsAndPlaces.length / 2];
        for (int i = 0; i < finishes.length; i++) {
            finishes[i] = new Finish((String) entrantsAndPlaces[2 * i], (Integer) entrantsAndPlaces[2 * i + 1]);
        }
        return new GameResult(List.of(finishes));
    }

    /** Returns the number of players. */
    public int size() {
        return finishes.size();
    }
}
