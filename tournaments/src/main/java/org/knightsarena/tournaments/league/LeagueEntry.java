package org.knightsarena.tournaments.league;

import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;

/**
 * Entering an agent version into a league, in the caller's transaction: a first version adds the
 * agent's entry; a later one moves it, and under {@link VersionPolicy#REPLACE} also takes over the
 * agent's place in the running season, so its matches not yet played are played by the new version.
 */
final class LeagueEntry {
    private LeagueEntry() {}

    /**
     * @param baseline marks a first entry as a baseline the organiser ranks others against
     * @param now      the epoch milliseconds stamped on the entry
     * @return the season whose running matches the version took over, or empty when it waits for the next season
     * @throws IllegalArgumentException if the league or version does not exist, or the version may not play
     */
    static Optional<Season> enter(Handle h, long leagueId, long agentVersionId, boolean baseline, long now) {
        League league = LeagueReads.findLeague(h, leagueId)
                .orElseThrow(() -> new IllegalArgumentException("no league with id " + leagueId));
        AgentVersion version = h.attach(AgentDao.class)
                .findVersionById(agentVersionId)
                .orElseThrow(() -> new IllegalArgumentException("no agent version with id " + agentVersionId));
        if (!version.status().isPlayable()) {
            throw new IllegalArgumentException("agent version " + agentVersionId + " is "
                    + version.status().code() + " and cannot enter league " + league.name());
        }
        // insert first, then read: two versions of a new agent entering at once (simultaneous
        // uploads) both read "no entry" under PostgreSQL's read committed, and the second insert
        // broke the primary key; the conflict clause makes the later one an update of the entry
        int inserted = h.createUpdate(
                        "INSERT INTO league_entrants (league_id, agent_id, agent_version_id, entered_at, baseline)"
                                + " VALUES (:l, :a, :v, :now, :baseline) ON CONFLICT (league_id, agent_id) DO NOTHING")
                .bind("l", leagueId)
                .bind("a", version.agentId())
                .bind("v", agentVersionId)
                .bind("now", now)
                .bind("baseline", baseline ? 1 : 0)
                .execute();
        if (inserted == 1) {
            return Optional.<Season>empty();
        }
        Optional<Long> previous = h.createQuery(
                        "SELECT agent_version_id FROM league_entrants WHERE league_id = :l AND agent_id = :a")
                .bind("l", leagueId)
                .bind("a", version.agentId())
                .mapTo(Long.class)
                .findOne();
        h.createUpdate("UPDATE league_entrants SET agent_version_id = :v, entered_at = :now"
                        + " WHERE league_id = :l AND agent_id = :a")
                .bind("l", leagueId)
                .bind("a", version.agentId())
                .bind("v", agentVersionId)
                .bind("now", now)
                .execute();
        if (league.rules().versionPolicy() != VersionPolicy.REPLACE) {
            return Optional.<Season>empty();
        }
        Optional<Season> running = LeagueReads.seasons(h, leagueId).stream()
                .filter(s -> s.status() == SeasonStatus.RUNNING)
                .findFirst();
        running.ifPresent(season -> h.createUpdate(
                        "UPDATE entrants SET agent_version_id = :v WHERE tournament_id = :t AND agent_version_id = :old")
                .bind("v", agentVersionId)
                .bind("t", season.tournamentId().getAsLong())
                .bind("old", previous.get())
                .execute());
        return running;
    }
}
