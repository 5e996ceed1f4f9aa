package org.knightsarena.api.action;

import org.knightsarena.api.cards.Track;

/**
 * Plays Crane: builds the next level of a track for one commodity fewer (docs/rules/progress-cards.md#R-13.5.2).
 *
 * @param track the track
 *
 * @since 0.1
 */
public record PlayCrane(Track track) implements Action {
    /** @throws NullPointerException if an argument is null */
    public PlayCrane {
        java.util.Objects.requireNonNull(track, "track");
    }

    /** @return {@link Action.Kind#PLAY_CRANE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_CRANE;
    }
}
