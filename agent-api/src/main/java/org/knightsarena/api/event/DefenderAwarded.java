package org.knightsarena.api.event;

/**
 * The single strongest defender received a Defender of Catan point (docs/rules/cities-and-knights.md#R-10.3.1).
 *
 * @param player the defender
 *
 * @since 0.1
 */
public record DefenderAwarded(int player) implements GameEvent {}
