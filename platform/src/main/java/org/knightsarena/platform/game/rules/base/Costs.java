package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.cards.Cards;

/** The prices of RULES.md §5, R-21.4 and. */
public final class Costs {
    public static final Cards ROAD = new Cards(1, 1, 0, 0, 0, 0, 0, 0);
    /** a ship, 1 lumber and 1 wool. */
    public static final Cards SHIP = new Cards(0, 1, 1, 0, 0, 0, 0, 0);

    public static final Cards SETTLEMENT = new Cards(1, 1, 1, 1, 0, 0, 0, 0);
    public static final Cards CITY = new Cards(0, 0, 0, 2, 3, 0, 0, 0);
    public static final Cards DEVELOPMENT_CARD = new Cards(0, 0, 1, 1, 1, 0, 0, 0);

    private Costs() {}
}
