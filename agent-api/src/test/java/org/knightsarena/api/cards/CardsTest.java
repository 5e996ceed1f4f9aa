package org.knightsarena.api.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Cards#of} hands out made-once bundles for small counts and {@link Cards#with} builds without an array. */
class CardsTest {

    @Test
    void ofGivesTheCountOfOneKindOnly_smallCountsOneInstanceEach() {
        for (Card card : Card.all()) {
            for (int n = 0; n < 12; n++) {
                Cards bundle = Cards.of(card, n);
                int[] counts = new int[Card.COUNT];
                counts[card.code()] = n;
                assertEquals(Cards.fromCounts(counts), bundle, card + " " + n);
                assertEquals(n, bundle.count(card));
                assertEquals(n, bundle.total());
            }
            assertSame(Cards.of(card, 3), Cards.of(card, 3), "a small bundle is made once");
        }
        assertThrows(IllegalArgumentException.class, () -> Cards.of(Card.ORE, -1));
    }

    @Test
    void withReplacesOneKindAndKeepsTheOthers() {
        Cards hand = new Cards(1, 2, 3, 4, 5, 6, 7, 8);
        for (Card card : Card.all()) {
            int[] expected = hand.toCounts();
            expected[card.code()] = 0;
            assertEquals(Cards.fromCounts(expected), hand.with(card, 0), card.toString());
        }
        assertThrows(IllegalArgumentException.class, () -> hand.with(Card.BRICK, -2));
    }
}
