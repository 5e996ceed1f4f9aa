package org.knightsarena.api.event;

/**
 * A player's trade tokens of Catan for Two changed (docs/rules/traders-and-barbarians.md#R-24.2.4,
 * docs/rules/traders-and-barbarians.md#R-24.2.5): earned from the supply for a settlement or a Knight card, or paid back to it for a
 * token action.
 *
 * @param player the player
 * @param change tokens earned (positive) or paid (negative)
 * @param tokens the tokens the player holds now
 *
 * @since 0.3
 */
public record TradeTokensChanged(int player, int change, int tokens) implements GameEvent {}
