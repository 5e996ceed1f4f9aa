package org.knightsarena.api.board;

/**
 * What stands on an intersection, as far as buildings go. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Building {
    /** No building. */
    NONE,
    /** A settlement: 1 victory point, produces 1 card. */
    SETTLEMENT,
    /** A city: 2 victory points, produces 2 cards. */
    CITY
}
