package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;

/**
 * A migration recorded in the schema history as applied to the database.
 *
 * @param version the script's version, or the baseline's for a database adopted from before Flyway
 * @param description from the script's file name with underscores as spaces, or the baseline's
 * @param appliedAt when it was applied (for a baseline: when the database was adopted)
 */
public record AppliedMigration(int version, String description, Instant appliedAt) {

    public AppliedMigration {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(appliedAt, "appliedAt");
    }
}
