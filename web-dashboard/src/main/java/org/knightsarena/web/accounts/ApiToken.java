package org.knightsarena.web.accounts;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * An API token as listed to its owner: never the secret itself, which is shown once at creation.
 *
 * @param id         the database id, used to revoke it
 * @param name       what the owner called it, such as {@code ci}
 * @param createdAt  when it was created
 * @param lastUsedAt when a request last carried it
 */
public record ApiToken(long id, String name, Instant createdAt, Optional<Instant> lastUsedAt) {
    /** @throws NullPointerException if a component is null */
    public ApiToken {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastUsedAt, "lastUsedAt");
    }
}
