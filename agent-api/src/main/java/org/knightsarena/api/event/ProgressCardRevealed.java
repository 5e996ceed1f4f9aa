package org.knightsarena.api.event;

import org.knightsarena.api.cards.ProgressCard;

/**
 * A victory point progress card was laid face up at once.
 *
 * @param player the player
 * @param card   Printer or Constitution
 *
 * @since 0.1
 */
public record ProgressCardRevealed(int player, ProgressCard card) implements GameEvent {}
