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
    CITY,
    /** A city wall, under a city (Cities &amp; Knights). */
    CITY_WALL,
    /** A basic knight, on an intersection (Cities &amp; Knights). */
    KNIGHT,
    /**
     * A ship, on a sea path or coast of a Seafarers map (docs/rules/seafarers.md#R-23.2).
     *
     * @since 0.2
     */
    SHIP
}
