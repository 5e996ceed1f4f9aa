package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses the progress deck to draw from, as a defender tied for the most strength
 * (docs/rules/cities-and-knights.md#R-10.3.2).
 *
 * @param seat    the player drawing
 * @param options one {@code DrawProgressCard} per deck with cards left
 *
 * @since 0.1
 */
public record ChooseProgressDeck(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseProgressDeck {
        options = ActionList.of(options);
    }
}
