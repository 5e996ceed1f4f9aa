package org.knightsarena.api.event;

import org.knightsarena.api.cards.DevelopmentCard;

/**
 * A player played a development card (docs/rules/base.md#R-21.5).
 *
 * @param player the player
 * @param card   the card played
 *
 * @since 0.1
 */
public record DevelopmentCardPlayed(int player, DevelopmentCard card) implements GameEvent {}
