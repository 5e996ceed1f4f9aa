package org.knightsarena.web.bots;

import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

/**
 * What a bot's page shows about its games, read from the tournaments' tables: its rating history,
 * its record against each other bot, and the faults and captured logs of its recent matches.
 * All of it is about the bot (every version), identified by its agent id. Thread-safe.
 */
public final class BotHistory {
    /**
     * The seats this agent's entrants played, found through the index on
     * {@code entrants (agent_version_id)} and then {@code match_seats (entrant_id)}.
     */
    private static final String OWN_ENTRANTS = "SELECT e.id FROM entrants e JOIN agent_versions v"
            + " ON v.id = e.agent_version_id WHERE v.agent_id = :agent";

    private final Jdbi jdbi;

    /** @param jdbi the arena database */
    public BotHistory(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /**
     * One rated match: a row of {@code rating_changes} for one of the bot's entrants.
     *
     * @param series     names the run of ratings the point belongs to (one per tournament entrant):
     *                   "Open league season 1", or the tournament's name outside a league, with the
     *                   entrant's label when it is not the bot's name
     * @param finishedAt when the match finished
     */
    public record RatingPoint(long matchId, long entrantId, String series, String version, Instant finishedAt,
            double before, double after) {
    }

    /**
     * The bot against one other bot, over pairs of seats at the same finished match: a match
     * where one of them had two seats counts once per pair.
     *
     * @param games  pairs of seats at the same table
     * @param ahead  pairs where this bot placed better (a lower place)
     * @param behind pairs where the opponent placed better
     * @param ties   pairs with the same place
     */
    public record HeadToHead(String opponent, int games, int ahead, int behind, int ties) {
    }

    /** A fault one of the bot's seats made. */
    public record SeatFault(long matchId, int seat, String kind, String detail) {
    }

    /** A seat of the bot with a captured log. */
    public record SeatLog(long matchId, int seat, int lines) {
    }

    /** @return every rated match of the bot, in the order played (by finish time, then rating order) */
    public List<RatingPoint> ratings(long agentId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT rc.match_id, rc.entrant_id, e.label, a.name AS agent,"
                        + " t.name AS tournament, l.name AS league, s.number AS season, v.version, m.finished_at,"
                        + " rc.rating_before, rc.rating_after"
                        + " FROM rating_changes rc JOIN entrants e ON e.id = rc.entrant_id"
                        + " JOIN matches m ON m.id = rc.match_id JOIN tournaments t ON t.id = e.tournament_id"
                        + " LEFT JOIN seasons s ON s.id = t.season_id LEFT JOIN leagues l ON l.id = s.league_id"
                        + " LEFT JOIN match_seats ms ON ms.match_id = rc.match_id AND ms.entrant_id = rc.entrant_id"
                        + " JOIN agent_versions v ON v.id = COALESCE(ms.agent_version_id, e.agent_version_id)"
                        + " JOIN agents a ON a.id = v.agent_id"
                        + " WHERE rc.entrant_id IN (" + OWN_ENTRANTS + ")"
                        + " ORDER BY m.finished_at, m.tournament_id, m.result_seq, rc.entrant_id")
                .bind("agent", agentId)
                .map((rs, ctx) -> {
                    String league = rs.getString("league");
                    String series = league == null ? rs.getString("tournament") : league + " season " + rs.getInt("season");
                    String label = rs.getString("label");
                    if (!label.equals(rs.getString("agent"))) {
                        series += " (" + label + ")";
                    }
                    return new RatingPoint(rs.getLong("match_id"), rs.getLong("entrant_id"), series,
                            rs.getString("version"), Instant.ofEpochMilli(rs.getLong("finished_at")),
                            rs.getDouble("rating_before"), rs.getDouble("rating_after"));
                })
                .list());
    }

    /** @return the bot's record against every bot it met in a finished match, most games first */
    public List<HeadToHead> headToHead(long agentId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT oa.name, COUNT(*),"
                        + " SUM(CASE WHEN me.place < them.place THEN 1 ELSE 0 END),"
                        + " SUM(CASE WHEN me.place > them.place THEN 1 ELSE 0 END),"
                        + " SUM(CASE WHEN me.place = them.place THEN 1 ELSE 0 END)"
                        + " FROM match_seats me JOIN matches m ON m.id = me.match_id AND m.status = 'finished'"
                        + " JOIN match_seats them ON them.match_id = me.match_id AND them.seat <> me.seat"
                        + " JOIN agent_versions ov ON ov.id = them.agent_version_id JOIN agents oa ON oa.id = ov.agent_id"
                        + " WHERE me.entrant_id IN (" + OWN_ENTRANTS + ") AND oa.id <> :agent"
                        + " GROUP BY oa.name ORDER BY COUNT(*) DESC, oa.name")
                .bind("agent", agentId)
                .map((rs, ctx) -> new HeadToHead(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4),
                        rs.getInt(5)))
                .list());
    }

    /** @return the faults the bot's seats made in these matches, latest match first */
    public List<SeatFault> faults(long agentId, List<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return List.of();
        }
        return jdbi.withHandle(h -> h.createQuery("SELECT f.match_id, f.seat, f.kind, f.detail FROM match_faults f"
                        + " JOIN match_seats ms ON ms.match_id = f.match_id AND ms.seat = f.seat"
                        + " WHERE f.match_id IN (<ids>) AND ms.entrant_id IN (" + OWN_ENTRANTS + ")"
                        + " ORDER BY f.match_id DESC, f.seat, f.ordinal")
                .bindList("ids", matchIds).bind("agent", agentId)
                .map((rs, ctx) -> new SeatFault(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getString(4)))
                .list());
    }

    /** @return the bot's seats in these matches that have a captured log, latest match first */
    public List<SeatLog> logs(long agentId, List<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return List.of();
        }
        return jdbi.withHandle(h -> h.createQuery("SELECT g.match_id, g.seat, g.lines FROM match_logs g"
                        + " JOIN match_seats ms ON ms.match_id = g.match_id AND ms.seat = g.seat"
                        + " WHERE g.match_id IN (<ids>) AND ms.entrant_id IN (" + OWN_ENTRANTS + ")"
                        + " ORDER BY g.match_id DESC, g.seat")
                .bindList("ids", matchIds).bind("agent", agentId)
                .map((rs, ctx) -> new SeatLog(rs.getLong(1), rs.getInt(2), rs.getInt(3)))
                .list());
    }
}
