package org.knightsarena.api.event;

/**
 * A player took the Largest Army (docs/rules/base.md#R-21.7).
 *
 * @param player  the new holder
 * @param knights how many knights the holder has played
 *
 * @since 0.1
 */
public record LargestArmyTaken(int player, int knights) implements GameEvent {}
