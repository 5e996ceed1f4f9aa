package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * A player took cards from the bank by a card effect (year of plenty, and the like).
 *
 * @param player the player
 * @param cards  the cards
 *
 * @since 0.1
 */
public record CardsTaken(int player, Cards cards) implements GameEvent {}
