package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Discards a progress card to get back to four (docs/rules/progress-cards.md#R-13.3.2,
 * docs/rules/progress-cards.md#R-13.3.3).
 *
 * @param seat    the player over the limit
 * @param options one {@code DiscardProgressCard} per kind held
 *
 * @since 0.1
 */
public record ChooseProgressDiscard(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseProgressDiscard {
        options = ActionList.of(options);
    }
}
