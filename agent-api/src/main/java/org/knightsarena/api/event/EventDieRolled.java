package org.knightsarena.api.event;

import org.knightsarena.api.board.EventDie;

/**
 * The event die was rolled, before production.
 *
 * @param player the active player
 * @param face   the face
 *
 * @since 0.1
 */
public record EventDieRolled(int player, EventDie face) implements GameEvent {}
