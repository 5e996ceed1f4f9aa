package org.knightsarena.api.event;

import java.util.List;

/**
 * The barbarians attacked (docs/rules/cities-and-knights.md#R-10.2): their strength against the island's defence.
 *
 * @param strength      the number of cities on the board, metropolises included
 * @param defence       the sum of all active knights' strengths
 * @param contributions each seat's active knight strength, indexed by seat
 *
 * @since 0.1
 */
public record BarbariansAttacked(int strength, int defence, List<Integer> contributions) implements GameEvent {
    /** Copies the contributions. */
    public BarbariansAttacked {
        contributions = List.copyOf(contributions);
    }

    /** @return true if the island held (defence at least strength) */
    public boolean defended() {
        return defence >= strength;
    }
}
