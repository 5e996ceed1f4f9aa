package org.knightsarena.web.league;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * What the league pages and API show, read from the tournaments' tables: leagues with their
 * current season's progress, and recent matches. Thread-safe.
 */
public final class LeagueBoard {
    private final Jdbi jdbi;

    /** @param jdbi the arena database */
    public LeagueBoard(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A league's latest season and how far it has played. */
    public record SeasonProgress(long id, int number, String status, int done, int total) {
    }

    /**
     * A league as listed; {@code season} is null before its first season.
     *
     * @param visibility {@code public}, or {@code private} for a classroom assignment
     * @param owner the organiser who runs it, null for leagues the platform made
     */
    public record LeagueSummary(long id, String name, String ruleset, String visibility, String owner,
            SeasonProgress season) {
    }

    /** One seat of a listed match. */
    public record Seat(int seat, String name, String version, Integer place, Integer points) {
    }

    /** A finished or given-up match; {@code replay} is the viewer's path, null without a stored replay. */
    public record MatchLine(long id, long leagueId, Instant finishedAt, String status, List<Seat> seats,
            String replay) {
    }

    /** @return the leagues the caller may see ({@link LeagueAccess}), by id */
    public List<LeagueSummary> leagues(LeagueAccess.Condition visible) {
        return jdbi.withHandle(h -> h.createQuery("SELECT l.id FROM leagues l WHERE " + visible.sql() + " ORDER BY l.id")
                .bindMap(visible.bindings()).mapTo(Long.class).list()
                .stream().map(id -> summary(h, id).orElseThrow()).toList());
    }

    /** @return the league with this id, if any */
    public Optional<LeagueSummary> league(long id) {
        return jdbi.withHandle(h -> summary(h, id));
    }

    /**
     * Lists finished and given-up matches, latest first.
     *
     * @param leagueId only this league's, when present
     * @param agent only those where an agent of this name played, when present
     */
    public List<MatchLine> matches(Optional<Long> leagueId, Optional<String> agent, int limit, int offset) {
        return jdbi.withHandle(h -> {
            String where = "m.status IN ('finished', 'aborted')"
                    + (leagueId.isPresent() ? " AND s.league_id = :league" : "")
                    + (agent.isPresent() ? " AND m.id IN (SELECT ms.match_id FROM match_seats ms JOIN agent_versions v"
                            + " ON v.id = ms.agent_version_id JOIN agents a ON a.id = v.agent_id WHERE a.name = :agent)"
                            : "");
            var query = h.createQuery("SELECT m.id, s.league_id, m.finished_at, m.status,"
                            + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                            + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                            + " JOIN seasons s ON s.id = t.season_id WHERE " + where
                            + " ORDER BY m.finished_at DESC, m.id DESC LIMIT :limit OFFSET :offset")
                    .bind("limit", limit).bind("offset", offset);
            leagueId.ifPresent(l -> query.bind("league", l));
            agent.ifPresent(a -> query.bind("agent", a));
            return query.map((rs, ctx) -> {
                long id = rs.getLong("id");
                long finished = rs.getLong("finished_at");
                Instant at = rs.wasNull() ? null : Instant.ofEpochMilli(finished);
                return new MatchLine(id, rs.getLong("league_id"), at, rs.getString("status"), List.of(),
                        rs.getBoolean("has_replay") ? "/replays/" + id : null);
            }).list().stream().map(m -> new MatchLine(m.id(), m.leagueId(), m.finishedAt(), m.status(),
                    seats(h, m.id()), m.replay())).toList();
        });
    }

    private static List<Seat> seats(Handle h, long matchId) {
        return h.createQuery("SELECT ms.seat, e.label, v.version, ms.place, ms.points FROM match_seats ms"
                        + " JOIN entrants e ON e.id = ms.entrant_id"
                        + " LEFT JOIN agent_versions v ON v.id = ms.agent_version_id"
                        + " WHERE ms.match_id = :m ORDER BY ms.seat")
                .bind("m", matchId)
                .map((rs, ctx) -> new Seat(rs.getInt(1), rs.getString(2), rs.getString(3),
                        rs.getObject(4) == null ? null : rs.getInt(4),
                        rs.getObject(5) == null ? null : rs.getInt(5)))
                .list();
    }

    private static Optional<LeagueSummary> summary(Handle h, long leagueId) {
        return h.createQuery("SELECT id, name, ruleset, visibility, owner FROM leagues WHERE id = :id")
                .bind("id", leagueId)
                .map((rs, ctx) -> new LeagueSummary(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), null))
                .findOne()
                .map(l -> new LeagueSummary(l.id(), l.name(), l.ruleset(), l.visibility(), l.owner(),
                        latestSeason(h, l.id()).orElse(null)));
    }

    private static Optional<SeasonProgress> latestSeason(Handle h, long leagueId) {
        return Leaderboards.seasons(h, leagueId, 1).stream().findFirst()
                .map(v -> new SeasonProgress(v.id(), v.number(), v.status(), v.done(), v.total()));
    }
}
