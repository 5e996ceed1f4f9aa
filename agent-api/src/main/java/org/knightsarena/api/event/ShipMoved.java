package org.knightsarena.api.event;

/**
 * A player moved one of their ships (docs/rules/seafarers.md#R-23.3).
 *
 * @param player the ship's owner
 * @param from   the path it left
 * @param to     the path it now stands on
 *
 * @since 0.2
 */
public record ShipMoved(int player, int from, int to) implements GameEvent {}
