package org.knightsarena.tournaments.league;

/** What a season is for; {@link #code()} is what the database stores. */
public enum SeasonKind {
    /** A league's ordinary season. */
    REGULAR("regular"),
    /** A classroom's practice round before the deadline: ranks nobody for good. */
    SCRIMMAGE("scrimmage"),
    /** A classroom's season after the deadline, whose frozen standings are exported. */
    FINAL("final");

    private static final SeasonKind[] VALUES = values();

    private final String code;

    SeasonKind(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code seasons.kind}. */
    public String code() {
        return code;
    }

    /**
     * The kind with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static SeasonKind fromCode(String code) {
        for (SeasonKind k : VALUES) {
            if (k.code.equals(code)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown season kind: " + code);
    }
}
