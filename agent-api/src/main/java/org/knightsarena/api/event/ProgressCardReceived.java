package org.knightsarena.api.event;

import org.knightsarena.api.cards.ProgressCard;

/**
 * Which progress card a player received; seen by that player only.
 *
 * @param player the player, the only one who sees this event
 * @param card   the card
 * @since 0.1
 */
public record ProgressCardReceived(int player, ProgressCard card) implements GameEvent {
    @Override
    public boolean isVisibleTo(int seat) {
        return seat == player;
    }
}
