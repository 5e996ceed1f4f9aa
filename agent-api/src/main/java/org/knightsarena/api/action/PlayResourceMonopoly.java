package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Plays Resource Monopoly: each opponent gives up to two of a resource (docs/rules/progress-cards.md#R-13.6.5).
 *
 * @param resource the resource
 *
 * @since 0.1
 */
public record PlayResourceMonopoly(Card resource) implements Action {
    /** @throws NullPointerException if an argument is null */
    public PlayResourceMonopoly {
        java.util.Objects.requireNonNull(resource, "resource");
    }

    /** @return {@link Action.Kind#PLAY_RESOURCE_MONOPOLY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_RESOURCE_MONOPOLY;
    }
}
