package org.knightsarena.api.action;

/**
 * Plays Inventor: swaps the number tokens of two hexes, neither 2, 6, 8 nor 12
 * (docs/rules/progress-cards.md#R-13.5.4). The pair is unordered and stored smaller id first.
 *
 * @param hexA a hex
 * @param hexB another hex
 *
 * @since 0.1
 */
public record PlayInventor(int hexA, int hexB) implements Action {
    /** @throws IllegalArgumentException if an id is negative or the hexes are the same */
    public PlayInventor {
        Ids.check("hexA", hexA);
        Ids.check("hexB", hexB);
        if (hexA == hexB) {
            throw new IllegalArgumentException("Inventor swaps two different hexes: " + hexA);
        }
        if (hexA > hexB) {
            int swap = hexA;
            hexA = hexB;
            hexB = swap;
        }
    }

    /** @return {@link Action.Kind#PLAY_INVENTOR} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_INVENTOR;
    }
}
