package org.knightsarena.api.action;

/**
 * Plays Wedding: every opponent with more points gives two cards of their choice
 * (docs/rules/progress-cards.md#R-13.7.9).
 *
 * @since 0.1
 */
public record PlayWedding() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayWedding INSTANCE = new PlayWedding();

    /** @return {@link Action.Kind#PLAY_WEDDING} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_WEDDING;
    }
}
