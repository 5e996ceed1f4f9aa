package org.knightsarena.api.action;

import org.knightsarena.api.cards.Cards;

/**
 * Gives cards of one's choice to another player (Wedding). Answers {@code ChooseGift}.
 *
 * @param cards the cards
 *
 * @since 0.1
 */
public record GiveCards(Cards cards) implements Action {
    /** @throws NullPointerException if an argument is null */
    public GiveCards {
        java.util.Objects.requireNonNull(cards, "cards");
    }

    /** @return {@link Action.Kind#GIVE_CARDS} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.GIVE_CARDS;
    }
}
