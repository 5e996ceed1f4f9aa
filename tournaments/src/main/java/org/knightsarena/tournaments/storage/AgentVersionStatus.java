package org.knightsarena.tournaments.storage;

/** Lifecycle of an uploaded agent version; {@link #code()} is what the database stores. */
public enum AgentVersionStatus {
    /** Uploaded, not yet verified. */
    SUBMITTED("submitted"),
    /** Verified and eligible for matches. */
    ACTIVE("active"),
    /** Withdrawn by its owner or superseded; kept for history. */
    RETIRED("retired"),
    /** Failed verification; never scheduled. */
    REJECTED("rejected"),
    /**
     * Its matches kept aborting with it blamed (a crashed or hung worker); no longer scheduled, and
     * its queued matches are cancelled.
     */
    FAULTY("faulty");

    private static final AgentVersionStatus[] VALUES = values();

    private final String code;

    AgentVersionStatus(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code agent_versions.status}. */
    public String code() {
        return code;
    }

    /** Whether a version with this status may be entered into leagues and seated in matches. */
    public boolean isPlayable() {
        return this == ACTIVE;
    }

    /**
     * The status with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static AgentVersionStatus fromCode(String code) {
        for (AgentVersionStatus s : VALUES) {
            if (s.code.equals(code)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown agent version status: " + code);
    }
}
