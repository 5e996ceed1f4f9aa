package org.knightsarena.web.table;

import java.time.Instant;
import java.util.Objects;

/**
 * A game at a person's table as it is kept on disk: who plays it, where it stands, and its
 * replay, whose header (seed, options, seats) and actions bring the game back.
 *
 * @param replay the replay JSON, as {@code ReplayJson.write} writes it
 */
record SavedTable(long id, long ownerId, int seat, TableStatus status, Instant createdAt, Instant lastMoveAt,
        String replay) {
    SavedTable {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastMoveAt, "lastMoveAt");
        Objects.requireNonNull(replay, "replay");
    }
}
