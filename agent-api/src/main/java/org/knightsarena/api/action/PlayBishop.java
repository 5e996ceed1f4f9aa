package org.knightsarena.api.action;

/**
 * Plays Bishop: the robber moves ({@code PlaceRobber} follows) and robs every opponent next to it
 * (docs/rules/progress-cards.md#R-13.7.1).
 *
 * @since 0.1
 */
public record PlayBishop() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayBishop INSTANCE = new PlayBishop();

    /** @return {@link Action.Kind#PLAY_BISHOP} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_BISHOP;
    }
}
