package org.knightsarena.api.action;

import org.knightsarena.api.cards.ProgressCard;

/**
 * Discards a progress card to keep within the limit of four (docs/rules/progress-cards.md#R-13.3).
 * Answers {@code ChooseProgressDiscard}.
 *
 * @param card the card, one the player holds
 *
 * @since 0.1
 */
public record DiscardProgressCard(ProgressCard card) implements Action {
    /** @throws NullPointerException if an argument is null */
    public DiscardProgressCard {
        java.util.Objects.requireNonNull(card, "card");
    }

    /** @return {@link Action.Kind#DISCARD_PROGRESS_CARD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DISCARD_PROGRESS_CARD;
    }
}
