package org.knightsarena.api.action;

import org.knightsarena.api.cards.Cards;

/**
 * Takes cards from an opponent's hand (Master Merchant). Answers {@code ChooseCardsToTake}.
 *
 * @param cards the cards
 *
 * @since 0.1
 */
public record TakeCards(Cards cards) implements Action {
    /** @throws NullPointerException if an argument is null */
    public TakeCards {
        java.util.Objects.requireNonNull(cards, "cards");
    }

    /** @return {@link Action.Kind#TAKE_CARDS} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.TAKE_CARDS;
    }
}
