package org.knightsarena.api.event;

/**
 * The robber was moved (docs/rules/base.md#R-21.3, docs/rules/cities-and-knights.md#R-11.2).
 *
 * @param player the player who moved it
 * @param hex    the hex it now stands on
 *
 * @since 0.1
 */
public record RobberMoved(int player, int hex) implements GameEvent {}
