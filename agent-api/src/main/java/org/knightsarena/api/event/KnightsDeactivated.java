package org.knightsarena.api.event;

/**
 * Every knight on the board became inactive after an attack (docs/rules/cities-and-knights.md#R-10.5.1).
 *
 * @since 0.1
 */
public record KnightsDeactivated() implements GameEvent {}
