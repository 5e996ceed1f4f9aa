package org.knightsarena.api.event;

import org.knightsarena.api.cards.Track;

/**
 * A player discarded a progress card to get back to four; it went under its deck (docs/rules/progress-cards.md#R-13.3).
 *
 * @param player the player
 * @param deck   the card's deck
 *
 * @since 0.1
 */
public record ProgressCardDiscarded(int player, Track deck) implements GameEvent {}
