package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;

/** A row of {@code schema_version}: a migration that has been applied to the database. */
public record AppliedMigration(int version, String description, Instant appliedAt) {

  public AppliedMigration {
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(appliedAt, "appliedAt");
  }
}
