package org.knightsarena.tournaments.board;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.jdbi.v3.core.statement.Query;
import org.knightsarena.tournaments.storage.Database;

/**
 * What a bot's page shows about its games, read from the tournaments' tables: its rating history,
 * its record against each other bot, and the faults and captured logs of its recent matches.
 * All of it is about the bot (every version), identified by its agent id; ratings and
 * head-to-head records come in pages, and only from the matches the reader's {@link
 * Audience} may see. Thread-safe.
 */
public final class BotHistory {
    /**
     * The seats this agent's entrants played, found through the index on
     * {@code entrants (agent_version_id)} and then {@code match_seats (entrant_id)}.
     */
    private static final String OWN_ENTRANTS = "SELECT e.id FROM entrants e JOIN agent_versions v"
            + " ON v.id = e.agent_version_id WHERE v.agent_id = :agent";

    private final Database database;

    /** @param database the arena database, never null */
    public BotHistory(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /**
     * One rated match: a row of {@code rating_changes} for one of the bot's entrants.
     *
     * @param series     names the run of ratings the point belongs to (one per tournament entrant):
     *                   "Open league season 1", or the tournament's name outside a league, with the
     *                   entrant's label when it is not the bot's name
     * @param finishedAt when the match finished
     */
    public record RatingPoint(
            long matchId,
            long entrantId,
            String series,
            String version,
            Instant finishedAt,
            double before,
            double after) {}

    /**
     * The bot against one other bot, over pairs of seats at the same finished match: a match
     * where one of them had two seats counts once per pair.
     *
     * @param games  pairs of seats at the same table
     * @param ahead  pairs where this bot placed better (a lower place)
     * @param behind pairs where the opponent placed better
     * @param ties   pairs with the same place
     */
    public record HeadToHead(String opponent, int games, int ahead, int behind, int ties) {}

    /**
     * A page of the bot's rated matches, latest first.
     *
     * @param total the bot's rated matches the caller may see, on all pages
     */
    public record RatingPage(long total, int limit, int offset, List<RatingPoint> ratings) {
        /** Copies the list. */
        public RatingPage {
            ratings = List.copyOf(ratings);
        }
    }

    /**
     * A page of the bot's head-to-head record, most games first.
     *
     * @param total the opponents met in matches the caller may see, on all pages
     */
    public record HeadToHeadPage(long total, int limit, int offset, List<HeadToHead> opponents) {
        /** Copies the list. */
        public HeadToHeadPage {
            opponents = List.copyOf(opponents);
        }
    }

    /** A fault one of the bot's seats made. */
    public record SeatFault(long matchId, int seat, String kind, String detail) {}

    /** A seat of the bot with a captured log. */
    public record SeatLog(long matchId, int seat, int lines) {}

    /**
     * @param audience whose eyes it is for: rated matches it may not see are left out
     * @return a page of the bot's rated matches, latest first (by finish time, then rating order)
     */
    public RatingPage ratings(long agentId, Audience audience, PageRequest page) {
        String from = " FROM rating_changes rc JOIN entrants e ON e.id = rc.entrant_id"
                + " JOIN matches m ON m.id = rc.match_id";
        String where = " WHERE rc.entrant_id IN (" + OWN_ENTRANTS + ") AND " + audience.sql("m");
        return database.jdbi().withHandle(h -> {
            Query count = h.createQuery("SELECT COUNT(*)" + from + where).bind("agent", agentId);
            audience.bind(count);
            long total = count.mapTo(Long.class).one();
            Query rows = h.createQuery("SELECT rc.match_id, rc.entrant_id, e.label, a.name AS agent,"
                            + " t.name AS tournament, l.name AS league, s.number AS season, v.version, m.finished_at,"
                            + " rc.rating_before, rc.rating_after"
                            + from + " JOIN tournaments t ON t.id = e.tournament_id"
                            + " LEFT JOIN seasons s ON s.id = t.season_id LEFT JOIN leagues l ON l.id = s.league_id"
                            + " LEFT JOIN match_seats ms ON ms.match_id = rc.match_id AND ms.entrant_id = rc.entrant_id"
                            + " JOIN agent_versions v ON v.id = COALESCE(ms.agent_version_id, e.agent_version_id)"
                            + " JOIN agents a ON a.id = v.agent_id" + where
                            + " ORDER BY m.finished_at DESC, m.tournament_id DESC, m.result_seq DESC,"
                            + " rc.entrant_id DESC LIMIT :limit OFFSET :offset")
                    .bind("agent", agentId)
                    .bind("limit", page.limit())
                    .bind("offset", page.offset());
            audience.bind(rows);
            List<RatingPoint> points = rows.map((rs, ctx) -> {
                        String league = rs.getString("league");
                        String series =
                                league == null ? rs.getString("tournament") : league + " season " + rs.getInt("season");
                        String label = rs.getString("label");
                        if (!label.equals(rs.getString("agent"))) {
                            series += " (" + label + ")";
                        }
                        return new RatingPoint(
                                rs.getLong("match_id"),
                                rs.getLong("entrant_id"),
                                series,
                                rs.getString("version"),
                                Instant.ofEpochMilli(rs.getLong("finished_at")),
                                rs.getDouble("rating_before"),
                                rs.getDouble("rating_after"));
                    })
                    .list();
            return new RatingPage(total, page.limit(), page.offset(), points);
        });
    }

    /**
     * @param audience whose eyes it is for: matches it may not see are not counted
     * @return a page of the bot's record against every bot it met in a finished match, most games first
     */
    public HeadToHeadPage headToHead(long agentId, Audience audience, PageRequest page) {
        String grouped = " FROM match_seats me JOIN matches m ON m.id = me.match_id AND m.status = 'finished'"
                + " JOIN match_seats them ON them.match_id = me.match_id AND them.seat <> me.seat"
                + " JOIN agent_versions ov ON ov.id = them.agent_version_id JOIN agents oa ON oa.id = ov.agent_id"
                + " WHERE me.entrant_id IN (" + OWN_ENTRANTS + ") AND oa.id <> :agent AND " + audience.sql("m")
                + " GROUP BY oa.name";
        return database.jdbi().withHandle(h -> {
            Query count = h.createQuery("SELECT COUNT(*) FROM (SELECT oa.name" + grouped + ") AS opponents")
                    .bind("agent", agentId);
            audience.bind(count);
            long total = count.mapTo(Long.class).one();
            Query rows = h.createQuery("SELECT oa.name, COUNT(*),"
                            + " SUM(CASE WHEN me.place < them.place THEN 1 ELSE 0 END),"
                            + " SUM(CASE WHEN me.place > them.place THEN 1 ELSE 0 END),"
                            + " SUM(CASE WHEN me.place = them.place THEN 1 ELSE 0 END)" + grouped
                            + " ORDER BY COUNT(*) DESC, oa.name LIMIT :limit OFFSET :offset")
                    .bind("agent", agentId)
                    .bind("limit", page.limit())
                    .bind("offset", page.offset());
            audience.bind(rows);
            List<HeadToHead> lines = rows.map((rs, ctx) ->
                            new HeadToHead(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5)))
                    .list();
            return new HeadToHeadPage(total, page.limit(), page.offset(), lines);
        });
    }

    /** @return the faults the bot's seats made in these matches, latest match first */
    public List<SeatFault> faults(long agentId, List<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return List.of();
        }
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT f.match_id, f.seat, f.kind, f.detail FROM match_faults f"
                                + " JOIN match_seats ms ON ms.match_id = f.match_id AND ms.seat = f.seat"
                                + " WHERE f.match_id IN (<ids>) AND ms.entrant_id IN (" + OWN_ENTRANTS + ")"
                                + " ORDER BY f.match_id DESC, f.seat, f.ordinal")
                        .bindList("ids", matchIds)
                        .bind("agent", agentId)
                        .map((rs, ctx) -> new SeatFault(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getString(4)))
                        .list());
    }

    /** @return the bot's seats in these matches that have a captured log, latest match first */
    public List<SeatLog> logs(long agentId, List<Long> matchIds) {
        if (matchIds.isEmpty()) {
            return List.of();
        }
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT g.match_id, g.seat, g.lines FROM match_logs g"
                                + " JOIN match_seats ms ON ms.match_id = g.match_id AND ms.seat = g.seat"
                                + " WHERE g.match_id IN (<ids>) AND ms.entrant_id IN (" + OWN_ENTRANTS + ")"
                                + " ORDER BY g.match_id DESC, g.seat")
                        .bindList("ids", matchIds)
                        .bind("agent", agentId)
                        .map((rs, ctx) -> new SeatLog(rs.getLong(1), rs.getInt(2), rs.getInt(3)))
                        .list());
    }
}
