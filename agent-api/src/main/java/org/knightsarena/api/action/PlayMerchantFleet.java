package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Plays Merchant Fleet: one kind trades 2:1 with the bank until the end of the turn
 * (docs/rules/progress-cards.md#R-13.6.4).
 *
 * @param card the kind
 *
 * @since 0.1
 */
public record PlayMerchantFleet(Card card) implements Action {
    /** @throws NullPointerException if an argument is null */
    public PlayMerchantFleet {
        java.util.Objects.requireNonNull(card, "card");
    }

    /** @return {@link Action.Kind#PLAY_MERCHANT_FLEET} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_MERCHANT_FLEET;
    }
}
