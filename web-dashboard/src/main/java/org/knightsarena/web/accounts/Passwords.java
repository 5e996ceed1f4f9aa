package org.knightsarena.web.accounts;

import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.charset.StandardCharsets;

/**
 * Password hashing with bcrypt (at.favre.lib:bcrypt): salted, with a work factor, and verified
 * in constant time. Passwords are 10 to 72 UTF-8 bytes, since bcrypt reads no further than 72.
 * Immutable and thread-safe.
 */
final class Passwords {
    static final int MIN_LENGTH = 10;
    static final int MAX_BYTES = 72;

    private final int cost;
    /** Verified against when the user name is unknown, so that case takes as long as a wrong password. */
    private final String decoy;

    Passwords(int cost) {
        this.cost = cost;
        this.decoy = BCrypt.withDefaults().hashToString(cost, "decoy password".toCharArray());
    }

    /**
     * @throws IllegalArgumentException with a message a person can act on when the password is too short or long
     */
    static void check(String password) {
        if (password == null || password.length() < MIN_LENGTH) {
            throw new IllegalArgumentException("the password must have at least " + MIN_LENGTH + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            throw new IllegalArgumentException("the password must be at most " + MAX_BYTES + " bytes long");
        }
    }

    String hash(String password) {
        check(password);
        return BCrypt.withDefaults().hashToString(cost, password.toCharArray());
    }

    boolean verify(String password, String hash) {
        if (password == null || password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            return false;
        }
        return BCrypt.verifyer().verify(password.toCharArray(), hash).verified;
    }

    /** Spends the time a verification takes, for an unknown user name. */
    void verifyDecoy(String password) {
        verify(password == null ? "" : password, decoy);
    }
}
