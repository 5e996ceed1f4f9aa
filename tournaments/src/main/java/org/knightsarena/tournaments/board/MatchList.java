package org.knightsarena.tournaments.board;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Query;
import org.knightsarena.tournaments.storage.Database;

/**
 * Lists stored matches by a {@link MatchSelection}: the league's tournaments and the bot's entrants
 * first (a few ids), then one query for the total, one for the ids on the page (answered from
 * indexes), one for those matches and one for their seats. Thread-safe.
 */
public final class MatchList {
    private final Database database;

    /** @param database the arena database, never null */
    public MatchList(Database database) {
        this.database = Objects.requireNonNull(database, "database");
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
    public record Seat(
            int seat, String name, String version, Integer place, Integer points, int faults, boolean ejected) {}

    /**
     * A listed match.
     *
     * @param leagueId   null for a match outside any league (a command-line tournament)
     * @param leagueName null with {@code leagueId}
     * @param season     the season's number within its league; null outside a league
     * @param finishedAt when it finished or was given up; null while queued or running
     * @param replay     the replay viewer's path; null without a stored replay
     * @param variants   the variants it plays, ids comma-separated as {@code --variant} takes them; empty for none
     * @param scenario   the Seafarers scenario it plays on; null for none
     */
    public record Line(
            long id,
            Long leagueId,
            String leagueName,
            Integer season,
            Instant finishedAt,
            String status,
            String ruleset,
            List<Seat> seats,
            String replay,
            String variants,
            String scenario) {}

    /**
     * A page of matches.
     *
     * @param total every match the filter selects, on all pages
     */
    public record Page(long total, int limit, int offset, List<Line> matches) {
        /** Copies the matches. */
        public Page {
            matches = List.copyOf(matches);
        }
    }

    /** A league as the filter form offers it. */
    public record LeagueName(long id, String name) {}

    /** @return the page the filter selects for the audience, latest first (by finish time, then id) */
    public Page find(MatchSelection filter, Audience audience) {
        return database.jdbi().withHandle(h -> {
            Optional<List<Long>> tournaments = filter.league().map(league -> tournaments(h, league, filter.season()));
            Optional<List<Long>> entrants = filter.agent().map(agent -> entrants(h, agent));
            if (tournaments.map(List::isEmpty).orElse(false)
                    || entrants.map(List::isEmpty).orElse(false)) {
                return new Page(0, filter.limit(), filter.offset(), List.of());
            }
            String hiding = " AND " + audience.sql("m");
            Query count = h.createQuery(
                    "SELECT COUNT(*) FROM matches m WHERE " + where(filter, tournaments, entrants, false) + hiding);
            bind(count, filter, tournaments, entrants);
            audience.bind(count);
            long total = count.mapTo(Long.class).one();
            if (total <= filter.offset()) {
                return new Page(total, filter.limit(), filter.offset(), List.of());
            }
            // The page's ids first, from the indexes alone; then the rows of those ids only.
            Query page = h.createQuery("SELECT m.id FROM matches m WHERE "
                            + where(filter, tournaments, entrants, entrants.isPresent() && walk(h, filter, total))
                            + hiding
                            + " ORDER BY m.finished_at DESC, m.id DESC LIMIT :limit OFFSET :offset")
                    .bind("limit", filter.limit())
                    .bind("offset", filter.offset());
            bind(page, filter, tournaments, entrants);
            audience.bind(page);
            List<Long> ids = page.mapTo(Long.class).list();
            return new Page(total, filter.limit(), filter.offset(), lines(h, ids));
        });
    }

    /**
     * Some ids out of a longer list.
     *
     * @param total every id of the list, on all pages
     */
    public record IdPage(long total, List<Long> ids) {
        /** Copies the ids. */
        public IdPage {
            ids = List.copyOf(ids);
        }
    }

    /**
     * A page of the matches with a stored replay that the audience may see, by id: two queries
     * whatever the page's size or the number of replays.
     */
    public IdPage replays(Audience audience, PageRequest paging) {
        return database.jdbi().withHandle(h -> {
            String from = "FROM replays r JOIN matches m ON m.id = r.match_id WHERE " + audience.sql("m");
            Query count = h.createQuery("SELECT COUNT(*) " + from);
            audience.bind(count);
            long total = count.mapTo(Long.class).one();
            if (total <= paging.offset()) {
                return new IdPage(total, List.of());
            }
            Query page = h.createQuery("SELECT r.match_id " + from + " ORDER BY r.match_id LIMIT :limit OFFSET :offset")
                    .bind("limit", paging.limit())
                    .bind("offset", paging.offset());
            audience.bind(page);
            return new IdPage(total, page.mapTo(Long.class).list());
        });
    }

    /**
     * Which of these ids are a match with a stored replay, or a match the audience may not see:
     * one query.
     */
    public Set<Long> storedOrHidden(Audience audience, List<Long> ids) {
        return database.jdbi().withHandle(h -> {
            Query q = h.createQuery("SELECT m.id FROM matches m WHERE m.id IN (<ids>) AND (EXISTS (SELECT 1 FROM"
                            + " replays r WHERE r.match_id = m.id) OR NOT " + audience.sql("m") + ")")
                    .bindList("ids", ids);
            audience.bind(q);
            return Set.copyOf(q.mapTo(Long.class).list());
        });
    }

    /** @return the matches with these ids, in this order, with their seats */
    private static List<Line> lines(Handle h, List<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Map<Long, Line> byId = new HashMap<>();
        h.createQuery("SELECT m.id, l.id AS league_id, l.name AS league_name, s.number AS season,"
                        + " m.finished_at, m.status, m.ruleset, m.variants, m.scenario,"
                        + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                        + " FROM matches m LEFT JOIN tournaments t ON t.id = m.tournament_id"
                        + " LEFT JOIN seasons s ON s.id = t.season_id"
                        + " LEFT JOIN leagues l ON l.id = COALESCE(s.league_id, t.league_id) WHERE m.id IN (<ids>)")
                .bindList("ids", ids)
                .map((rs, ctx) -> line(rs))
                .forEach(l -> byId.put(l.id(), l));
        Map<Long, List<Seat>> seats = seats(h, ids);
        return ids.stream()
                .map(byId::get)
                .map(l -> new Line(
                        l.id(),
                        l.leagueId(),
                        l.leagueName(),
                        l.season(),
                        l.finishedAt(),
                        l.status(),
                        l.ruleset(),
                        seats.getOrDefault(l.id(), List.of()),
                        l.replay(),
                        l.variants(),
                        l.scenario()))
                .toList();
    }

    /** @return the leagues the viewer may see, by id, for the filter form */
    public List<LeagueName> leagues(Viewer viewer) {
        SqlCondition visible = Audiences.leagues(viewer, "l");
        return database.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT l.id, l.name FROM leagues l WHERE " + visible.sql() + " ORDER BY l.id")
                        .bindMap(visible.bindings())
                        .map((rs, ctx) -> new LeagueName(rs.getLong(1), rs.getString(2)))
                        .list());
    }

    /** @return the tournaments that play the league's seasons (or the one season) */
    private static List<Long> tournaments(Handle h, long league, Optional<Integer> season) {
        Query q = h.createQuery("SELECT t.id FROM tournaments t JOIN seasons s ON s.id = t.season_id"
                        + " WHERE s.league_id = :league" + (season.isPresent() ? " AND s.number = :season" : ""))
                .bind("league", league);
        season.ifPresent(n -> q.bind("season", n));
        return q.mapTo(Long.class).list();
    }

    /** @return the tournament entrants of every version of the bot */
    private static List<Long> entrants(Handle h, String agent) {
        return h.createQuery("SELECT e.id FROM entrants e JOIN agent_versions v ON v.id = e.agent_version_id"
                        + " JOIN agents a ON a.id = v.agent_id WHERE a.name = :agent")
                .bind("agent", agent)
                .mapTo(Long.class)
                .list();
    }

    /**
     * Tells whether a bot's page is found faster by walking all matches in finish order and
     * keeping the bot's, than by sorting all of the bot's matches: walking reads about
     * (offset + limit) × matches / total rows, sorting reads total rows. The highest match id
     * stands in for the number of matches, which it bounds.
     */
    private static boolean walk(Handle h, MatchSelection filter, long total) {
        long matches = h.createQuery("SELECT COALESCE(MAX(id), 0) FROM matches")
                .mapTo(Long.class)
                .one();
        return (double) (filter.offset() + filter.limit()) * matches < (double) total * total;
    }

    /**
     * The conditions on {@code matches m}. Without a status, "has an outcome" is written as
     * {@code finished_at IS NOT NULL} (set exactly for finished and given-up matches), which the
     * finish-order indexes of V4__match_list_indexes.sql serve in the list's order. A bot's
     * matches are either the set of its seats' matches ({@code walk} false: few matches, sorted)
     * or checked match by match while walking the finish order ({@code walk} true).
     */
    private static String where(
            MatchSelection f, Optional<List<Long>> tournaments, Optional<List<Long>> entrants, boolean walk) {
        List<String> terms = new ArrayList<>();
        terms.add(f.status().isPresent() ? "m.status = :status" : "m.finished_at IS NOT NULL");
        if (tournaments.isPresent()) {
            terms.add("m.tournament_id IN (<tournaments>)");
        }
        if (entrants.isPresent()) {
            terms.add(
                    walk
                            ? "EXISTS (SELECT 1 FROM match_seats ms WHERE ms.match_id = m.id AND ms.entrant_id IN (<entrants>))"
                            : "m.id IN (SELECT ms.match_id FROM match_seats ms WHERE ms.entrant_id IN (<entrants>))");
        }
        if (f.ruleset().isPresent()) {
            terms.add("m.ruleset = :ruleset");
        }
        return String.join(" AND ", terms);
    }

    private static void bind(
            Query q, MatchSelection f, Optional<List<Long>> tournaments, Optional<List<Long>> entrants) {
        f.status().ifPresent(s -> q.bind("status", s.code()));
        tournaments.ifPresent(t -> q.bindList("tournaments", t));
        entrants.ifPresent(e -> q.bindList("entrants", e));
        f.ruleset().ifPresent(r -> q.bind("ruleset", r.id()));
    }

    private static Line line(ResultSet rs) throws SQLException {
        long id = rs.getLong("id");
        return new Line(
                id,
                nullableLong(rs, "league_id"),
                rs.getString("league_name"),
                nullableInt(rs, "season"),
                instant(rs, "finished_at"),
                rs.getString("status"),
                rs.getString("ruleset"),
                List.of(),
                rs.getBoolean("has_replay") ? "/replays/" + id : null,
                rs.getString("variants"),
                rs.getString("scenario"));
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
                .map((rs, ctx) -> Map.entry(
                        rs.getLong(1),
                        new Seat(
                                rs.getInt(2),
                                rs.getString(3),
                                rs.getString(4),
                                nullableInt(rs, "place"),
                                nullableInt(rs, "points"),
                                rs.getInt(7),
                                rs.getInt(8) == 1)))
                .forEach(e -> seats.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                        .add(e.getValue()));
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
