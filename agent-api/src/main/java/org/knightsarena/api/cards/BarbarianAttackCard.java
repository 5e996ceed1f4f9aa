package org.knightsarena.api.cards;

/**
 * The development cards of Traders &amp; Barbarians' Barbarian Attack with the base rules
 * (docs/rules/traders-and-barbarians.md#R-24.1.5), which replace the base deck: 14 Knighthood,
 * 4 Black Knight, 4 Treason and 4 Intrigue. Immutable and thread-safe.
 *
 * @since 0.4
 */
public enum BarbarianAttackCard {
    /** A knight enters on a free path of the castle hex. */
    KNIGHTHOOD(14),
    /** A knight enters on any free path. */
    BLACK_KNIGHT(4),
    /** The player takes 2 gold and moves two barbarians. */
    TREASON(4),
    /** The player takes one barbarian from a hex prisoner. */
    INTRIGUE(4);

    private final int copies;

    BarbarianAttackCard(int copies) {
        this.copies = copies;
    }

    /** @return how many of this card the deck holds */
    public int copies() {
        return copies;
    }
}
