package org.knightsarena.web.accounts;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Who may make themselves an account on {@code /signup}: an admin's setting, kept in the database. */
public enum SignupMode {
    /** Anyone who reaches the dashboard. */
    OPEN("open", "anyone who reaches this dashboard can make a participant account on /signup"),
    /** Only with an invitation code an admin made on {@code /accounts}, each usable once, until it expires. */
    INVITE("invite", "a participant account on /signup needs an invitation code an admin makes on /accounts"),
    /** Nobody: admins create accounts ({@code /api/accounts}, {@code arena accounts create}). */
    CLOSED("closed", "nobody can sign up; admins create accounts (arena accounts create, POST /api/accounts)");

    private final String code;
    private final String meaning;

    SignupMode(String code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** @return the stored and API code: open, invite or closed */
    public String code() {
        return code;
    }

    /** @return what the mode means, for people */
    public String meaning() {
        return meaning;
    }

    /** @throws IllegalArgumentException naming the codes when {@code code} is none of them */
    public static SignupMode fromCode(String code) {
        for (SignupMode m : values()) {
            if (m.code.equals(code == null ? "" : code.strip().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("the sign-up mode is one of " + codes() + ", not '" + code + "'");
    }

    /** @return the codes, as "open, invite or closed" */
    public static String codes() {
        String all = Arrays.stream(values()).map(SignupMode::code).collect(Collectors.joining(", "));
        return all.substring(0, all.lastIndexOf(", ")) + " or " + all.substring(all.lastIndexOf(", ") + 2);
    }
}
