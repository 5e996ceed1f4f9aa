package org.knightsarena.api.event;

import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.ProgressCard;

/**
 * A player played a progress card (docs/rules/progress-cards.md#R-13.2.1); the play with its choices is public.
 *
 * @param player the player
 * @param card   the card
 * @param play   the action that played it
 *
 * @since 0.1
 */
public record ProgressCardPlayed(int player, ProgressCard card, Action play) implements GameEvent {}
