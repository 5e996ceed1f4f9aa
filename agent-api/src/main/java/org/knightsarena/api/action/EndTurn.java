package org.knightsarena.api.action;

/**
 * Ends the active player's turn. Answers {@code MainTurn}.
 *
 * @since 0.1
 */
public record EndTurn() implements Action {
    /** The one instance; the record has no state. */
    public static final EndTurn INSTANCE = new EndTurn();

    /** @return {@link Action.Kind#END_TURN} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.END_TURN;
    }
}
