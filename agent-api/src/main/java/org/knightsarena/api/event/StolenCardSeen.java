package org.knightsarena.api.event;

import org.knightsarena.api.cards.Card;

/**
 * Which card a robbery took; seen by {@code viewer} only (the thief or the victim).
 *
 * @param viewer the one seat that sees this event
 * @param thief  the player stealing
 * @param victim the player robbed
 * @param card   the card stolen
 * @since 0.1
 */
public record StolenCardSeen(int viewer, int thief, int victim, Card card) implements GameEvent {
    @Override
    public boolean isVisibleTo(int seat) {
        return seat == viewer;
    }
}
