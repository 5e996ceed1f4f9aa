package org.knightsarena.api.action;

import org.knightsarena.api.cards.Track;

/**
 * Builds the next city improvement level of a track (docs/rules/cities-and-knights.md#R-7.1).
 *
 * @param track the track
 *
 * @since 0.1
 */
public record BuildImprovement(Track track) implements Action {
    /** @throws NullPointerException if an argument is null */
    public BuildImprovement {
        java.util.Objects.requireNonNull(track, "track");
    }

    /** @return {@link Action.Kind#BUILD_IMPROVEMENT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_IMPROVEMENT;
    }
}
