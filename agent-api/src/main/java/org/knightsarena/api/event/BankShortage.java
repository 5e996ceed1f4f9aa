package org.knightsarena.api.event;

import org.knightsarena.api.cards.Card;

/**
 * The bank could not pay every entitled player a kind, so nobody received it
 * (docs/rules/cities-and-knights.md#R-4.4.3).
 *
 * @param card the kind not paid
 *
 * @since 0.1
 */
public record BankShortage(Card card) implements GameEvent {}
