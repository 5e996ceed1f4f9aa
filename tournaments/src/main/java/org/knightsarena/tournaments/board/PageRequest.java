package org.knightsarena.tournaments.board;

/**
 * Which lines of a list a read returns: at most {@code limit} lines after skipping {@code offset}.
 * Immutable.
 *
 * @param limit 1 or more
 * @param offset 0 or more
 */
public record PageRequest(int limit, int offset) {

    /** @throws IllegalArgumentException naming the value that is out of range */
    public PageRequest {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be 1 or more, was " + limit);
        }
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be 0 or more, was " + offset);
        }
    }

    /** @return the first line only */
    public static PageRequest first() {
        return new PageRequest(1, 0);
    }
}
