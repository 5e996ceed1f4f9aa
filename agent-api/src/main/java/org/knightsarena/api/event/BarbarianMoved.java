package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a player moved a barbarian with a Treason card
 * (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @param player the player who played the card
 * @param from   the hex it left
 * @param to     the coastal hex it now stands on
 *
 * @since 0.4
 */
public record BarbarianMoved(int player, int from, int to) implements GameEvent {}
