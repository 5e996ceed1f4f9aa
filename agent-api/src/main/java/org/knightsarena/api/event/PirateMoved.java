package org.knightsarena.api.event;

/**
 * The pirate was moved (docs/rules/seafarers.md#R-23.6).
 *
 * @param player the player who moved it
 * @param hex    the sea hex it now stands on
 *
 * @since 0.2
 */
public record PirateMoved(int player, int hex) implements GameEvent {}
