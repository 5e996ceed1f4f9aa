package org.knightsarena.api.event;

import org.knightsarena.api.cards.Card;

/**
 * A player took one resource of their choice from the bank for a gold field
 * (docs/rules/seafarers.md#R-23.5).
 *
 * @param player   the owner of the building next to the gold field
 * @param resource the resource chosen, never a commodity
 *
 * @since 0.3
 */
public record GoldChosen(int player, Card resource) implements GameEvent {}
