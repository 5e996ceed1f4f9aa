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
 * @param disabled  true when an admin disabled it: it cannot log in, its sessions and API tokens are
 *                  refused, and its bots keep playing
 */
public record Account(long id, String username, Role role, Instant createdAt, boolean disabled) {
    /** @throws NullPointerException if a component is null */
    public Account {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
