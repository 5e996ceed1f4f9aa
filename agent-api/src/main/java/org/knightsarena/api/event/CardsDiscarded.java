package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * A player discarded cards after a seven (docs/rules/cities-and-knights.md#R-4.5.1, docs/rules/base.md#R-21.3).
 *
 * @param player the player
 * @param cards  the cards discarded
 *
 * @since 0.1
 */
public record CardsDiscarded(int player, Cards cards) implements GameEvent {}
