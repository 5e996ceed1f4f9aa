package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * A trade between the offerer and one partner took place.
 *
 * @param offerer the active player
 * @param partner the accepting player chosen
 * @param give    what the offerer gave
 * @param take    what the offerer received
 *
 * @since 0.1
 */
public record TradeCompleted(int offerer, int partner, Cards give, Cards take) implements GameEvent {}
