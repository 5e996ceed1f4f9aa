package org.knightsarena.api.board;

import java.util.Optional;
import org.knightsarena.api.cards.Track;

/**
 * A face of the Cities &amp; Knights event die: three ship faces and one gate per track
 * (docs/rules/base.md#R-2.2, docs/rules/cities-and-knights.md#R-4.3). Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum EventDie {
    /** The barbarian ship advances. */
    SHIP(null),
    /** The science gate: science progress draws. */
    SCIENCE_GATE(Track.SCIENCE),
    /** The trade gate: trade progress draws. */
    TRADE_GATE(Track.TRADE),
    /** The politics gate: politics progress draws. */
    POLITICS_GATE(Track.POLITICS);

    private final Track track;

    EventDie(Track track) {
        this.track = track;
    }

    /** @return the gate's track; empty for the ship */
    public Optional<Track> track() {
        return Optional.ofNullable(track);
    }
}
