package org.knightsarena.api.event;

import java.util.List;

/**
 * The game reached the turn cap and ended without a winner (docs/rules/base.md#R-22.1).
 *
 * @param turn   the last turn played
 * @param points every seat's victory points, hidden ones included, indexed by seat
 *
 * @since 0.1
 */
public record TurnCapReached(int turn, List<Integer> points) implements GameEvent {
    /** Copies the points. */
    public TurnCapReached {
        points = List.copyOf(points);
    }
}
