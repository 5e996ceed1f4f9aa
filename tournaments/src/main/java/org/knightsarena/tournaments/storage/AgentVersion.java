package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;

/** A row of {@code agent_versions}: one uploaded JAR of an agent. */
public record AgentVersion(
    long id,
    long agentId,
    String version,
    String jarSha256,
    AgentVersionStatus status,
    Instant createdAt) {

  public AgentVersion {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(jarSha256, "jarSha256");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(createdAt, "createdAt");
  }
}
