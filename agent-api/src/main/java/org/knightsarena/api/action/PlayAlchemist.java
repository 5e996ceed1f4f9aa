package org.knightsarena.api.action;

/**
 * Plays Alchemist before the roll: the production dice show the chosen values, only the event die
 * is rolled (docs/rules/progress-cards.md#R-13.5.1).
 *
 * @param yellow the yellow die, 1 to 6
 * @param red    the red die, 1 to 6
 *
 * @since 0.1
 */
public record PlayAlchemist(int yellow, int red) implements Action {
    /** @throws IllegalArgumentException if a die is outside 1 to 6 */
    public PlayAlchemist {
        if (yellow < 1 || yellow > 6 || red < 1 || red > 6) {
            throw new IllegalArgumentException("dice are 1 to 6: " + yellow + "+" + red);
        }
    }

    /** @return {@link Action.Kind#PLAY_ALCHEMIST} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_ALCHEMIST;
    }
}
