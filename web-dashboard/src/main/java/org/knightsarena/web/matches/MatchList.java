package org.knightsarena.web.matches;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Query;

/**
 * Lists stored matches by a {@link MatchFilter}: one query for the page of matches, one for the
 * total, and one for the seats of every match on the page. Thread-safe.
 */
public final class MatchList {
    private final Jdbi jdbi;

    /** @param jdbi the arena database */
    public MatchList(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /**
     * One seat of a listed match.
     *
     * @param name    the bot's name (its page is {@code /bots/{name}})
     * @param version the bot version that played, or is to play, the seat
     * @param place   1 for the winner; null until the match is finished
     * @param points  victory points at the end; null until the match is finished
     * @param faults  how many faults the seat made
     * @param ejected whether the seat was benched for too many faults
     */
    public record Seat(int seat, String name, String version, Integer place, Integer points, int faults,
            boolean ejected) {
    }

    /**
     * A listed match.
     *
     * @param leagueId   null for a match outside any league (a command-line tournament)
     * @param leagueName null with {@code leagueId}
     * @param season     the season's number within its league; null outside a league
     * @param finishedAt when it finished or was given up; null while queued or running
     * @param replay     the replay viewer's path; null without a stored replay
     */
    public record Line(long id, Long leagueId, String leagueName, Integer season, Instant finishedAt, String status,
            String ruleset, List<Seat> seats, String replay) {
    }

    /**
     * A page of matches.
     *
     * @param total every match the filter selects, on all pages
     */
    public record Page(long total, int limit, int offset, List<Line> matches) {
    }

    /** A league as the filter form offers it. */
    public record LeagueName(long id, String name) {
    }

    /** @return the page the filter selects, latest first (by finish time, then id) */
    public Page find(MatchFilter filter) {
        return jdbi.withHandle(h -> {
            String where = where(filter);
            Query count = h.createQuery("SELECT COUNT(*) FROM matches m WHERE " + where);
            bind(count, filter);
            long total = count.mapTo(Long.class).one();
            Query page = h.createQuery("SELECT m.id, s.league_id, l.name AS league_name, s.number AS season,"
                    + " m.finished_at, m.status, m.ruleset,"
                    + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                    + " FROM matches m LEFT JOIN tournaments t ON t.id = m.tournament_id"
                    + " LEFT JOIN seasons s ON s.id = t.season_id LEFT JOIN leagues l ON l.id = s.league_id"
                    + " WHERE " + where + " ORDER BY m.finished_at DESC, m.id DESC LIMIT :limit OFFSET :offset")
                    .bind("limit", filter.limit()).bind("offset", filter.offset());
            bind(page, filter);
            List<Line> lines = page.map((rs, ctx) -> line(rs)).list();
            Map<Long, List<Seat>> seats = seats(h, lines.stream().map(Line::id).toList());
            return new Page(total, filter.limit(), filter.offset(), lines.stream()
                    .map(l -> new Line(l.id(), l.leagueId(), l.leagueName(), l.season(), l.finishedAt(), l.status(),
                            l.ruleset(), seats.getOrDefault(l.id(), List.of()), l.replay()))
                    .toList());
        });
    }

    /** @return every league, by id, for the filter form */
    public List<LeagueName> leagues() {
        return jdbi.withHandle(h -> h.createQuery("SELECT id, name FROM leagues ORDER BY id")
                .map((rs, ctx) -> new LeagueName(rs.getLong(1), rs.getString(2))).list());
    }

    /**
     * The conditions on {@code matches m} alone, so that the count needs no join. League and
     * agent become sets of tournaments and matches, which the indexes on
     * {@code entrants (agent_version_id)} and {@code match_seats (entrant_id)} find directly.
     */
    private static String where(MatchFilter f) {
        List<String> terms = new ArrayList<>();
        terms.add(f.status().isPresent() ? "m.status = :status" : "m.status IN ('finished', 'aborted')");
        if (f.league().isPresent()) {
            terms.add("m.tournament_id IN (SELECT t.id FROM tournaments t JOIN seasons s ON s.id = t.season_id"
                    + " WHERE s.league_id = :league" + (f.season().isPresent() ? " AND s.number = :season" : "") + ")");
        }
        if (f.agent().isPresent()) {
            terms.add("m.id IN (SELECT ms.match_id FROM match_seats ms WHERE ms.entrant_id IN"
                    + " (SELECT e.id FROM entrants e WHERE e.agent_version_id IN (SELECT v.id FROM agent_versions v"
                    + " JOIN agents a ON a.id = v.agent_id WHERE a.name = :agent)))");
        }
        if (f.ruleset().isPresent()) {
            terms.add("m.ruleset = :ruleset");
        }
        return String.join(" AND ", terms);
    }

    private static void bind(Query q, MatchFilter f) {
        f.status().ifPresent(s -> q.bind("status", s.code()));
        f.league().ifPresent(l -> q.bind("league", l));
        f.season().ifPresent(s -> q.bind("season", s));
        f.agent().ifPresent(a -> q.bind("agent", a));
        f.ruleset().ifPresent(r -> q.bind("ruleset", r.id()));
    }

    private static Line line(ResultSet rs) throws SQLException {
        long id = rs.getLong("id");
        return new Line(id, nullableLong(rs, "league_id"), rs.getString("league_name"),
                nullableInt(rs, "season"), instant(rs, "finished_at"), rs.getString("status"),
                rs.getString("ruleset"), List.of(), rs.getBoolean("has_replay") ? "/replays/" + id : null);
    }

    /** @return the seats of the matches, in seat order, by match id; one query for all of them */
    static Map<Long, List<Seat>> seats(Handle h, List<Long> matchIds) {
        Map<Long, List<Seat>> seats = new LinkedHashMap<>();
        if (matchIds.isEmpty()) {
            return seats;
        }
        h.createQuery("SELECT ms.match_id, ms.seat, a.name, v.version, ms.place, ms.points, ms.faults, ms.ejected"
                        + " FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id"
                        + " JOIN agent_versions v ON v.id = COALESCE(ms.agent_version_id, e.agent_version_id)"
                        + " JOIN agents a ON a.id = v.agent_id"
                        + " WHERE ms.match_id IN (<ids>) ORDER BY ms.match_id, ms.seat")
                .bindList("ids", matchIds)
                .map((rs, ctx) -> Map.entry(rs.getLong(1), new Seat(rs.getInt(2), rs.getString(3), rs.getString(4),
                        nullableInt(rs, "place"), nullableInt(rs, "points"), rs.getInt(7),
                        rs.getInt(8) == 1)))
                .forEach(e -> seats.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue()));
        return seats;
    }

    /** @return the epoch-milliseconds column as an instant, null when NULL */
    static Instant instant(ResultSet rs, String column) throws SQLException {
        Long millis = nullableLong(rs, column);
        return millis == null ? null : Instant.ofEpochMilli(millis);
    }

    /** @return the column's value, null when NULL */
    static Long nullableLong(ResultSet rs, String column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }

    /** @return the column's value, null when NULL */
    static Integer nullableInt(ResultSet rs, String column) throws SQLException {
        int value = rs.getInt(column);
        return rs.wasNull() ? null : value;
    }
}
