package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.cards.DevelopmentCard;

/**
 * A slice of the state: the base game's development deck, the cards left in draw order,
 * the top card last. It owns its array, its copy (one clone) and its part of a position (the
 * {@code developmentDeck} list), so a change to the deck is this file and
 * {@code docs/position-format.md}. A Cities &amp; Knights game keeps it empty. Not thread-safe.
 */
public final class DevelopmentDeck {
    private static final DevelopmentCard[] KINDS = DevelopmentCard.values();
    /** The cards of a full deck for 3 or 4 players. */
    public static final int CARDS =
            Arrays.stream(KINDS).mapToInt(DevelopmentCard::copies).sum();

    private final int[] cards; // ordinals of DevelopmentCard, drawn from the end
    private final int players;
    private int size;

    /** An empty deck sized for the full deck of {@code players}. */
    DevelopmentDeck(int players) {
        this.players = players;
        cards = new int[TableComponents.developmentCards(players)];
    }

    private DevelopmentDeck(DevelopmentDeck o) {
        cards = o.cards.clone();
        players = o.players;
        size = o.size;
    }

    /** @return the cards of this game's full deck */
    public int capacity() {
        return cards.length;
    }

    /** @return an independent copy */
    DevelopmentDeck copy() {
        return new DevelopmentDeck(this);
    }

    /** Fills the deck with every card and shuffles it. */
    public void fillAndShuffle(GameRandom random) {
        int n = 0;
        for (DevelopmentCard card : KINDS) {
            for (int i = 0; i < TableComponents.copies(card, players); i++) {
                cards[n++] = card.ordinal();
            }
        }
        size = n;
        random.shuffle(cards, n);
    }

    /** @return how many cards are left */
    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Takes the top card; the caller has checked the deck is not empty. */
    public DevelopmentCard draw() {
        return KINDS[cards[--size]];
    }

    /** @return how many copies of {@code card} are left */
    public int count(DevelopmentCard card) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            n += cards[i] == card.ordinal() ? 1 : 0;
        }
        return n;
    }

    // ---------------------------------------------------------------- setting up a rules test

    /** Takes one {@code card} out of the deck, wherever it lies; the top card fills its place. */
    public void remove(DevelopmentCard card) {
        int at = indexOf(card, size);
        cards[at] = cards[size - 1];
        size--;
    }

    /** Puts a {@code card} {@code depth} cards below the top (0: drawn next), swapping it with the card there. */
    public void stack(DevelopmentCard card, int depth) {
        int top = size - 1 - depth;
        int at = indexOf(card, top + 1);
        int swap = cards[top];
        cards[top] = cards[at];
        cards[at] = swap;
    }

    /** @return the highest index below {@code below} holding {@code card} */
    private int indexOf(DevelopmentCard card, int below) {
        for (int i = below - 1; i >= 0; i--) {
            if (cards[i] == card.ordinal()) {
                return i;
            }
        }
        throw new IllegalStateException("no " + card + " left in the deck");
    }

    // ---------------------------------------------------------------- the forward model's redeal

    /**
     * Copies the cards left, in draw order, into {@code into} from {@code at}.
     *
     * @return the index after the last card copied
     */
    public int copyInto(int[] into, int at) {
        System.arraycopy(cards, 0, into, at, size);
        return at + size;
    }

    /**
     * Replaces the cards left, keeping their number, with ordinals from {@code from} at {@code at}.
     *
     * @return the index after the last ordinal taken
     */
    public int replaceFrom(int[] from, int at) {
        System.arraycopy(from, at, cards, 0, size);
        return at + size;
    }

    // ---------------------------------------------------------------- position

    /** Writes the deck as the position's {@code developmentDeck} list. */
    public void write(PositionNode root) {
        PositionNode deck = root.putArray("developmentDeck");
        for (int i = 0; i < size; i++) {
            deck.add(KINDS[cards[i]].name());
        }
    }

    /** Reads the position's {@code developmentDeck} list into this deck. */
    public void read(PositionFields root) {
        List<PositionNode> deck = root.array("developmentDeck", cards.length);
        for (int i = 0; i < deck.size(); i++) {
            cards[i] = PositionFields.enumValue(deck.get(i), "developmentDeck[" + i + "]", DevelopmentCard.class)
                    .ordinal();
        }
        size = deck.size();
    }

    // equality compares states in tests (a loaded position against the saved game): the cards left

    @Override
    public boolean equals(Object other) {
        return other instanceof DevelopmentDeck o && Arrays.equals(cards, 0, size, o.cards, 0, o.size);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(Arrays.copyOf(cards, size));
    }

    /** @return the cards left, the first drawn last, as in a position */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < size; i++) {
            text.append(i == 0 ? "" : ", ").append(KINDS[cards[i]]);
        }
        return text.append(']').toString();
    }
}
