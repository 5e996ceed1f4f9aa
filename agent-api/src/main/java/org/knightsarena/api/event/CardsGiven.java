package org.knightsarena.api.event;

import org.knightsarena.api.cards.Cards;

/**
 * Cards passed openly from one player to another (monopoly, and the like).
 *
 * @param from  the giving player
 * @param to    the receiving player
 * @param cards the cards
 *
 * @since 0.1
 */
public record CardsGiven(int from, int to, Cards cards) implements GameEvent {}
