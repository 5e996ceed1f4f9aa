package org.knightsarena.api.event;

/**
 * What happened to a knight in a {@link KnightChanged} event. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum KnightChange {
    /** Recruited, or placed by a card. */
    PLACED,
    /** Made active. */
    ACTIVATED,
    /** Promoted one step. */
    PROMOTED,
    /** Moved by its owner (and made inactive). */
    MOVED,
    /** Used to chase the robber away (and made inactive). */
    CHASED_ROBBER,
    /** Pushed off by a stronger knight and relocated by its owner. */
    DISPLACED,
    /** Taken off the board to its owner's supply. */
    REMOVED,
    /**
     * Used to chase the pirate away from a sea hex it touches (and made inactive), on a Seafarers
     * map with Cities &amp; Knights.
     *
     * @since 0.4
     */
    CHASED_PIRATE
}
