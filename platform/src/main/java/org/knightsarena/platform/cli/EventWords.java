package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.GameEvent;

/**
 * The sentences of one family of events (the base game's, an expansion's or a variant's), one of
 * the pieces {@link EventText} asks in turn.
 */
interface EventWords {

    /** The turn's seat when a sentence is asked for one event on its own, out of its chronicle. */
    int NO_TURN = -1;

    /**
     * @param event any event, never null
     * @return its sentence, or empty when the event is not of this family
     */
    Optional<String> describe(GameEvent event);

    /**
     * Describes an event read in its chronicle, where the seat whose turn it is can tell more (a
     * knight moved by another seat was placed in a special build phase, R-24.4.5).
     *
     * @param event      any event, never null
     * @param turnPlayer the seat whose turn it is, or {@link #NO_TURN} in the set-up or out of context
     * @return its sentence, or empty when the event is not of this family
     */
    default Optional<String> describe(GameEvent event, int turnPlayer) {
        return describe(event);
    }
}
