package org.knightsarena.tournaments.storage;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A row of {@code agent_versions}: one runnable version of an agent.
 *
 * @param id the row id
 * @param agentId the agent's row id
 * @param version the version's name, unique per agent
 * @param source what a match seat names to run it, an {@code AgentSource} code: a built-in name
 *     such as {@code heuristic}, or {@code jar-sha256:} and the JAR's digest (its bytes are in {@code
 *     bot_files}; a path, as stored before V10, is never written)
 * @param jarSha256 the JAR's SHA-256 in lower-case hex; empty for a built-in agent
 * @param status where it is in its lifecycle
 * @param createdAt when it was registered
 */
public record AgentVersion(
        long id,
        long agentId,
        String version,
        String source,
        Optional<String> jarSha256,
        AgentVersionStatus status,
        Instant createdAt) {

    public AgentVersion {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(jarSha256, "jarSha256");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
