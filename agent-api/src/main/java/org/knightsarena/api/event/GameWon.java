package org.knightsarena.api.event;

import java.util.List;

/**
 * The game ended with a winner (docs/rules/cities-and-knights.md#R-16.2, docs/rules/base.md#R-21.9).
 *
 * @param player the winner
 * @param points every seat's victory points, hidden ones included, indexed by seat
 *
 * @since 0.1
 */
public record GameWon(int player, List<Integer> points) implements GameEvent {
    /** Copies the points. */
    public GameWon {
        points = List.copyOf(points);
    }
}
