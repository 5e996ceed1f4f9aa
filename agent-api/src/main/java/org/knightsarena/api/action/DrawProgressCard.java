package org.knightsarena.api.action;

import org.knightsarena.api.cards.Track;

/**
 * Takes the top card of a progress deck: a defender tied for the most strength chooses the deck
 * (docs/rules/cities-and-knights.md#R-10.3.2). Answers {@code ChooseProgressDeck}.
 *
 * @param deck the deck
 *
 * @since 0.1
 */
public record DrawProgressCard(Track deck) implements Action {
    /** @throws NullPointerException if an argument is null */
    public DrawProgressCard {
        java.util.Objects.requireNonNull(deck, "deck");
    }

    /** @return {@link Action.Kind#DRAW_PROGRESS_CARD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DRAW_PROGRESS_CARD;
    }
}
