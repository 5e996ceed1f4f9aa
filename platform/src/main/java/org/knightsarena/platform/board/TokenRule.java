package org.knightsarena.platform.board;

/**
 * How {@link StandardMap#random} may place the number tokens.
 *
 * <p>The constraint is a house convention, not a rule of the game, so a match chooses it.
 *
 * @since 0.1
 */
public enum TokenRule {
    /** Any placement of the 18 tokens on the 18 producing hexes. */
    ANY,
    /**
     * No 6 or 8 on a hex that shares an edge with another hex carrying a 6 or 8, so the two
     * most frequent sums never pile up on one spot.
     */
    NO_ADJACENT_RED
}
