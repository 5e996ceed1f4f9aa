package org.knightsarena.api.event;

/**
 * A card was stolen; which card is seen only by the two players involved (see {@link StolenCardSeen}).
 *
 * @param thief  the player stealing
 * @param victim the player robbed
 *
 * @since 0.1
 */
public record CardStolen(int thief, int victim) implements GameEvent {}
