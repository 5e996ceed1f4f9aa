package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Gives an opponent a resource under Commercial Harbor; the opponent answers with a commodity of
 * their choice (docs/rules/progress-cards.md#R-13.6.1).
 *
 * @param opponent the opponent, one with a commodity not yet exchanged with this turn
 * @param resource the resource given
 *
 * @since 0.1
 */
public record HarborExchange(int opponent, Card resource) implements Action {
    /** @throws IllegalArgumentException if the card is a commodity */
    public HarborExchange {
        Ids.check("opponent", opponent);
        java.util.Objects.requireNonNull(resource, "resource");
        if (resource.isCommodity()) {
            throw new IllegalArgumentException("Commercial Harbor gives a resource, not " + resource);
        }
    }

    /** @return {@link Action.Kind#HARBOR_EXCHANGE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.HARBOR_EXCHANGE;
    }
}
