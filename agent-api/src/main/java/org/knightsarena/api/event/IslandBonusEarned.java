package org.knightsarena.api.event;

/**
 * A player's first settlement in a foreign area of a Seafarers map earned that area's special
 * victory points (docs/rules/seafarers.md#R-23.9.2); they are kept for good (docs/rules/seafarers.md#R-23.9.3).
 *
 * @param player the player who settled
 * @param area   the map file's id of the area
 * @param points the special victory points earned
 *
 * @since 0.3
 */
public record IslandBonusEarned(int player, String area, int points) implements GameEvent {}
