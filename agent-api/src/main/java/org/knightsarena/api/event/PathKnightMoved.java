package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a knight of Barbarian Attack moved along the paths (docs/rules/traders-and-barbarians.md#R-24.1.6), paying 1 grain when {@code paidGrain}.
 *
 * @since 0.4
 */
public record PathKnightMoved(int player, int from, int to, boolean paidGrain) implements GameEvent {}
