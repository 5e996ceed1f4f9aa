package org.knightsarena.api.rules;

import org.knightsarena.api.board.Piece;

/**
 * How many pieces each player has and how many cards a player may hold, as the engine enforces
 * them.
 *
 * <p>Piece counts are hard limits (docs/rules/base.md#R-2.3.1): a build that needs a piece the
 * player no longer has in supply is not legal. {@link org.knightsarena.api.GameView#piecesLeft}
 * tells how many are left. This class has no instances; its values are immutable and
 * thread-safe.
 *
 * @since 0.1
 */
public final class Limits {

    /** Roads per player: 15 (docs/rules/base.md#R-2.3, docs/rules/base.md#R-21.10). */
    public static final int ROADS = 15;

    /**
     * Ships per player on a Seafarers map: 15 (docs/rules/seafarers.md#R-23.2.1).
     *
     * @since 0.2
     */
    public static final int SHIPS = 15;

    /** Settlements per player: 5 (docs/rules/base.md#R-2.3, docs/rules/base.md#R-21.10). */
    public static final int SETTLEMENTS = 5;

    /** Cities per player: 4 (docs/rules/base.md#R-2.3, docs/rules/base.md#R-21.10). */
    public static final int CITIES = 4;

    /** City walls per player, Cities &amp; Knights only: 3 (docs/rules/cities-and-knights.md#R-6.4.2). */
    public static final int CITY_WALLS = 3;

    /**
     * Knights of each strength (basic, strong, mighty) per player, Cities &amp; Knights only: 2
     * (docs/rules/base.md#R-2.3.2).
     */
    public static final int KNIGHTS_PER_STRENGTH = 2;

    /** Knights per player, all strengths, Cities &amp; Knights only: 6 (docs/rules/base.md#R-2.3). */
    public static final int KNIGHTS = 3 * KNIGHTS_PER_STRENGTH;

    /**
     * The most hand cards (resources and commodities) a player may hold when a seven is rolled
     * without discarding, before city walls: 7. A player holding more discards half, rounded
     * down (docs/rules/cities-and-knights.md#R-4.5.1, docs/rules/base.md#R-21.3).
     */
    public static final int HAND = 7;

    /**
     * What each city wall on the board adds to {@link #HAND}, Cities &amp; Knights only: 2
     * (docs/rules/cities-and-knights.md#R-6.4.3).
     */
    public static final int HAND_PER_CITY_WALL = 2;

    /**
     * The most progress cards a player keeps at the end of their own turn, Cities &amp; Knights
     * only: 4; victory point cards do not count (docs/rules/progress-cards.md#R-13.3).
     */
    public static final int PROGRESS_HAND = 4;

    /**
     * Knights per player on the paths of Barbarian Attack with the base rules: 6
     * (docs/rules/traders-and-barbarians.md#R-24.1.5); {@link org.knightsarena.api.GameView#piecesLeft}
     * of {@link Piece#KNIGHT} counts those still in supply there.
     *
     * @since 0.4
     */
    public static final int PATH_KNIGHTS = 6;

    /**
     * The barbarians that conquer a hex in Barbarian Attack: 3 (docs/rules/traders-and-barbarians.md#R-24.1.4).
     *
     * @since 0.4
     */
    public static final int BARBARIANS_TO_CONQUER = 3;

    private Limits() {}

    /**
     * Returns how many pieces of a kind each player has at the start of a game.
     *
     * @param piece the kind, never null; {@link Piece#KNIGHT} is a basic knight
     * @return {@link #ROADS}, {@link #SETTLEMENTS}, {@link #CITIES}, {@link #CITY_WALLS},
     *     {@link #KNIGHTS_PER_STRENGTH} or {@link #SHIPS}; walls and knights exist in Cities &amp; Knights
     *     only, ships on Seafarers maps only
     */
    public static int perPlayer(Piece piece) {
        switch (piece) {
            case ROAD:
                return ROADS;
            case SETTLEMENT:
                return SETTLEMENTS;
            case CITY:
                return CITIES;
            case CITY_WALL:
                return CITY_WALLS;
            case KNIGHT:
                return KNIGHTS_PER_STRENGTH;
            case SHIP:
                return SHIPS;
            default:
                throw new AssertionError(piece);
        }
    }

    /**
     * Returns the most hand cards a player may hold on a seven without discarding, Cities &amp;
     * Knights: 7, 9, 11 or 13 for 0 to 3 walls (docs/rules/cities-and-knights.md#R-6.4.3). In the
     * base game there are no walls and the limit is {@link #HAND}.
     *
     * @param cityWalls the player's walls on the board, 0 to {@link #CITY_WALLS}
     * @return {@code HAND + HAND_PER_CITY_WALL * cityWalls}
     * @throws IllegalArgumentException if {@code cityWalls} is out of range
     */
    public static int hand(int cityWalls) {
        if (cityWalls < 0 || cityWalls > CITY_WALLS) {
            throw new IllegalArgumentException("a player has 0 to " + CITY_WALLS + " city walls: " + cityWalls);
        }
        return HAND + HAND_PER_CITY_WALL * cityWalls;
    }
}
