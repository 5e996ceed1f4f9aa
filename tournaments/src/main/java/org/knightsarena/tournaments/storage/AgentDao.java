package org.knightsarena.tournaments.storage;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.sqlobject.config.RegisterRowMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.GetGeneratedKeys;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * Agents and their versions. Use through {@code jdbi.withExtension(AgentDao.class, dao -> ...)} or
 * {@code handle.attach(AgentDao.class)}; inserts return the stored record with its id.
 */
@RegisterRowMapper(AgentDao.AgentMapper.class)
@RegisterRowMapper(AgentDao.AgentVersionMapper.class)
public interface AgentDao {

    /**
     * Selects {@code agents a} with the owner's name, in the columns {@link AgentMapper} reads; add
     * a WHERE clause on {@code a}.
     */
    String SELECT_AGENTS = "SELECT a.id, a.name, a.owner_account_id, ac.username AS owner_name, a.created_at"
            + " FROM agents a LEFT JOIN accounts ac ON ac.id = a.owner_account_id";

    /**
     * Inserts an agent.
     *
     * @param ownerAccountId the owning account's id; empty for a bot no account owns
     * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the name is taken
     */
    default Agent insertAgent(String name, OptionalLong ownerAccountId, Instant createdAt) {
        long id = insertAgentRow(
                name, ownerAccountId.isPresent() ? ownerAccountId.getAsLong() : null, createdAt.toEpochMilli());
        return findAgentById(id).orElseThrow();
    }

    /**
     * Inserts a version of an existing agent.
     *
     * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the agent does not
     *     exist or already has this version
     */
    default AgentVersion insertVersion(
            long agentId,
            String version,
            String source,
            Optional<String> jarSha256,
            AgentVersionStatus status,
            Instant createdAt) {
        long id = insertVersionRow(
                agentId, version, source, jarSha256.orElse(null), status.code(), createdAt.toEpochMilli());
        return new AgentVersion(
                id, agentId, version, source, jarSha256, status, Instant.ofEpochMilli(createdAt.toEpochMilli()));
    }

    /**
     * Returns the version {@code version} of the agent named {@code name}, registering the agent
     * and the version (status active) when missing. A version already registered is returned as
     * stored, whatever its source and hash.
     *
     * @param owner the owning account's id for a new agent; empty for one no account owns
     */
    default AgentVersion findOrInsertVersion(
            String name, OptionalLong owner, String version, String source, Optional<String> jarSha256, Instant now) {
        Agent agent = findAgentByName(name).orElseGet(() -> insertAgent(name, owner, now));
        return findVersion(agent.id(), version)
                .orElseGet(() -> insertVersion(agent.id(), version, source, jarSha256, AgentVersionStatus.ACTIVE, now));
    }

    @SqlQuery("SELECT id, agent_id, version, source, jar_sha256, status, created_at FROM agent_versions"
            + " WHERE agent_id = :agentId AND version = :version")
    Optional<AgentVersion> findVersion(@Bind("agentId") long agentId, @Bind("version") String version);

    @SqlQuery("SELECT id, agent_id, version, source, jar_sha256, status, created_at FROM agent_versions"
            + " WHERE id = :id")
    Optional<AgentVersion> findVersionById(@Bind("id") long id);

    /** Returns the newest version stored with this source (an {@code AgentSource} code). */
    @SqlQuery("SELECT id, agent_id, version, source, jar_sha256, status, created_at FROM agent_versions"
            + " WHERE source = :source ORDER BY id DESC LIMIT 1")
    Optional<AgentVersion> findVersionBySource(@Bind("source") String source);

    /** Sets a version's status; returns whether the version exists. */
    default boolean updateStatus(long versionId, AgentVersionStatus status) {
        return updateStatusRow(versionId, status.code()) == 1;
    }

    @SqlUpdate("UPDATE agent_versions SET status = :status WHERE id = :id")
    int updateStatusRow(@Bind("id") long id, @Bind("status") String status);

    @SqlQuery(SELECT_AGENTS + " WHERE a.name = :name")
    Optional<Agent> findAgentByName(@Bind("name") String name);

    @SqlQuery(SELECT_AGENTS + " WHERE a.id = :id")
    Optional<Agent> findAgentById(@Bind("id") long id);

    /** The agent's versions, oldest first (by id); empty for an unknown agent. */
    @SqlQuery("SELECT id, agent_id, version, source, jar_sha256, status, created_at FROM agent_versions"
            + " WHERE agent_id = :agentId ORDER BY id")
    List<AgentVersion> findVersionsByAgent(@Bind("agentId") long agentId);

    @SqlUpdate("INSERT INTO agents (name, owner_account_id, created_at) VALUES (:name, :owner, :createdAt)")
    @GetGeneratedKeys("id")
    long insertAgentRow(
            @Bind("name") String name, @Bind("owner") Long ownerAccountId, @Bind("createdAt") long createdAt);

    @SqlUpdate("INSERT INTO agent_versions (agent_id, version, source, jar_sha256, status, created_at)"
            + " VALUES (:agentId, :version, :source, :jarSha256, :status, :createdAt)")
    @GetGeneratedKeys("id")
    long insertVersionRow(
            @Bind("agentId") long agentId,
            @Bind("version") String version,
            @Bind("source") String source,
            @Bind("jarSha256") String jarSha256,
            @Bind("status") String status,
            @Bind("createdAt") long createdAt);

    /** Maps {@code agents} rows selected by {@link #SELECT_AGENTS}. Public only because Jdbi instantiates it. */
    final class AgentMapper implements RowMapper<Agent> {
        @Override
        public Agent map(ResultSet rs, StatementContext ctx) throws SQLException {
            long owner = rs.getLong("owner_account_id");
            Optional<Agent.Owner> found =
                    rs.wasNull() ? Optional.empty() : Optional.of(new Agent.Owner(owner, rs.getString("owner_name")));
            return new Agent(
                    rs.getLong("id"), rs.getString("name"), found, Instant.ofEpochMilli(rs.getLong("created_at")));
        }
    }

    /** Maps {@code agent_versions} rows. Public only because Jdbi instantiates it. */
    final class AgentVersionMapper implements RowMapper<AgentVersion> {
        @Override
        public AgentVersion map(ResultSet rs, StatementContext ctx) throws SQLException {
            return new AgentVersion(
                    rs.getLong("id"),
                    rs.getLong("agent_id"),
                    rs.getString("version"),
                    rs.getString("source"),
                    Optional.ofNullable(rs.getString("jar_sha256")),
                    AgentVersionStatus.fromCode(rs.getString("status")),
                    Instant.ofEpochMilli(rs.getLong("created_at")));
        }
    }
}
