package org.knightsarena.api.cards;

/**
 * A kind of card that can be held in a hand: the five resources and the three commodities of
 * Cities &amp; Knights.
 *
 * <p>Only these cards count toward the discard limit on a seven, can be stolen, traded or
 * paid. Progress and development cards are not {@code Card}s.
 *
 * <p>{@link #code()} is the stable number of a kind; never rely on {@link #ordinal()} in
 * anything persisted. This enum is immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Card {
    /** Brick, produced by hills. */
    BRICK,
    /** Lumber, produced by forest. */
    LUMBER,
    /** Wool, produced by pasture. */
    WOOL,
    /** Grain, produced by fields. */
    GRAIN,
    /** Ore, produced by mountains. */
    ORE,
    /** Paper, the commodity of a city on forest (science track). */
    PAPER,
    /** Cloth, the commodity of a city on pasture (trade track). */
    CLOTH,
    /** Coin, the commodity of a city on mountains (politics track). */
    COIN;

    /** Number of kinds: 8. */
    public static final int COUNT = 8;
    /** Number of resource kinds: 5; resources have codes 0 to 4. */
    public static final int RESOURCE_COUNT = 5;

    private static final Card[] ALL = values();
    private static final Card[] RESOURCES = {BRICK, LUMBER, WOOL, GRAIN, ORE};
    private static final Card[] COMMODITIES = {PAPER, CLOTH, COIN};

    /**
     * Returns the kind with the given stable code.
     *
     * @param code 0 to 7
     * @return the kind, never null
     * @throws IllegalArgumentException if {@code code} is out of range
     */
    public static Card of(int code) {
        if (code < 0 || code >= COUNT) {
            throw new IllegalArgumentException("card code must be 0 to 7: " + code);
        }
        return ALL[code];
    }

    /** @return the stable code of this kind, 0 to 7; resources are 0 to 4 */
    public int code() {
        return ordinal();
    }

    /** @return true for brick, lumber, wool, grain and ore */
    public boolean isResource() {
        return ordinal() < RESOURCE_COUNT;
    }

    /** @return true for paper, cloth and coin */
    public boolean isCommodity() {
        return ordinal() >= RESOURCE_COUNT;
    }

    /** @return the five resources in code order, a fresh array */
    public static Card[] resources() {
        return RESOURCES.clone();
    }

    /** @return the three commodities in code order, a fresh array */
    public static Card[] commodities() {
        return COMMODITIES.clone();
    }

    /** @return all eight kinds in code order, a fresh array */
    public static Card[] all() {
        return ALL.clone();
    }
}
