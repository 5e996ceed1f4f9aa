package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: barbarians landed on a coastal hex (docs/rules/traders-and-barbarians.md#R-24.1.3); {@code barbarians} is how many stand there now, 3 when it is conquered.
 *
 * @since 0.4
 */
public record BarbarianLanded(int hex, int barbarians) implements GameEvent {}
