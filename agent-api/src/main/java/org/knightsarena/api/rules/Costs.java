package org.knightsarena.api.rules;

import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.Track;

/**
 * What each purchase costs, as the engine charges it (docs/rules/base.md#R-5).
 *
 * <p>Every price is a {@link Cards} bundle, so a bot can ask its hand directly:
 * {@code view.hand().covers(Costs.CITY)}. The prices are the same in both rulesets where
 * the purchase exists. There is no ship: the Seafarers combination
 * (docs/rules/variants.md#R-17.1) is not playable. This class has no instances; its values are
 * immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Costs {

    /** A road: 1 brick and 1 lumber (docs/rules/base.md#R-5). */
    public static final Cards ROAD = new Cards(1, 1, 0, 0, 0, 0, 0, 0);

    /**
     * A ship: 1 lumber and 1 wool (docs/rules/seafarers.md#R-23.2.1).
     *
     * @since 0.2
     */
    public static final Cards SHIP = new Cards(0, 1, 1, 0, 0, 0, 0, 0);

    /** A settlement: 1 brick, 1 lumber, 1 wool and 1 grain (docs/rules/base.md#R-5). */
    public static final Cards SETTLEMENT = new Cards(1, 1, 1, 1, 0, 0, 0, 0);

    /** A city, upgrading one of the player's settlements: 2 grain and 3 ore (docs/rules/base.md#R-5). */
    public static final Cards CITY = new Cards(0, 0, 0, 2, 3, 0, 0, 0);

    /**
     * A city through the Medicine progress card: 1 grain and 2 ore
     * (docs/rules/progress-cards.md#R-13.5.6).
     */
    public static final Cards CITY_WITH_MEDICINE = new Cards(0, 0, 0, 1, 2, 0, 0, 0);

    /**
     * A development card, base game only: 1 wool, 1 grain and 1 ore
     * (docs/rules/base.md#R-21.4).
     */
    public static final Cards DEVELOPMENT_CARD = new Cards(0, 0, 1, 1, 1, 0, 0, 0);

    /**
     * A city wall, Cities &amp; Knights only: 2 brick (docs/rules/base.md#R-5,
     * docs/rules/cities-and-knights.md#R-6.4).
     */
    public static final Cards CITY_WALL = new Cards(2, 0, 0, 0, 0, 0, 0, 0);

    /**
     * Recruiting a basic knight, Cities &amp; Knights only: 1 wool and 1 ore
     * (docs/rules/cities-and-knights.md#R-9.1.1).
     */
    public static final Cards KNIGHT = new Cards(0, 0, 1, 0, 1, 0, 0, 0);

    /**
     * Activating a knight, Cities &amp; Knights only: 1 grain
     * (docs/rules/cities-and-knights.md#R-9.2.1).
     */
    public static final Cards KNIGHT_ACTIVATION = new Cards(0, 0, 0, 1, 0, 0, 0, 0);

    /**
     * Promoting a knight one step, Cities &amp; Knights only: 1 wool and 1 ore
     * (docs/rules/cities-and-knights.md#R-9.3.1); the Smith card promotes for free.
     */
    public static final Cards KNIGHT_PROMOTION = new Cards(0, 0, 1, 0, 1, 0, 0, 0);

    private Costs() {}

    /**
     * Returns the price of one city improvement level, Cities &amp; Knights only: level n of a
     * track costs n of that track's commodity (docs/rules/cities-and-knights.md#R-7.1.1), so a
     * full track costs 15 (docs/rules/base.md#R-5.2). The Crane card takes one commodity off
     * one level (docs/rules/progress-cards.md#R-13.5.2).
     *
     * <pre>{@code
     * Cards next = Costs.improvement(Track.SCIENCE, view.improvementLevel(seat, Track.SCIENCE) + 1);
     * }</pre>
     *
     * @param track the track, never null
     * @param level the level to build, 1 to {@link Track#MAX_LEVEL}
     * @return {@code level} cards of the track's {@link Track#commodity() commodity}
     * @throws IllegalArgumentException if {@code level} is out of range
     */
    public static Cards improvement(Track track, int level) {
        if (level < 1 || level > Track.MAX_LEVEL) {
            throw new IllegalArgumentException("an improvement level must be 1 to " + Track.MAX_LEVEL + ": " + level);
        }
        return Cards.of(track.commodity(), level);
    }
}
