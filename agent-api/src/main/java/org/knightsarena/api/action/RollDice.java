package org.knightsarena.api.action;

/**
 * Rolls the dice to start the main part of the turn. Answers {@code BeforeRoll}.
 *
 * @since 0.1
 */
public record RollDice() implements Action {
    /** The one instance; the record has no state. */
    public static final RollDice INSTANCE = new RollDice();

    /** @return {@link Action.Kind#ROLL_DICE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.ROLL_DICE;
    }
}
