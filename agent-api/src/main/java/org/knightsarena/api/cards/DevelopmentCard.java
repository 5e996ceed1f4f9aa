package org.knightsarena.api.cards;

/**
 * A development card of the base game (docs/rules/base.md#R-21.4): 14 knights, 5 victory points,
 * 2 road building, 2 year of plenty, 2 monopoly. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum DevelopmentCard {
    /** Move the robber and steal, as on a seven; counts toward Largest Army. */
    KNIGHT(14),
    /** One hidden victory point; never played. */
    VICTORY_POINT(5),
    /** Build two roads free. */
    ROAD_BUILDING(2),
    /** Take any two resources from the bank. */
    YEAR_OF_PLENTY(2),
    /** Name a resource; every opponent gives you all of it. */
    MONOPOLY(2);

    private final int copies;

    DevelopmentCard(int copies) {
        this.copies = copies;
    }

    /** @return how many copies the deck holds */
    public int copies() {
        return copies;
    }
}
