package org.knightsarena.web.accounts;

import java.time.Instant;
import java.util.Optional;

/**
 * An invitation to sign up, without its code (which is shown once, when it is made).
 *
 * @param status    unused, used or expired, at the time it was read
 * @param createdBy the admin who made it, empty when that account is gone
 * @param usedBy    the account it made, empty while unused
 */
public record Invitation(
        long id,
        String note,
        String status,
        Optional<String> createdBy,
        Instant createdAt,
        Instant expiresAt,
        Optional<String> usedBy,
        Optional<Instant> usedAt) {}
