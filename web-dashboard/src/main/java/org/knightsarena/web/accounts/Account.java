package org.knightsarena.web.accounts;

import java.time.Instant;
import java.util.Objects;

/**
 * A dashboard account, without its password hash.
 *
 * @param id        the database id
 * @param username  as typed at creation; unique ignoring case, checked by {@link Accounts#checkUsername}
 * @param role      what the account may do
 * @param createdAt when it was created
 */
public record Account(long id, String username, Role role, Instant createdAt) {
    /** @throws NullPointerException if a component is null */
    public Account {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
