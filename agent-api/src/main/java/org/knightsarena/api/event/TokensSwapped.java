package org.knightsarena.api.event;

/**
 * Inventor swapped two number tokens (docs/rules/progress-cards.md#R-13.5.4).
 *
 * @param player the player
 * @param hexA   a hex
 * @param hexB   the other hex
 *
 * @since 0.1
 */
public record TokensSwapped(int player, int hexA, int hexB) implements GameEvent {}
