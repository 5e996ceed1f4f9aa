package org.knightsarena.api.action;

/**
 * Plays Warlord: activates all the player's knights free (docs/rules/progress-cards.md#R-13.7.8).
 *
 * @since 0.1
 */
public record PlayWarlord() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayWarlord INSTANCE = new PlayWarlord();

    /** @return {@link Action.Kind#PLAY_WARLORD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_WARLORD;
    }
}
