package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a player bought a development card of Barbarian Attack, which is played at once (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @since 0.4
 */
public record BarbarianCardPlayed(int player, org.knightsarena.api.cards.BarbarianAttackCard card)
        implements GameEvent {}
