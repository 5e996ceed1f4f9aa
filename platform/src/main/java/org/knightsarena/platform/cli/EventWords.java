package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.GameEvent;

/**
 * The sentences of one family of events (the base game's, an expansion's or a variant's), one of
 * the pieces {@link EventText} asks in turn.
 */
interface EventWords {

    /**
     * @param event any event, never null
     * @return its sentence, or empty when the event is not of this family
     */
    Optional<String> describe(GameEvent event);
}
