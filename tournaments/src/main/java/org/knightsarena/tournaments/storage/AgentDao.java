package org.knightsarena.tournaments.storage;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
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
   * Inserts an agent.
   *
   * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the name is taken
   */
  default Agent insertAgent(String name, String owner, Instant createdAt) {
    long id = insertAgentRow(name, owner, createdAt.toEpochMilli());
    return new Agent(id, name, owner, Instant.ofEpochMilli(createdAt.toEpochMilli()));
  }

  /**
   * Inserts a version of an existing agent.
   *
   * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the agent does not
   *     exist or already has this version
   */
  default AgentVersion insertVersion(
      long agentId, String version, String jarSha256, AgentVersionStatus status, Instant createdAt) {
    long id = insertVersionRow(agentId, version, jarSha256, status.code(), createdAt.toEpochMilli());
    return new AgentVersion(
        id, agentId, version, jarSha256, status, Instant.ofEpochMilli(createdAt.toEpochMilli()));
  }

  @SqlQuery("SELECT id, name, owner, created_at FROM agents WHERE name = :name")
  Optional<Agent> findAgentByName(@Bind("name") String name);

  /** The agent's versions, oldest first (by id); empty for an unknown agent. */
  @SqlQuery(
      "SELECT id, agent_id, version, jar_sha256, status, created_at FROM agent_versions"
          + " WHERE agent_id = :agentId ORDER BY id")
  List<AgentVersion> findVersionsByAgent(@Bind("agentId") long agentId);

  @SqlUpdate(
      "INSERT INTO agents (name, owner, created_at) VALUES (:name, :owner, :createdAt)")
  @GetGeneratedKeys("id")
  long insertAgentRow(
      @Bind("name") String name, @Bind("owner") String owner, @Bind("createdAt") long createdAt);

  @SqlUpdate(
      "INSERT INTO agent_versions (agent_id, version, jar_sha256, status, created_at)"
          + " VALUES (:agentId, :version, :jarSha256, :status, :createdAt)")
  @GetGeneratedKeys("id")
  long insertVersionRow(
      @Bind("agentId") long agentId,
      @Bind("version") String version,
      @Bind("jarSha256") String jarSha256,
      @Bind("status") String status,
      @Bind("createdAt") long createdAt);

  /** Maps {@code agents} rows. Public only because Jdbi instantiates it. */
  final class AgentMapper implements RowMapper<Agent> {
    @Override
    public Agent map(ResultSet rs, StatementContext ctx) throws SQLException {
      return new Agent(
          rs.getLong("id"),
          rs.getString("name"),
          rs.getString("owner"),
          Instant.ofEpochMilli(rs.getLong("created_at")));
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
          rs.getString("jar_sha256"),
          AgentVersionStatus.fromCode(rs.getString("status")),
          Instant.ofEpochMilli(rs.getLong("created_at")));
    }
  }
}
