package org.knightsarena.api.event;

import org.knightsarena.api.cards.Track;

/**
 * A player drew a progress card from a deck; which card is private (docs/rules/cities-and-knights.md#R-4.3.2).
 *
 * @param player the player
 * @param deck   the deck drawn from
 *
 * @since 0.1
 */
public record ProgressCardDrawn(int player, Track deck) implements GameEvent {}
