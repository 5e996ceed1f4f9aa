package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses which commodity to give back for a resource received under Commercial Harbor
 * (docs/rules/progress-cards.md#R-13.6.1).
 *
 * @param seat    the opponent answering
 * @param to      the player who played the card
 * @param options one {@code GiveCommodity} per commodity held
 *
 * @since 0.1
 */
public record ChooseCommodityToGive(int seat, int to, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseCommodityToGive {
        options = ActionList.of(options);
    }
}
