package org.knightsarena.api.cards;

import java.util.Objects;

/**
 * An immutable bundle of hand cards: a count for each of the eight {@link Card} kinds.
 *
 * <p>Used for hands, costs, trades, discards and production. Counts are never negative.
 * Like {@code java.time} values, every method that looks like a mutator returns a new
 * bundle and leaves this one unchanged. Immutable and thread-safe.
 *
 * @param brick  brick count, 0 or more
 * @param lumber lumber count, 0 or more
 * @param wool   wool count, 0 or more
 * @param grain  grain count, 0 or more
 * @param ore    ore count, 0 or more
 * @param paper  paper count, 0 or more
 * @param cloth  cloth count, 0 or more
 * @param coin   coin count, 0 or more
 * @since 0.1
 */
public record Cards(int brick, int lumber, int wool, int grain, int ore, int paper, int cloth, int coin) {

    /** The empty bundle. */
    public static final Cards NONE = new Cards(0, 0, 0, 0, 0, 0, 0, 0);

    /**
     * Checks that no count is negative.
     *
     * @throws IllegalArgumentException naming the first negative count
     */
    public Cards {
        if ((brick | lumber | wool | grain | ore | paper | cloth | coin) < 0) {
            throw new IllegalArgumentException("card counts must not be negative: "
                    + describe(brick, lumber, wool, grain, ore, paper, cloth, coin));
        }
    }

    /**
     * Returns a bundle of {@code count} cards of one kind.
     *
     * @param card  the kind, never null
     * @param count 0 or more
     * @return the bundle
     */
    public static Cards of(Card card, int count) {
        if (count >= 0 && count < SMALL) {
            return SMALL_BUNDLES[card.code() * SMALL + count];
        }
        return NONE.with(card, count);
    }

    /** Counts below this have their one-kind bundles made once: a bank trade's or a steal's cards. */
    private static final int SMALL = 8;

    // the bundles are values, so handing out one instance many times changes nothing a caller sees
    private static final Cards[] SMALL_BUNDLES = new Cards[Card.COUNT * SMALL];

    static {
        for (Card card : Card.all()) {
            for (int n = 0; n < SMALL; n++) {
                SMALL_BUNDLES[card.code() * SMALL + n] = NONE.with(card, n);
            }
        }
    }

    /**
     * Returns a bundle from counts indexed by {@link Card#code()}.
     *
     * @param counts eight counts, none negative; the array is copied, not kept
     * @return the bundle
     * @throws IllegalArgumentException if the array does not hold eight counts
     */
    public static Cards fromCounts(int[] counts) {
        if (counts.length != Card.COUNT) {
            throw new IllegalArgumentException("need 8 counts, got " + counts.length);
        }
        return fromCounts(counts, 0);
    }

    /**
     * Returns a bundle from eight counts that start at {@code offset} in an array, indexed by
     * {@link Card#code()} from there: for example one seat's row of a table of hands. A bundle of
     * fewer than eight cards of one kind is a shared instance, as {@link #of} gives, so that the
     * commonest bundles (a production payout, a steal) are not made anew.
     *
     * @param counts the counts, none negative among the eight; the array is read, not kept
     * @param offset where the eight counts start
     * @return the bundle
     * @throws IndexOutOfBoundsException if the array holds fewer than eight counts from the offset
     * @throws IllegalArgumentException  if a count is negative
     * @since 0.5
     */
    public static Cards fromCounts(int[] counts, int offset) {
        Objects.checkFromIndexSize(offset, Card.COUNT, counts.length);
        int kind = -1;
        for (int c = 0; c < Card.COUNT; c++) {
            if (counts[offset + c] != 0) {
                if (kind >= 0) {
                    return new Cards(
                            counts[offset],
                            counts[offset + 1],
                            counts[offset + 2],
                            counts[offset + 3],
                            counts[offset + 4],
                            counts[offset + 5],
                            counts[offset + 6],
                            counts[offset + 7]);
                }
                kind = c;
            }
        }
        return kind < 0 ? NONE : of(Card.of(kind), counts[offset + kind]);
    }

    /**
     * Parses a bundle written as kind names with counts, such as {@code "2 brick, 1 ore"}
     * (also accepts {@code "brick=2,ore=1"}); the empty string is the empty bundle.
     *
     * @param text the bundle, never null
     * @return the bundle
     * @throws IllegalArgumentException naming the part that is not a count and a kind
     */
    public static Cards parse(String text) {
        int[] counts = new int[Card.COUNT];
        for (String part : text.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            String[] words = p.contains("=") ? p.split("\\s*=\\s*") : p.split("\\s+");
            if (words.length != 2) {
                throw new IllegalArgumentException("expected '<count> <card>' but got '" + p + "'");
            }
            boolean countFirst = Character.isDigit(words[0].charAt(0));
            String number = countFirst ? words[0] : words[1];
            String name = countFirst ? words[1] : words[0];
            try {
                counts[Card.valueOf(name.toUpperCase(java.util.Locale.ROOT)).code()] += Integer.parseInt(number);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("expected '<count> <card>' but got '" + p + "'", e);
            }
        }
        return fromCounts(counts);
    }

    /**
     * Returns the count of one kind.
     *
     * @param card the kind, never null
     * @return 0 or more
     */
    public int count(Card card) {
        switch (card) {
            case BRICK:
                return brick;
            case LUMBER:
                return lumber;
            case WOOL:
                return wool;
            case GRAIN:
                return grain;
            case ORE:
                return ore;
            case PAPER:
                return paper;
            case CLOTH:
                return cloth;
            case COIN:
                return coin;
            default:
                throw new AssertionError(card);
        }
    }

    /** @return the counts indexed by {@link Card#code()}, a fresh array */
    public int[] toCounts() {
        return new int[] {brick, lumber, wool, grain, ore, paper, cloth, coin};
    }

    /** @return the number of cards in the bundle */
    public int total() {
        return brick + lumber + wool + grain + ore + paper + cloth + coin;
    }

    /** @return the number of resource cards (brick to ore) */
    public int resources() {
        return brick + lumber + wool + grain + ore;
    }

    /** @return the number of commodity cards (paper, cloth, coin) */
    public int commodities() {
        return paper + cloth + coin;
    }

    /** @return true if the bundle holds no card */
    public boolean isEmpty() {
        return total() == 0;
    }

    /**
     * Returns a copy with the count of one kind replaced.
     *
     * @param card  the kind, never null
     * @param count 0 or more
     * @return the new bundle
     */
    public Cards with(Card card, int count) {
        int c = card.code(); // no array of counts: this runs for many events of a game
        return new Cards(
                c == 0 ? count : brick,
                c == 1 ? count : lumber,
                c == 2 ? count : wool,
                c == 3 ? count : grain,
                c == 4 ? count : ore,
                c == 5 ? count : paper,
                c == 6 ? count : cloth,
                c == 7 ? count : coin);
    }

    /**
     * Returns the sum of this bundle and another.
     *
     * @param other never null
     * @return the new bundle
     */
    public Cards plus(Cards other) {
        return new Cards(
                brick + other.brick,
                lumber + other.lumber,
                wool + other.wool,
                grain + other.grain,
                ore + other.ore,
                paper + other.paper,
                cloth + other.cloth,
                coin + other.coin);
    }

    /**
     * Returns this bundle less another.
     *
     * @param other a bundle this one {@link #covers(Cards) covers}, never null
     * @return the new bundle
     * @throws IllegalArgumentException if a count would become negative
     */
    public Cards minus(Cards other) {
        return new Cards(
                brick - other.brick,
                lumber - other.lumber,
                wool - other.wool,
                grain - other.grain,
                ore - other.ore,
                paper - other.paper,
                cloth - other.cloth,
                coin - other.coin);
    }

    /**
     * Tells whether this bundle holds at least the cards of another, kind by kind.
     *
     * @param other never null
     * @return true if every count here is at least the other's
     */
    public boolean covers(Cards other) {
        return brick >= other.brick
                && lumber >= other.lumber
                && wool >= other.wool
                && grain >= other.grain
                && ore >= other.ore
                && paper >= other.paper
                && cloth >= other.cloth
                && coin >= other.coin;
    }

    /**
     * Returns the first {@code count} cards of this bundle in {@link Card#code()} order: brick
     * first, coin last.
     *
     * @param count 0 to {@link #total()}
     * @return the cards
     * @throws IllegalArgumentException if the bundle holds fewer than {@code count} cards
     */
    public Cards first(int count) {
        if (count < 0 || count > total()) {
            throw new IllegalArgumentException("cannot take the first " + count + " of " + this);
        }
        int[] held = toCounts();
        int[] out = new int[Card.COUNT];
        int left = count;
        for (int k = 0; k < Card.COUNT && left > 0; k++) {
            out[k] = Math.min(left, held[k]);
            left -= out[k];
        }
        return fromCounts(out);
    }

    /** @return true if the two bundles share a kind with a positive count in both */
    public boolean overlaps(Cards other) {
        return (brick > 0 && other.brick > 0)
                || (lumber > 0 && other.lumber > 0)
                || (wool > 0 && other.wool > 0)
                || (grain > 0 && other.grain > 0)
                || (ore > 0 && other.ore > 0)
                || (paper > 0 && other.paper > 0)
                || (cloth > 0 && other.cloth > 0)
                || (coin > 0 && other.coin > 0);
    }

    /** @return the bundle as {@code "2 brick, 1 ore"}, or {@code "nothing"} when empty */
    @Override
    public String toString() {
        return describe(brick, lumber, wool, grain, ore, paper, cloth, coin);
    }

    private static String describe(int... counts) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
                if (s.length() > 0) {
                    s.append(", ");
                }
                s.append(counts[i]).append(' ').append(Card.of(i).name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return s.length() == 0 ? "nothing" : s.toString();
    }
}
