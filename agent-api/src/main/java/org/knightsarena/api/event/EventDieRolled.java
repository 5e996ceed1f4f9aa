package org.knightsarena.api.event;

import org.knightsarena.api.board.EventDie;

/**
 * The event die was rolled, before production (docs/rules/cities-and-knights.md#R-4.2.1,
 * docs/rules/cities-and-knights.md#R-4.3).
 *
 * @param player the active player
 * @param face   the face
 *
 * @since 0.1
 */
public record EventDieRolled(int player, EventDie face) implements GameEvent {}
