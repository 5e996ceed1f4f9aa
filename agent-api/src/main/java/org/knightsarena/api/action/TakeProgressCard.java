package org.knightsarena.api.action;

import org.knightsarena.api.cards.ProgressCard;

/**
 * Takes a progress card from an opponent (Spy). Answers {@code ChooseProgressCardToTake}.
 *
 * @param card the card
 *
 * @since 0.1
 */
public record TakeProgressCard(ProgressCard card) implements Action {
    /** @throws NullPointerException if an argument is null */
    public TakeProgressCard {
        java.util.Objects.requireNonNull(card, "card");
    }

    /** @return {@link Action.Kind#TAKE_PROGRESS_CARD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.TAKE_PROGRESS_CARD;
    }
}
