package org.knightsarena.tournaments.league;

/** Where a season is; {@link #code()} is what the database stores. */
public enum SeasonStatus {
    /**
     * Announced; its entrants are taken from the league when it starts. While it starts its
     * matches are queued in batches, none claimed until the season runs.
     */
    PLANNED("planned"),
    /** Its matches are queued or being played. */
    RUNNING("running"),
    /** Frozen: its standings are stored and nothing about it changes any more. */
    CLOSED("closed");

    private static final SeasonStatus[] VALUES = values();

    private final String code;

    SeasonStatus(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code seasons.status}. */
    public String code() {
        return code;
    }

    /**
     * The status with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static SeasonStatus fromCode(String code) {
        for (SeasonStatus s : VALUES) {
            if (s.code.equals(code)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown season status: " + code);
    }
}
