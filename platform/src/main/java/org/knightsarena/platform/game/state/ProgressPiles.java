package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;

/**
 * A slice of the state: where the progress cards are, each seat's hand and the three
 * decks in draw order. It owns the arrays, their copy and their part of a position (each seat's
 * {@code progressCards}, the {@code progressDecks} of {@code citiesAndKnights}). The arrays stay
 * plain, so the rules read them without a call; they are empty in the base game. Not thread-safe.
 */
public final class ProgressPiles {
    /** The kinds of progress card. */
    public static final int KINDS = 27;
    /** The cards of one deck: a deck plus the hands never hold more of its track. */
    static final int DECK_CARDS = 18;

    private static final ProgressCard[] CARDS = ProgressCard.values();

    public int[] hand = new int[0]; // seat * KINDS + ProgressCard ordinal
    public int[][] decks = new int[0][]; // track: ProgressCard ordinals, top = last
    public int[] deckSize = new int[0]; // track

    ProgressPiles() {}

    private ProgressPiles(ProgressPiles o) {
        hand = o.hand.clone();
        decks = new int[o.decks.length][];
        for (int t = 0; t < decks.length; t++) {
            decks[t] = o.decks[t].clone();
        }
        deckSize = o.deckSize.clone();
    }

    /** Sets up the Cities &amp; Knights arrays: empty hands and decks, to be shuffled in. */
    public void start(int players) {
        hand = new int[players * KINDS];
        decks = new int[Improvements.TRACKS][DECK_CARDS];
        deckSize = new int[Improvements.TRACKS];
    }

    /** @return an independent copy */
    public ProgressPiles copy() {
        return new ProgressPiles(this);
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code progressCards}. */
    public void writeHand(int p, PositionNode seat) {
        PositionFields.countsNode(seat, "progressCards", ProgressCard.class, hand, p * KINDS);
    }

    /** Reads the seat's {@code progressCards}. */
    public void readHand(int p, PositionFields seat) {
        seat.counts("progressCards", ProgressCard.class, hand, p * KINDS);
    }

    /** Writes the {@code progressDecks} of the position's {@code citiesAndKnights} object. */
    public void writeDecks(PositionNode ck) {
        PositionNode node = ck.putObject("progressDecks");
        for (Track t : Track.values()) {
            PositionNode deck = node.putArray(t.name());
            for (int i = 0; i < deckSize[t.ordinal()]; i++) {
                deck.add(CARDS[decks[t.ordinal()][i]].name());
            }
        }
    }

    /** Reads the {@code progressDecks} of the position's {@code citiesAndKnights} object. */
    public void readDecks(PositionFields ck) {
        PositionFields node = ck.object("progressDecks");
        for (Track t : Track.values()) {
            int[] deck = decks[t.ordinal()];
            List<PositionNode> cards = node.array(t.name(), deck.length);
            for (int i = 0; i < cards.size(); i++) {
                String at = node.at(t.name()) + "[" + i + "]";
                ProgressCard card = PositionFields.enumValue(cards.get(i), at, ProgressCard.class);
                if (card.deck() != t) {
                    throw PositionFields.fail(
                            at, card.name() + " belongs to the " + card.deck().name() + " deck");
                }
                deck[i] = card.ordinal();
            }
            deckSize[t.ordinal()] = cards.size();
        }
        node.done();
    }

    // equality compares states in tests (a loaded position against the saved game): a deck's
    // slots past its size are leftovers of drawn cards and do not count

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof ProgressPiles o)
                || !Arrays.equals(hand, o.hand)
                || !Arrays.equals(deckSize, o.deckSize)
                || decks.length != o.decks.length) {
            return false;
        }
        for (int t = 0; t < decks.length; t++) {
            if (!Arrays.equals(decks[t], 0, deckSize[t], o.decks[t], 0, o.deckSize[t])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(hand) + Arrays.hashCode(deckSize);
    }
}
