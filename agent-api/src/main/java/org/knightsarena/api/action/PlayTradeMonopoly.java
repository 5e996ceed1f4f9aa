package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Plays Trade Monopoly: each opponent gives one of a commodity (docs/rules/progress-cards.md#R-13.6.6).
 *
 * @param commodity the commodity
 *
 * @since 0.1
 */
public record PlayTradeMonopoly(Card commodity) implements Action {
    /** @throws NullPointerException if an argument is null */
    public PlayTradeMonopoly {
        java.util.Objects.requireNonNull(commodity, "commodity");
    }

    /** @return {@link Action.Kind#PLAY_TRADE_MONOPOLY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_TRADE_MONOPOLY;
    }
}
