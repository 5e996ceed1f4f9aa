package org.knightsarena.tournaments.board;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.league.League;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.Database;

/**
 * One stored match in full: its settings, timings and seats, and each seat's faults and captured
 * log for those allowed to read them ({@link SeatPrivacy}). Thread-safe.
 */
public final class MatchDetail {
    private final Database database;

    /** @param database the arena database, never null */
    public MatchDetail(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /** One fault of a seat, as the engine recorded it. */
    public record Fault(String kind, String detail) {}

    /**
     * A seat's captured log.
     *
     * @param lines     how many lines the bot logged
     * @param truncated whether the stored text was cut at the storage limit
     */
    public record Log(int lines, boolean truncated, String text) {}

    /**
     * A seat of the match.
     *
     * @param name          the bot's name
     * @param owner         the name of the account owning the bot; null for a bot no account owns (a built-in bot)
     * @param ratingBefore  the seat's rating before the match; null unless the match was rated
     * @param ratingAfter   the rating after it; null unless rated
     * @param privateShown  whether {@code faultDetails} and {@code log} were included for this caller
     * @param faultDetails  the faults in order (at most the stored cap); null when hidden
     * @param log           the captured log; null when hidden or when the bot logged nothing
     */
    public record Seat(
            int seat,
            String name,
            String owner,
            String version,
            Integer place,
            Integer points,
            int faults,
            boolean ejected,
            Double ratingBefore,
            Double ratingAfter,
            boolean privateShown,
            List<Fault> faultDetails,
            Log log) {}

    /**
     * A match.
     *
     * @param detail        why it was given up, or the last abort; null otherwise
     * @param ending        {@code won} or {@code turn-cap} once finished
     * @param privateHidden whether some seat's faults and log were withheld from this caller
     * @param variants      the variants it plays, ids comma-separated; empty for none
     * @param scenario      the Seafarers scenario it plays on; null for none
     */
    public record Match(
            long id,
            Long leagueId,
            String leagueName,
            Integer season,
            long tournamentId,
            int round,
            String status,
            String detail,
            String ruleset,
            long seed,
            int turnCap,
            String ending,
            Integer turns,
            Long decisions,
            int attempts,
            Instant createdAt,
            Instant startedAt,
            Instant finishedAt,
            Long elapsedMs,
            String replay,
            List<Seat> seats,
            boolean privateHidden,
            String variants,
            String scenario) {}

    /**
     * Reads a match.
     *
     * @param id       the match id
     * @param viewer   whose eyes it is for: each seat's private data is shown only as far as
     *                 {@link SeatPrivacy#mayRead} lets them see it (whether they may see the match
     *                 at all is {@link Audiences#canSeeMatch})
     * @return the match, or empty when there is none with this id
     */
    public Optional<Match> find(long id, Viewer viewer) {
        // A test or practice match has no season but names the league it was played for.
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT m.*, l.id AS league_id, l.name AS league_name,"
                                + " s.number AS season,"
                                + " EXISTS (SELECT 1 FROM replays r WHERE r.match_id = m.id) AS has_replay"
                                + " FROM matches m LEFT JOIN tournaments t ON t.id = m.tournament_id"
                                + " LEFT JOIN seasons s ON s.id = t.season_id"
                                + " LEFT JOIN leagues l ON l.id = COALESCE(s.league_id, t.league_id) WHERE m.id = :id")
                        .bind("id", id)
                        .map((rs, ctx) -> new Match(
                                rs.getLong("id"),
                                MatchList.nullableLong(rs, "league_id"),
                                rs.getString("league_name"),
                                MatchList.nullableInt(rs, "season"),
                                rs.getLong("tournament_id"),
                                rs.getInt("round"),
                                rs.getString("status"),
                                rs.getString("detail"),
                                rs.getString("ruleset"),
                                rs.getLong("seed"),
                                rs.getInt("turn_cap"),
                                rs.getString("ending"),
                                MatchList.nullableInt(rs, "turns"),
                                MatchList.nullableLong(rs, "decisions"),
                                rs.getInt("attempts"),
                                MatchList.instant(rs, "created_at"),
                                MatchList.instant(rs, "started_at"),
                                MatchList.instant(rs, "finished_at"),
                                MatchList.nullableLong(rs, "elapsed_ms"),
                                rs.getBoolean("has_replay") ? "/replays/" + id : null,
                                List.of(),
                                false,
                                rs.getString("variants"),
                                rs.getString("scenario")))
                        .findOne()
                        .map(m -> withSeats(h, m, classroom(h, id), viewer)));
    }

    private static Optional<League> classroom(Handle h, long matchId) {
        return h.createQuery("SELECT l.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                        + " LEFT JOIN seasons s ON s.id = t.season_id"
                        + " JOIN leagues l ON l.id = COALESCE(s.league_id, t.league_id)"
                        + " WHERE m.id = :id AND l.visibility = 'private'")
                .bind("id", matchId)
                .mapTo(Long.class)
                .findOne()
                .flatMap(id -> Leagues.find(h, id));
    }

    private static Match withSeats(Handle h, Match m, Optional<League> classroom, Viewer viewer) {
        Map<Integer, List<Fault>> faults = new LinkedHashMap<>();
        h.createQuery("SELECT seat, kind, detail FROM match_faults WHERE match_id = :id ORDER BY seat, ordinal")
                .bind("id", m.id())
                .map((rs, ctx) -> Map.entry(rs.getInt(1), new Fault(rs.getString(2), rs.getString(3))))
                .forEach(e -> faults.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                        .add(e.getValue()));
        Map<Integer, Log> logs = new LinkedHashMap<>();
        h.createQuery("SELECT seat, lines, truncated, text FROM match_logs WHERE match_id = :id")
                .bind("id", m.id())
                .map((rs, ctx) -> Map.entry(rs.getInt(1), new Log(rs.getInt(2), rs.getInt(3) == 1, rs.getString(4))))
                .forEach(e -> logs.put(e.getKey(), e.getValue()));
        OptionalLong league = m.leagueId() == null ? OptionalLong.empty() : OptionalLong.of(m.leagueId());
        List<Seat> seats = h.createQuery("SELECT ms.seat, a.name, a.owner_account_id, ac.username AS owner, v.version,"
                        + " ms.place, ms.points, ms.faults, ms.ejected, rc.rating_before, rc.rating_after"
                        + " FROM match_seats ms JOIN entrants e ON e.id = ms.entrant_id"
                        + " JOIN agent_versions v ON v.id = COALESCE(ms.agent_version_id, e.agent_version_id)"
                        + " JOIN agents a ON a.id = v.agent_id LEFT JOIN accounts ac ON ac.id = a.owner_account_id"
                        + " LEFT JOIN rating_changes rc ON rc.match_id = ms.match_id AND rc.entrant_id = ms.entrant_id"
                        + " WHERE ms.match_id = :id ORDER BY ms.seat")
                .bind("id", m.id())
                .map((rs, ctx) -> {
                    int seat = rs.getInt("seat");
                    long ownerId = rs.getLong("owner_account_id");
                    OptionalLong owner = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(ownerId);
                    boolean shown = SeatPrivacy.mayRead(viewer, new SeatPrivacy.PlayedSeat(owner, league, classroom));
                    double before = rs.getDouble("rating_before");
                    boolean rated = !rs.wasNull();
                    return new Seat(
                            seat,
                            rs.getString("name"),
                            rs.getString("owner"),
                            rs.getString("version"),
                            MatchList.nullableInt(rs, "place"),
                            MatchList.nullableInt(rs, "points"),
                            rs.getInt("faults"),
                            rs.getInt("ejected") == 1,
                            rated ? before : null,
                            rated ? rs.getDouble("rating_after") : null,
                            shown,
                            shown ? List.copyOf(faults.getOrDefault(seat, List.of())) : null,
                            shown ? logs.get(seat) : null);
                })
                .list();
        boolean hidden = seats.stream().anyMatch(s -> !s.privateShown());
        return new Match(
                m.id(),
                m.leagueId(),
                m.leagueName(),
                m.season(),
                m.tournamentId(),
                m.round(),
                m.status(),
                m.detail(),
                m.ruleset(),
                m.seed(),
                m.turnCap(),
                m.ending(),
                m.turns(),
                m.decisions(),
                m.attempts(),
                m.createdAt(),
                m.startedAt(),
                m.finishedAt(),
                m.elapsedMs(),
                m.replay(),
                seats,
                hidden,
                m.variants(),
                m.scenario());
    }
}
