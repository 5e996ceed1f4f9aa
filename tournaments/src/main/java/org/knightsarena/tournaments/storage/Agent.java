package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;

/** A row of {@code agents}: a bot and who owns it. */
public record Agent(long id, String name, String owner, Instant createdAt) {

  public Agent {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(createdAt, "createdAt");
  }
}
