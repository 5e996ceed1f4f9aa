package org.knightsarena.platform.cli;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.event.GameEvent;

/**
 * Turns chronicle events into English sentences for people reading a replay, such as
 * {@code Seat 2 (heuristic) built a settlement at intersection 31}.
 *
 * <p>Seats are numbered from 0, as in the replay file, and named with the agent that sat there
 * ({@link SeatNames}). The sentences live in one piece per family of events: the base game, trading,
 * Cities &amp; Knights, Seafarers, Traders &amp; Barbarians and its knights on paths; every event type of the agent API
 * has one (EventTextCoverageTest holds it). An event type added later without a sentence is shown
 * as its record's {@code toString()}, so it is still printed, just less nicely. Immutable and
 * thread-safe.
 */
final class EventText {

    private final List<EventWords> families;

    /**
     * @param agents the agent names by seat, never null
     */
    EventText(List<String> agents) {
        SeatNames names = new SeatNames(Objects.requireNonNull(agents, "agents"));
        this.families = List.of(
                new BaseGameText(names),
                new TradeText(names),
                new CitiesAndKnightsText(names),
                new SeafarersText(names),
                new TradersAndBarbariansText(names),
                new PathKnightText(names));
    }

    /**
     * Describes one event.
     *
     * @param event the event, never null
     * @return one line without a line end, never blank
     */
    String describe(GameEvent event) {
        return describe(event, EventWords.NO_TURN);
    }

    /**
     * Describes one event read in its chronicle, where the seat whose turn it is tells more.
     *
     * @param event      the event, never null
     * @param turnPlayer the seat of the last {@code TurnStarted} before it, or
     *                   {@link EventWords#NO_TURN} in the set-up
     * @return one line without a line end, never blank
     */
    String describe(GameEvent event, int turnPlayer) {
        Objects.requireNonNull(event, "event");
        // Not a sealed-exhaustive switch on purpose: the fallback keeps replays with newer
        // event types readable instead of failing.
        for (EventWords family : families) {
            Optional<String> line = family.describe(event, turnPlayer);
            if (line.isPresent()) {
                return line.get();
            }
        }
        return event.toString();
    }
}
