package org.knightsarena.tournaments.league;

/** Who may see a league; {@link #code()} is what the database stores. */
public enum Visibility {
    /** Listed to everyone, signed in or not. */
    PUBLIC("public"),
    /** Seen only by its owner, its members and admins: a classroom assignment. */
    PRIVATE("private");

    private static final Visibility[] VALUES = values();

    private final String code;

    Visibility(String code) {
        this.code = code;
    }

    /** The stable code stored in {@code leagues.visibility}. */
    public String code() {
        return code;
    }

    /**
     * The visibility with the given stored code.
     *
     * @throws IllegalArgumentException for an unknown code
     */
    public static Visibility fromCode(String code) {
        for (Visibility v : VALUES) {
            if (v.code.equals(code)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown league visibility: " + code);
    }
}
