package org.knightsarena.platform.game.state;

import java.util.Arrays;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * A slice of the state: every seat's hand of resource and commodity cards, and the bank's
 * . It owns the arrays, their copy and their part of a position (each seat's {@code hand},
 * the {@code bank}). The arrays stay plain, indexed {@code seat * Card.COUNT + card} and
 * {@code card}, so the rules read them without a call; every move of cards between a hand and
 * the bank goes through the methods here, which keep the total of each card constant.
 * Not thread-safe.
 */
public final class HandsAndBank {
    /** Cards of each resource in the bank at the start of a 3 or 4 player game (R-2.2; TableComponents for 5–6). */
    static final int BANK_PER_RESOURCE = 19;
    /** Cards of each commodity in the bank at the start of a 3 or 4 player Cities &amp; Knights game. */
    static final int BANK_PER_COMMODITY = 12;

    public final int[] hand; // seat * 8 + card
    public final int[] bank; // card
    private final int players;
    /**
     * Scratch: the value {@link #handOf} last made for each seat, checked against the counts
     * before it is handed out again, so no write to {@link #hand} can leave it stale. Values, so
     * a copy may start from the same ones.
     */
    private final Cards[] lastHands;

    HandsAndBank(int players) {
        hand = new int[players * Card.COUNT];
        bank = new int[Card.COUNT];
        Arrays.fill(bank, 0, Card.RESOURCE_COUNT, TableComponents.bankPerResource(players));
        this.players = players;
        lastHands = new Cards[players];
    }

    private HandsAndBank(HandsAndBank o) {
        hand = o.hand.clone();
        bank = o.bank.clone();
        players = o.players;
        lastHands = o.lastHands.clone();
    }

    /** @return an independent copy */
    HandsAndBank copy() {
        return new HandsAndBank(this);
    }

    /** Puts the commodities in the bank, for Cities &amp; Knights. */
    void stockCommodities() {
        Arrays.fill(bank, Card.RESOURCE_COUNT, Card.COUNT, TableComponents.bankPerCommodity(players));
    }

    /** @return how many cards of that kind the seat holds */
    public int count(int seat, Card card) {
        return hand[seat * Card.COUNT + card.ordinal()];
    }

    /** @return how many cards the seat holds */
    public int handSize(int seat) {
        int total = 0;
        int base = seat * Card.COUNT;
        for (int c = 0; c < Card.COUNT; c++) {
            total += hand[base + c];
        }
        return total;
    }

    /**
     * @return the seat's hand as a value: the one last made for that seat while the hand still
     *     holds those counts (a hand is asked for at most decisions and changes at far fewer),
     *     so most decisions make none
     */
    public Cards handOf(int seat) {
        int b = seat * Card.COUNT;
        Cards last = lastHands[seat];
        if (last != null
                && last.brick() == hand[b]
                && last.lumber() == hand[b + 1]
                && last.wool() == hand[b + 2]
                && last.grain() == hand[b + 3]
                && last.ore() == hand[b + 4]
                && last.paper() == hand[b + 5]
                && last.cloth() == hand[b + 6]
                && last.coin() == hand[b + 7]) {
            return last;
        }
        Cards made = Cards.fromCounts(hand, b);
        lastHands[seat] = made;
        return made;
    }

    /** @return whether the seat holds all of {@code cards} */
    public boolean holds(int seat, Cards cards) {
        int b = seat * Card.COUNT;
        return hand[b] >= cards.brick()
                && hand[b + 1] >= cards.lumber()
                && hand[b + 2] >= cards.wool()
                && hand[b + 3] >= cards.grain()
                && hand[b + 4] >= cards.ore()
                && hand[b + 5] >= cards.paper()
                && hand[b + 6] >= cards.cloth()
                && hand[b + 7] >= cards.coin();
    }

    /** Moves cards from a hand to the bank. */
    public void pay(int seat, Cards cards) {
        move(cards, hand, seat * Card.COUNT, bank, 0);
    }

    /** Moves cards from the bank to a hand. */
    public void receive(int seat, Cards cards) {
        move(cards, bank, 0, hand, seat * Card.COUNT);
    }

    /** Moves cards from one hand to another. */
    public void transfer(int from, int to, Cards cards) {
        move(cards, hand, from * Card.COUNT, hand, to * Card.COUNT);
    }

    /** Moves {@code n} cards of one kind from a hand to the bank. */
    public void payOne(int seat, Card card, int n) {
        hand[seat * Card.COUNT + card.ordinal()] -= n;
        bank[card.ordinal()] += n;
    }

    /** Moves {@code n} cards of one kind from the bank to a hand. */
    public void receiveOne(int seat, Card card, int n) {
        hand[seat * Card.COUNT + card.ordinal()] += n;
        bank[card.ordinal()] -= n;
    }

    private static void move(Cards cards, int[] from, int fromBase, int[] to, int toBase) {
        if (from[fromBase] < cards.brick()
                || from[fromBase + 1] < cards.lumber()
                || from[fromBase + 2] < cards.wool()
                || from[fromBase + 3] < cards.grain()
                || from[fromBase + 4] < cards.ore()
                || from[fromBase + 5] < cards.paper()
                || from[fromBase + 6] < cards.cloth()
                || from[fromBase + 7] < cards.coin()) {
            throw new IllegalStateException("not enough cards to move " + cards);
        }
        shift(from, fromBase, to, toBase, 0, cards.brick());
        shift(from, fromBase, to, toBase, 1, cards.lumber());
        shift(from, fromBase, to, toBase, 2, cards.wool());
        shift(from, fromBase, to, toBase, 3, cards.grain());
        shift(from, fromBase, to, toBase, 4, cards.ore());
        shift(from, fromBase, to, toBase, 5, cards.paper());
        shift(from, fromBase, to, toBase, 6, cards.cloth());
        shift(from, fromBase, to, toBase, 7, cards.coin());
    }

    private static void shift(int[] from, int fromBase, int[] to, int toBase, int card, int n) {
        from[fromBase + card] -= n;
        to[toBase + card] += n;
    }

    /** @return whether the bank holds at least one resource card (commodities do not count) */
    public boolean anyResourceInBank() {
        for (int r = 0; r < Card.RESOURCE_COUNT; r++) {
            if (bank[r] > 0) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- position

    /** Writes the position's {@code bank}. */
    public void writeBank(PositionNode root) {
        PositionFields.cardsNode(root, "bank", cards(bank, 0));
    }

    /** Reads the position's {@code bank}. */
    public void readBank(PositionFields root) {
        System.arraycopy(root.cards("bank").toCounts(), 0, bank, 0, Card.COUNT);
    }

    /** Writes the seat's {@code hand}. */
    public void writeHand(int p, PositionNode seat) {
        PositionFields.cardsNode(seat, "hand", cards(hand, p * Card.COUNT));
    }

    /** Reads the seat's {@code hand}. */
    public void readHand(int p, PositionFields seat) {
        System.arraycopy(seat.cards("hand").toCounts(), 0, hand, p * Card.COUNT, Card.COUNT);
    }

    private static Cards cards(int[] counts, int base) {
        return Cards.fromCounts(Arrays.copyOfRange(counts, base, base + Card.COUNT));
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof HandsAndBank o && Arrays.equals(hand, o.hand) && Arrays.equals(bank, o.bank);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(hand) + Arrays.hashCode(bank);
    }
}
