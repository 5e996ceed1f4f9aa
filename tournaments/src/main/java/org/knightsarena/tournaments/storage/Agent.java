package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A row of {@code agents}: a bot and the account that owns it.
 *
 * @param owner the owning account; empty for a bot no account owns (the built-in sample bots and
 *     the JARs of command-line tournaments), of which nobody may upload a version
 */
public record Agent(long id, String name, Optional<Owner> owner, Instant createdAt) {

    /**
     * The account that owns a bot, or runs a league ({@link
     * org.knightsarena.tournaments.league.League#owner}).
     *
     * @param accountId the account's id: what ownership is decided by
     * @param username the account's name, for display
     */
    public record Owner(long accountId, String username) {

        public Owner {
            Objects.requireNonNull(username, "username");
        }
    }

    public Agent {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** Returns whether the account with this id owns the bot: the one ownership rule. */
    public boolean isOwnedBy(long accountId) {
        return owner.filter(o -> o.accountId() == accountId).isPresent();
    }
}
