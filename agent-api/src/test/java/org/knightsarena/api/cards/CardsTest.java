package org.knightsarena.api.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * {@link Cards#of} hands out made-once bundles for small counts, {@link Cards#fromCounts} the
 * same for one kind, and {@link Cards#with} builds without an array.
 */
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

    @Test
    void countsFromAnOffsetGiveTheBundleAndOneKindsSmallBundleIsShared() {
        int[] table = {9, 9, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0};
        assertEquals(new Cards(1, 0, 2, 0, 0, 0, 3, 0), Cards.fromCounts(table, 2));
        assertSame(Cards.of(Card.BRICK, 3), Cards.fromCounts(table, 8));
        assertSame(Cards.NONE, Cards.fromCounts(table, 10));
        assertEquals(Cards.of(Card.COIN, 9), Cards.fromCounts(new int[] {0, 0, 0, 0, 0, 0, 0, 9}));
        assertThrows(IndexOutOfBoundsException.class, () -> Cards.fromCounts(table, 21));
        assertThrows(IllegalArgumentException.class, () -> Cards.fromCounts(new int[] {0, 0, -1, 0, 0, 0, 0, 0}));
        assertThrows(IllegalArgumentException.class, () -> Cards.fromCounts(new int[] {1, 0, -1, 0, 0, 0, 0, 0}));
    }
}
