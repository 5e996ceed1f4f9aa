package org.knightsarena.api.event;

/**
 * A player bought a development card; which one is private (docs/rules/base.md#R-21.4).
 *
 * @param player the buyer
 *
 * @since 0.1
 */
public record DevelopmentCardBought(int player) implements GameEvent {}
