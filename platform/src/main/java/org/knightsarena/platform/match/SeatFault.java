package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;

/**
 * One fault recorded against a seat, as a match outcome carries it to storage: what the
 * chronicle's {@link FaultRecorded} says, without the seat, which the outcome's list already
 * gives. Immutable.
 *
 * @param kind   why the seat's answer was replaced, never null
 * @param detail the message for the bot's owner, as the chronicle holds it (capped at
 *               {@link MatchRunner#MAX_FAULT_DETAIL} characters), never null
 */
public record SeatFault(Fault kind, String detail) {

    /** @throws NullPointerException if an argument is null */
    public SeatFault {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
    }

    /**
     * Collects each seat's faults from a game's events.
     *
     * @param events the chronicle, never null
     * @param seats  how many seats the game has
     * @return by seat, each seat's faults in the order they were recorded; unmodifiable lists
     */
    public static List<List<SeatFault>> bySeat(List<GameEvent> events, int seats) {
        List<List<SeatFault>> faults = new ArrayList<>(seats);
        for (int p = 0; p < seats; p++) {
            faults.add(new ArrayList<>());
        }
        for (GameEvent event : events) {
            if (event instanceof FaultRecorded f) {
                faults.get(f.player()).add(new SeatFault(f.kind(), f.detail()));
            }
        }
        return faults.stream().map(List::copyOf).toList();
    }
}
