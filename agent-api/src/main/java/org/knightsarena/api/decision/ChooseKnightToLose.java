package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses which of one's knights to remove, as Deserter demands (docs/rules/progress-cards.md#R-13.7.3).
 *
 * @param seat    the opponent losing a knight
 * @param options one {@code RemoveOwnKnight} per knight of the seat
 *
 * @since 0.1
 */
public record ChooseKnightToLose(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseKnightToLose {
        options = ActionList.of(options);
    }
}
