package org.knightsarena.platform.game.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.knightsarena.api.event.GameEvent;

/**
 * The append-only list of a game's events, private ones included.
 *
 * <p>A discarding chronicle keeps nothing: forward-model copies use it so that search does not
 * pay for a history nobody reads. Not thread-safe.
 */
public final class Chronicle {

    private final List<GameEvent> events;

    private Chronicle(List<GameEvent> events) {
        this.events = events;
    }

    /** Room for a base game's events: uniform random players log 1,684 on average. */
    private static final int BASE_EVENTS = 2048;
    /**
     * Room for a Cities &amp; Knights game's events: uniform random players log 2,604 on average,
     * and 146 of 200 games passed 2,048, each growing (copying) the list once or twice.
     */
    private static final int CITIES_AND_KNIGHTS_EVENTS = 4096;

    /** @return an empty chronicle that records */
    public static Chronicle recording() {
        return new Chronicle(new ArrayList<>(BASE_EVENTS));
    }

    /** @return an empty chronicle that records, with room for a typical game of the state's rules */
    public static Chronicle recordingFor(GameState state) {
        return new Chronicle(new ArrayList<>(state.isCitiesAndKnights() ? CITIES_AND_KNIGHTS_EVENTS : BASE_EVENTS));
    }

    /** @return a chronicle that drops every event */
    public static Chronicle discarding() {
        return new Chronicle(null);
    }

    /** Appends an event (dropped by a discarding chronicle). */
    public void add(GameEvent event) {
        if (events != null) {
            events.add(event);
        }
    }

    /** @return whether events are kept */
    boolean isRecording() {
        return events != null;
    }

    /** @return the number of events kept */
    public int size() {
        return events == null ? 0 : events.size();
    }

    /** @return the event at {@code index}, 0 for the oldest */
    public GameEvent get(int index) {
        return events.get(index);
    }

    /** @return the events, oldest first; an unmodifiable live view */
    public List<GameEvent> events() {
        return events == null ? List.of() : Collections.unmodifiableList(events);
    }

    /** @return a copy that records on from here, or a discarding one if this one discards */
    public Chronicle copy() {
        return events == null ? discarding() : new Chronicle(new ArrayList<>(events));
    }
}
