package org.knightsarena.platform.game.state;

import java.util.Arrays;
import org.knightsarena.api.cards.DevelopmentCard;

/**
 * A slice of the state: the development cards each seat holds unplayed, and of those the ones
 * bought this turn, which may not be played before the next. It owns the arrays, their
 * copy and its part of a position (each seat's {@code developmentCards} and
 * {@code boughtThisTurn}). The arrays stay plain, indexed {@code seat * KINDS + card.ordinal()},
 * so the rules and the search's redeal read them without a call. Unused in Cities &amp; Knights.
 * Not thread-safe.
 */
public final class DevelopmentHands {
    /** The kinds of development card. */
    public static final int KINDS = DevelopmentCard.values().length;

    public final int[] held; // seat * KINDS + kind: unplayed cards held
    public final int[] bought; // seat * KINDS + kind: of those, bought this turn

    public DevelopmentHands(int players) {
        held = new int[players * KINDS];
        bought = new int[players * KINDS];
    }

    private DevelopmentHands(DevelopmentHands o) {
        held = o.held.clone();
        bought = o.bought.clone();
    }

    /** @return an independent copy */
    public DevelopmentHands copy() {
        return new DevelopmentHands(this);
    }

    /** @return how many cards of that kind the seat holds unplayed */
    public int count(int seat, DevelopmentCard card) {
        return held[seat * KINDS + card.ordinal()];
    }

    /** @return how many development cards the seat holds unplayed */
    public int total(int seat) {
        int total = 0;
        for (int k = 0; k < KINDS; k++) {
            total += held[seat * KINDS + k];
        }
        return total;
    }

    /** @return whether the seat holds a card of that kind bought before this turn */
    public boolean canPlay(int seat, DevelopmentCard card) {
        int i = seat * KINDS + card.ordinal();
        return held[i] - bought[i] > 0;
    }

    /** @return the seat's victory point cards, hidden from the others until it wins */
    public int victoryPoints(int seat) {
        return held[seat * KINDS + DevelopmentCard.VICTORY_POINT.ordinal()];
    }

    /** Adds a card bought this turn to the seat's hand. */
    public void buy(int seat, DevelopmentCard card) {
        held[seat * KINDS + card.ordinal()]++;
        bought[seat * KINDS + card.ordinal()]++;
    }

    /** Adds a card to the seat's hand as if bought on an earlier turn, playable now (test situations). */
    public void give(int seat, DevelopmentCard card) {
        held[seat * KINDS + card.ordinal()]++;
    }

    /** Takes a played card out of the seat's hand. */
    public void play(int seat, DevelopmentCard card) {
        held[seat * KINDS + card.ordinal()]--;
    }

    /** At the end of the seat's turn the cards it bought become playable. */
    public void endTurn(int seat) {
        Arrays.fill(bought, seat * KINDS, (seat + 1) * KINDS, 0);
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code developmentCards} and {@code boughtThisTurn}. */
    public void writeSeat(int p, PositionNode seat) {
        PositionFields.countsNode(seat, "developmentCards", DevelopmentCard.class, held, p * KINDS);
        PositionFields.countsNode(seat, "boughtThisTurn", DevelopmentCard.class, bought, p * KINDS);
    }

    /** Reads the seat's {@code developmentCards} and {@code boughtThisTurn}; no more bought than held. */
    public void readSeat(int p, PositionFields seat) {
        int base = p * KINDS;
        seat.counts("developmentCards", DevelopmentCard.class, held, base);
        seat.counts("boughtThisTurn", DevelopmentCard.class, bought, base);
        for (DevelopmentCard card : DevelopmentCard.values()) {
            if (bought[base + card.ordinal()] > held[base + card.ordinal()]) {
                throw PositionFields.fail(
                        seat.at("boughtThisTurn") + "." + card.name(), "more bought this turn than held");
            }
        }
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof DevelopmentHands o && Arrays.equals(held, o.held) && Arrays.equals(bought, o.bought);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(held) + Arrays.hashCode(bought);
    }
}
