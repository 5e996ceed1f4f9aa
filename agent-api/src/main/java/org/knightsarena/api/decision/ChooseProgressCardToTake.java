package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses which of an opponent's progress cards to take with Spy (docs/rules/progress-cards.md#R-13.7.7).
 *
 * @param seat    the player who played Spy
 * @param from    the opponent
 * @param options one {@code TakeProgressCard} per kind the opponent holds
 *
 * @since 0.1
 */
public record ChooseProgressCardToTake(int seat, int from, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseProgressCardToTake {
        options = ActionList.of(options);
    }
}
