package org.knightsarena.api.event;

/**
 * A progress card was taken by Spy; which card is seen only by the two players (docs/rules/progress-cards.md#R-13.7.7).
 *
 * @param thief  the player who played Spy
 * @param victim the player robbed
 *
 * @since 0.1
 */
public record ProgressCardStolen(int thief, int victim) implements GameEvent {}
