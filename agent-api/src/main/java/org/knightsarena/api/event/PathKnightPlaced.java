package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a knight of Barbarian Attack entered on a path (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @since 0.4
 */
public record PathKnightPlaced(int player, int path) implements GameEvent {}
