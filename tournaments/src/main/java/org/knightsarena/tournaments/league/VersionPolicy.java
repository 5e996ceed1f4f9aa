package org.knightsarena.tournaments.league;

/** What a new version of an agent already in a league does; {@link #code()} is stored. */
public enum VersionPolicy {
    /** It enters the next season; the running season keeps the old version to its end. */
    NEXT_SEASON("next-season"),
    /**
     * It also replaces the old version in the running season: the matches not yet played are
     * played by the new version, under the same entrant and rating.
     */
    REPLACE("replace");

    private static final VersionPolicy[] VALUES = values();

    private final String code;

    VersionPolicy(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code leagues.version_policy}. */
    public String code() {
        return code;
    }

    /**
     * The policy with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static VersionPolicy fromCode(String code) {
        for (VersionPolicy p : VALUES) {
            if (p.code.equals(code)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown version policy: " + code);
    }
}
