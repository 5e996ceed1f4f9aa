package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * A player traded with the bank (docs/rules/base.md#R-12.2, docs/rules/base.md#R-21.8).
 *
 * @param player the player
 * @param gave   the cards given (2, 3 or 4 of one kind)
 * @param took   the card taken
 *
 * @since 0.1
 */
public record BankTraded(int player, Cards gave, Cards took) implements GameEvent {}
