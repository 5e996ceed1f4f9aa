package org.knightsarena.api.event;

/**
 * A player took the Longest Road (docs/rules/base.md#R-15.3).
 *
 * @param player the new holder
 * @param length the holder's road length, 5 or more
 *
 * @since 0.1
 */
public record LongestRoadTaken(int player, int length) implements GameEvent {}
