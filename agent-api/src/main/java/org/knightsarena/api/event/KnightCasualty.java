package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: a knight fell after a capture and went back to its owner's supply (docs/rules/traders-and-barbarians.md#R-24.1.8).
 *
 * @since 0.4
 */
public record KnightCasualty(int player, int path) implements GameEvent {}
