package org.knightsarena.api.event;

import org.knightsarena.api.cards.ProgressCard;

/**
 * Which progress card Spy took; seen by {@code viewer} only (the thief or the victim).
 *
 * @param viewer the one seat that sees this event
 * @param thief  the player who played Spy
 * @param victim the player robbed
 * @param card   the card taken
 * @since 0.1
 */
public record ProgressCardTaken(int viewer, int thief, int victim, ProgressCard card) implements GameEvent {
    @Override
    public boolean isVisibleTo(int seat) {
        return seat == viewer;
    }
}
