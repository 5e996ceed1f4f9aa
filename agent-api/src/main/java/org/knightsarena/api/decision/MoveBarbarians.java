package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses a barbarian a Treason card moves (docs/rules/traders-and-barbarians.md#R-24.1.5); the same
 * seat is asked again while {@code movesLeft} is above 1 and a move is possible.
 *
 * @param seat      the player who played the card
 * @param movesLeft the moves still owed, this one included, 1 or 2
 * @param options   one {@code MoveBarbarian} per move allowed
 *
 * @since 0.4
 */
public record MoveBarbarians(int seat, int movesLeft, List<Action> options) implements Decision {
    /** Keeps the options immutable. */
    public MoveBarbarians {
        options = ActionList.of(options);
    }
}
