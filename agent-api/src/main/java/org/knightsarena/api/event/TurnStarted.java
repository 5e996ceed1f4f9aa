package org.knightsarena.api.event;

/**
 * A player's turn began.
 *
 * @param turn   the turn number, from 1 (setup is turn 0)
 * @param player the active player
 *
 * @since 0.1
 */
public record TurnStarted(int turn, int player) implements GameEvent {}
