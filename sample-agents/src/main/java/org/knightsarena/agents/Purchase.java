package org.knightsarena.agents;

import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * Something a base-game player pays the bank for, with its price (R-21.4, and the build costs
 * the base game shares with Cities &amp; Knights). Immutable and thread-safe.
 */
enum Purchase {
    /** A road: 1 brick, 1 lumber. */
    ROAD(new Cards(1, 1, 0, 0, 0, 0, 0, 0)),
    /** A settlement: 1 brick, 1 lumber, 1 wool, 1 grain. */
    SETTLEMENT(new Cards(1, 1, 1, 1, 0, 0, 0, 0)),
    /** A city: 2 grain, 3 ore. */
    CITY(new Cards(0, 0, 0, 2, 3, 0, 0, 0)),
    /** A development card: 1 wool, 1 grain, 1 ore. */
    DEVELOPMENT_CARD(new Cards(0, 0, 1, 1, 1, 0, 0, 0)),
    /** A ship on a Seafarers map: 1 lumber, 1 wool (docs/rules/seafarers.md#R-23.2.1). */
    SHIP(new Cards(0, 1, 1, 0, 0, 0, 0, 0));

    private final Cards cost;
    private final int[] costCounts;

    Purchase(Cards cost) {
        this.cost = cost;
        this.costCounts = cost.toCounts();
    }

    /** @return the price */
    Cards cost() {
        return cost;
    }

    /** @return how many of {@code card} the price holds */
    int cost(Card card) {
        return costCounts[card.code()];
    }

    /**
     * @param hand the cards held
     * @return how many more cards the hand needs to pay the price, 0 if it can pay now
     */
    int shortfall(Cards hand) {
        int[] held = hand.toCounts();
        int missing = 0;
        for (int k = 0; k < Card.COUNT; k++) {
            missing += Math.max(0, costCounts[k] - held[k]);
        }
        return missing;
    }

    /**
     * @param hand the cards held
     * @return the part of the hand that goes toward the price: kind by kind, the smaller count
     */
    Cards reservedFrom(Cards hand) {
        int[] held = hand.toCounts();
        for (int k = 0; k < Card.COUNT; k++) {
            held[k] = Math.min(held[k], costCounts[k]);
        }
        return Cards.fromCounts(held);
    }
}
