package org.knightsarena.tournaments.tournament;

/** Where a tournament is; {@link #code()} is what the database stores. */
public enum TournamentStatus {
    /** Matches are queued or being played. */
    RUNNING("running"),
    /** Every match has a result or was aborted for good. */
    FINISHED("finished"),
    /** Closed before the end (its season was closed); nothing may change any more. */
    CLOSED("closed");

    private static final TournamentStatus[] VALUES = values();

    private final String code;

    TournamentStatus(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code tournaments.status}. */
    public String code() {
        return code;
    }

    /**
     * The status with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static TournamentStatus fromCode(String code) {
        for (TournamentStatus s : VALUES) {
            if (s.code.equals(code)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown tournament status: " + code);
    }
}
