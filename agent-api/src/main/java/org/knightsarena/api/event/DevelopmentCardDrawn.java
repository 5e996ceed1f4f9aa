package org.knightsarena.api.event;

import org.knightsarena.api.cards.DevelopmentCard;

/**
 * Which development card a player bought; seen by that player only.
 *
 * @param player the buyer, the only one who sees this event
 * @param card   the card
 * @since 0.1
 */
public record DevelopmentCardDrawn(int player, DevelopmentCard card) implements GameEvent {
    @Override
    public boolean isVisibleTo(int seat) {
        return seat == player;
    }
}
