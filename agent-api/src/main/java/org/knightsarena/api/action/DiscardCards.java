package org.knightsarena.api.action;

import java.util.Objects;
import org.knightsarena.api.cards.Cards;

/**
 * Discards cards to the bank after a seven. Answers {@code Discard}.
 *
 * @param cards the cards, exactly as many as the decision asks
 *
 * @since 0.1
 */
public record DiscardCards(Cards cards) implements Action {
    /** @throws NullPointerException if {@code cards} is null */
    public DiscardCards {
        Objects.requireNonNull(cards, "cards");
    }

    /** @return {@link Action.Kind#DISCARD_CARDS} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DISCARD_CARDS;
    }
}
