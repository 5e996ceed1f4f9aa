package org.knightsarena.web.accounts;

import com.fasterxml.jackson.annotation.JsonValue;

/** What an account may do; {@link #code()} is what the database stores. */
public enum Role {
    /** Manages accounts and everything else. */
    ADMIN("admin"),
    /** Runs leagues and may see every replay in full. */
    ORGANISER("organiser"),
    /** Uploads and manages their own bots. */
    PARTICIPANT("participant");

    private static final Role[] VALUES = values();

    private final String code;

    Role(String code) {
        this.code = code;
    }

    /** @return the stable code stored in {@code accounts.role} and used in the API */
    @JsonValue
    public String code() {
        return code;
    }

    /** @return true for roles that oversee other people's bots and games (admin, organiser) */
    public boolean isOrganiser() {
        return this != PARTICIPANT;
    }

    /**
     * @return the role with the given code
     * @throws IllegalArgumentException naming the code and the known ones
     */
    public static Role fromCode(String code) {
        for (Role r : VALUES) {
            if (r.code.equals(code)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown role '" + code + "': use admin, organiser or participant");
    }
}
