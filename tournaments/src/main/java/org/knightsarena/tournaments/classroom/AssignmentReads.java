package org.knightsarena.tournaments.classroom;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.tournament.EntrantSpec;

/** The read queries of {@link Assignments}: an assignment and its baselines as values, on the caller's handle. */
final class AssignmentReads {
    private AssignmentReads() {}

    /** The assignment played in this league, if it is one. */
    static Optional<Assignment> find(Handle h, long leagueId) {
        return h.createQuery("SELECT a.league_id, a.join_code, a.deadline_at, a.final_rounds, a.scrimmage_every_ms,"
                        + " a.final_season_id, s.status AS final_status FROM assignments a"
                        + " LEFT JOIN seasons s ON s.id = a.final_season_id WHERE a.league_id = :l")
                .bind("l", leagueId)
                .map((rs, ctx) -> {
                    long finalId = rs.getLong("final_season_id");
                    OptionalLong finalSeason = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(finalId);
                    String status = rs.getString("final_status");
                    // OPEN lasts until the final season starts, which may be after the deadline when too
                    // few bots were entered for a table.
                    Phase phase =
                            finalSeason.isEmpty() ? Phase.OPEN : "closed".equals(status) ? Phase.FINISHED : Phase.FINAL;
                    League league = Leagues.find(h, leagueId).orElseThrow();
                    return new Assignment(
                            leagueId,
                            league.name(),
                            league.owner(),
                            rs.getString("join_code"),
                            league.rules(),
                            Instant.ofEpochMilli(rs.getLong("deadline_at")),
                            rs.getInt("final_rounds"),
                            Duration.ofMillis(rs.getLong("scrimmage_every_ms")),
                            finalSeason,
                            phase);
                })
                .findOne();
    }

    /** The assignment's baselines as entrants labelled by agent name, each in its pinned version. */
    static List<EntrantSpec> baselines(Handle h, long leagueId) {
        return h
                .createQuery("SELECT agent_version_id FROM league_entrants WHERE league_id = :l AND baseline = 1"
                        + " ORDER BY agent_id")
                .bind("l", leagueId)
                .mapTo(Long.class)
                .list()
                .stream()
                .map(id -> entrant(h, id))
                .toList();
    }

    /** The agent version as an entrant labelled by its agent's name. */
    static EntrantSpec entrant(Handle h, long agentVersionId) {
        AgentDao dao = h.attach(AgentDao.class);
        AgentVersion v = dao.findVersionById(agentVersionId)
                .orElseThrow(() -> new IllegalArgumentException("no agent version with id " + agentVersionId));
        String name = h.createQuery("SELECT name FROM agents WHERE id = :a")
                .bind("a", v.agentId())
                .mapTo(String.class)
                .one();
        return new EntrantSpec(name, v);
    }
}
