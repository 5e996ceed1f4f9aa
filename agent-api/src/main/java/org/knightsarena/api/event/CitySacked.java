package org.knightsarena.api.event;

/**
 * The barbarians reduced a city to a settlement; its wall, if any, is gone
 * (docs/rules/cities-and-knights.md#R-10.4.4, docs/rules/cities-and-knights.md#R-10.4.6).
 *
 * @param player       the owner
 * @param intersection the city's intersection
 *
 * @since 0.1
 */
public record CitySacked(int player, int intersection) implements GameEvent {}
