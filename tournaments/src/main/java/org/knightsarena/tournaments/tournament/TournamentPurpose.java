package org.knightsarena.tournaments.tournament;

/**
 * Why a tournament was scheduled; {@link #code()} is what the database stores. The match queue
 * claims the matches of higher {@link #priority()} first, so a match someone waits for at the
 * screen is not queued behind a whole season.
 */
public enum TournamentPurpose {
    /** Scheduled by {@code arena tournament}. */
    RUN("run", 0),
    /** A league season. */
    SEASON("season", 0),
    /** The match played right after an upload, against the sample bots or a league's baselines. */
    TEST_MATCH("test-match", 20),
    /** A practice match a student asked for, against the league's baselines. */
    PRACTICE("practice", 10);

    private static final TournamentPurpose[] VALUES = values();

    private final String code;
    private final int priority;

    TournamentPurpose(String code, int priority) {
        this.code = code;
        this.priority = priority;
    }

    /** The stable code stored in {@code tournaments.purpose}. */
    public String code() {
        return code;
    }

    /** Whether it is one match, its entrants seated in the order given, rather than a round-robin. */
    public boolean isSingleMatch() {
        return this == TEST_MATCH || this == PRACTICE;
    }

    /** Higher is claimed first. */
    public int priority() {
        return priority;
    }

    /**
     * The purpose with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static TournamentPurpose fromCode(String code) {
        for (TournamentPurpose p : VALUES) {
            if (p.code.equals(code)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown tournament purpose: " + code);
    }
}
