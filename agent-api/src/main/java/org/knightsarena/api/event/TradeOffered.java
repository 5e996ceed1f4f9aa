package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * The active player offered a trade to the others (docs/rules/base.md#R-12.1).
 *
 * @param player the offerer
 * @param give   what the offerer gives
 * @param take   what the offerer wants
 *
 * @since 0.1
 */
public record TradeOffered(int player, Cards give, Cards take) implements GameEvent {}
