package org.knightsarena.api.action;

/**
 * Plays Mining: 2 ore per mountains hex next to the player's buildings (docs/rules/progress-cards.md#R-13.5.7).
 *
 * @since 0.1
 */
public record PlayMining() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayMining INSTANCE = new PlayMining();

    /** @return {@link Action.Kind#PLAY_MINING} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_MINING;
    }
}
