package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * A player received cards from production (docs/rules/cities-and-knights.md#R-4.4, docs/rules/base.md#R-21.2).
 *
 * @param player the receiving player
 * @param cards  the cards received, not empty
 *
 * @since 0.1
 */
public record Produced(int player, Cards cards) implements GameEvent {}
