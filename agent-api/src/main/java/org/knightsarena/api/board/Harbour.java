package org.knightsarena.api.board;

import java.util.Optional;
import org.knightsarena.api.cards.Card;

/**
 * A harbour's trade rate, or {@link #NONE} for an intersection without one.
 *
 * <p>A player has a harbour when one of their buildings stands on one of its two coastal
 * intersections (docs/rules/base.md#R-2.1.3). {@link #GENERIC} trades any one kind 3:1; the five special
 * harbours trade their resource 2:1 (never a commodity, docs/rules/base.md#R-12.2.2). Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Harbour {
    /** No harbour. */
    NONE(null, 4),
    /** Generic harbour: three of one kind for any one card. */
    GENERIC(null, 3),
    /** Two brick for any one card. */
    BRICK(Card.BRICK, 2),
    /** Two lumber for any one card. */
    LUMBER(Card.LUMBER, 2),
    /** Two wool for any one card. */
    WOOL(Card.WOOL, 2),
    /** Two grain for any one card. */
    GRAIN(Card.GRAIN, 2),
    /** Two ore for any one card. */
    ORE(Card.ORE, 2);

    private final Card resource;
    private final int rate;

    Harbour(Card resource, int rate) {
        this.resource = resource;
        this.rate = rate;
    }

    /** @return the resource of a special harbour; empty for generic and none */
    public Optional<Card> resource() {
        return Optional.ofNullable(resource);
    }

    /** @return how many cards of one kind this harbour takes for one card: 2, 3, or 4 for none */
    public int rate() {
        return rate;
    }
}
