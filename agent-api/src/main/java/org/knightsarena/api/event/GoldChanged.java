package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a player's gold changed by {@code change} to {@code gold} (docs/rules/traders-and-barbarians.md#R-24.1.9).
 *
 * @since 0.4
 */
public record GoldChanged(int player, int change, int gold) implements GameEvent {}
