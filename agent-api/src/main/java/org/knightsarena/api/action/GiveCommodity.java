package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Gives a commodity back under Commercial Harbor (docs/rules/progress-cards.md#R-13.6.1). Answers
 * {@code ChooseCommodityToGive}.
 *
 * @param commodity the commodity
 *
 * @since 0.1
 */
public record GiveCommodity(Card commodity) implements Action {
    /** @throws NullPointerException if an argument is null */
    public GiveCommodity {
        java.util.Objects.requireNonNull(commodity, "commodity");
    }

    /** @return {@link Action.Kind#GIVE_COMMODITY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.GIVE_COMMODITY;
    }
}
