package org.knightsarena.tournaments.league;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.rating.Interval;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standing;

/**
 * The read queries of {@link Leagues} and {@link SeasonStart}: leagues, seasons and frozen
 * standings as rows become values, on the caller's handle. Reads only; the writes stay in
 * {@link Leagues}, {@link LeagueEntry}, {@link SeasonStart} and {@link SeasonClose}.
 */
final class LeagueReads {
    private LeagueReads() {}

    /** A closed season's frozen standings, best first; empty before it closes. */
    static List<Standing> frozenStandings(Handle h, long seasonId) {
        return h.createQuery("SELECT ss.rank, e.label, ss.rating, ss.rating_low, ss.rating_high, ss.games, ss.wins,"
                        + " ss.mean_place, ss.faults FROM season_standings ss JOIN entrants e ON e.id = ss.entrant_id"
                        + " WHERE ss.season_id = :s ORDER BY ss.rank")
                .bind("s", seasonId)
                .map((rs, ctx) -> new Standing(
                        rs.getInt(1),
                        rs.getString(2),
                        rs.getDouble(3),
                        new Interval(rs.getDouble(4), rs.getDouble(5)),
                        rs.getInt(6),
                        rs.getInt(7),
                        rs.getDouble(8),
                        rs.getInt(9)))
                .list();
    }

    /** The league's seasons, first season first. */
    static List<Season> seasons(Handle h, long leagueId) {
        return seasonQuery(h, "s.league_id = :id", leagueId);
    }

    static Season findSeason(Handle h, long seasonId) {
        return seasonQuery(h, "s.id = :id", seasonId).stream()
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no season with id " + seasonId));
    }

    static List<Season> seasonQuery(Handle h, String where, long id) {
        return h.createQuery(
                        "SELECT s.id, s.league_id, s.number, s.status, s.kind, t.id AS tournament_id FROM seasons s"
                                + " LEFT JOIN tournaments t ON t.season_id = s.id WHERE " + where
                                + " ORDER BY s.number")
                .bind("id", id)
                .map((rs, ctx) -> {
                    // wasNull() speaks of the column read last, so it is asked right after the tournament id.
                    long t = rs.getLong("tournament_id");
                    OptionalLong tournament = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(t);
                    return new Season(
                            rs.getLong("id"),
                            rs.getLong("league_id"),
                            rs.getInt("number"),
                            SeasonStatus.fromCode(rs.getString("status")),
                            tournament,
                            SeasonKind.fromCode(rs.getString("kind")));
                })
                .list();
    }

    /** The league with this id, if any. */
    static Optional<League> findLeague(Handle h, long leagueId) {
        return h.createQuery("SELECT l.*, ac.username AS owner_name FROM leagues l"
                        + " LEFT JOIN accounts ac ON ac.id = l.owner_account_id WHERE l.id = :id")
                .bind("id", leagueId)
                .map((rs, ctx) -> mapLeague(rs))
                .findOne();
    }

    private static League mapLeague(ResultSet rs) throws SQLException {
        MatchLimits limits = new MatchLimits(
                rs.getInt("turn_cap"),
                new TimeBudget(
                        Duration.ofMillis(rs.getLong("per_decision_ms")), Duration.ofMillis(rs.getLong("bank_ms"))),
                rs.getInt("strike_limit"));
        LeagueRules rules = new LeagueRules(
                Ruleset.fromId(rs.getString("ruleset")),
                rs.getInt("table_size"),
                rs.getInt("rounds_per_season"),
                limits,
                VersionPolicy.fromCode(rs.getString("version_policy")),
                VariantChoice.parse(rs.getString("variants"), rs.getString("scenario")));
        return new League(
                rs.getLong("id"),
                rs.getString("name"),
                rules,
                Visibility.fromCode(rs.getString("visibility")),
                owner(rs),
                rs.getInt("rolling") == 1,
                Instant.ofEpochMilli(rs.getLong("created_at")));
    }

    private static Optional<Agent.Owner> owner(ResultSet rs) throws SQLException {
        long id = rs.getLong("owner_account_id");
        return rs.wasNull() ? Optional.empty() : Optional.of(new Agent.Owner(id, rs.getString("owner_name")));
    }
}
