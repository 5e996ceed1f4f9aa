package org.knightsarena.tournaments.queue;

/** Where a match is in the queue; {@link #code()} is what the database stores. */
public enum MatchStatus {
    /** Waiting for a worker. */
    QUEUED("queued"),
    /** Claimed by a worker that holds a lease. */
    RUNNING("running"),
    /** Played to its end; its result is stored. */
    FINISHED("finished"),
    /** Given up: aborted too often, a seat's version is faulty, or its season was closed. */
    ABORTED("aborted");

    private final String code;

    MatchStatus(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code matches.status}. */
    public String code() {
        return code;
    }
}
