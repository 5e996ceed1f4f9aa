package org.knightsarena.api.cards;

/**
 * A city improvement track of Cities &amp; Knights, with the commodity that pays for it
 * (docs/rules/base.md#R-1, docs/rules/cities-and-knights.md#R-7). Keyed by name, never by colour.
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Track {
    /** Science: paid in paper; level 3 is the Aqueduct. */
    SCIENCE(Card.PAPER),
    /** Trade: paid in cloth; level 3 is the Merchant Guild. */
    TRADE(Card.CLOTH),
    /** Politics: paid in coin; level 3 is the Fortress. */
    POLITICS(Card.COIN);

    /** The highest level of a track. */
    public static final int MAX_LEVEL = 5;

    private final Card commodity;

    Track(Card commodity) {
        this.commodity = commodity;
    }

    /** @return the commodity that pays for this track's levels */
    public Card commodity() {
        return commodity;
    }
}
