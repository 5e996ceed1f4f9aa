package org.knightsarena.web.table;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game at a person's table as it is kept on disk: who plays it, where it stands, and its
 * replay, whose header (seed, options, seats) and actions bring the game back.
 *
 * @param sources where each seat's code comes from, as an agent version names it (the
 *                person's seat is empty); the replay names the seats by label
 * @param clock   the person's time per decision, if they set one
 * @param watchable whether anyone may watch the game
 * @param replay  the replay JSON, as {@code ReplayJson.write} writes it
 */
record SavedTable(
        long id,
        long ownerId,
        int seat,
        TableStatus status,
        Instant createdAt,
        Instant lastMoveAt,
        List<String> sources,
        Optional<Duration> clock,
        boolean watchable,
        String replay) {
    SavedTable {
        Objects.requireNonNull(clock, "clock");
        sources = List.copyOf(sources);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastMoveAt, "lastMoveAt");
        Objects.requireNonNull(replay, "replay");
    }
}
