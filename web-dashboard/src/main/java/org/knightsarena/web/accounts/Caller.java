package org.knightsarena.web.accounts;

import java.util.Objects;
import java.util.Optional;

/**
 * Who made a request, and how they proved it.
 *
 * @param account   the signed-in account
 * @param via       a session cookie or an API token
 * @param csrfToken the session's CSRF token; present exactly when {@code via} is {@link Via#SESSION}
 */
public record Caller(Account account, Via via, Optional<String> csrfToken) {
    /** How a request was authenticated. */
    public enum Via {
        /** A browser's session cookie: mutations also need the CSRF token. */
        SESSION,
        /** {@code Authorization: Bearer} with an API token: no cookie, so no CSRF risk. */
        API_TOKEN
    }

    /** @throws NullPointerException if a component is null */
    public Caller {
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(via, "via");
        Objects.requireNonNull(csrfToken, "csrfToken");
    }

    /** @return true when the caller is an admin or an organiser */
    public boolean isOrganiser() {
        return account.role().isOrganiser();
    }
}
