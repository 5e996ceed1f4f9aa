package org.knightsarena.api.event;

import org.knightsarena.api.board.Piece;

/**
 * A piece was built or placed (setup and free builds included).
 *
 * @param player   the builder
 * @param piece    the piece
 * @param location the path id of a road, the intersection id of anything else
 *
 * @since 0.1
 */
public record Built(int player, Piece piece, int location) implements GameEvent {}
