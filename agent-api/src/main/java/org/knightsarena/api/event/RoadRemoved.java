package org.knightsarena.api.event;

/**
 * A road was removed from the board by Diplomat (docs/rules/progress-cards.md#R-13.7.4).
 *
 * @param player the player who removed it
 * @param owner  the road's owner
 * @param path   the path
 *
 * @since 0.1
 */
public record RoadRemoved(int player, int owner, int path) implements GameEvent {}
