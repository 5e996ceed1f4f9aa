package org.knightsarena.api.action;

/**
 * Plays Diplomat: removes an open road; a player removing their own may rebuild it elsewhere
 * (docs/rules/progress-cards.md#R-13.7.4).
 *
 * @param path the road's path
 *
 * @since 0.1
 */
public record PlayDiplomat(int path) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayDiplomat {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#PLAY_DIPLOMAT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_DIPLOMAT;
    }
}
