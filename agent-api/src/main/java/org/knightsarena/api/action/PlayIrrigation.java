package org.knightsarena.api.action;

/**
 * Plays Irrigation: 2 grain per fields hex next to the player's buildings (docs/rules/progress-cards.md#R-13.5.5).
 *
 * @since 0.1
 */
public record PlayIrrigation() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayIrrigation INSTANCE = new PlayIrrigation();

    /** @return {@link Action.Kind#PLAY_IRRIGATION} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_IRRIGATION;
    }
}
