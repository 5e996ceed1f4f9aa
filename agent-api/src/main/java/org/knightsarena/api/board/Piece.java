package org.knightsarena.api.board;

/**
 * A kind of piece a player builds or places. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Piece {
    /** A road, on a path. */
    ROAD,
    /** A settlement, on an intersection. */
    SETTLEMENT,
    /** A city, on an intersection (replaces a settlement). */
    CITY
}
