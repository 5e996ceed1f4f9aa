package org.knightsarena.tournaments.tournament;

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
import org.knightsarena.tournaments.rating.EloSettings;

/** The read queries of {@link Tournaments}: stored tournaments and entrants become values, on the caller's handle. */
final class TournamentReads {
    private static final String COLUMNS =
            "id, name, season_id, run_key, ruleset, table_size, rounds, seed, turn_cap, easy_start, variants, scenario,"
                    + " per_decision_ms, bank_ms, strike_limit, elo_k, elo_start, status, created_at";

    private TournamentReads() {}

    static Optional<Tournament> find(Handle handle, long id) {
        return handle.createQuery("SELECT " + COLUMNS + " FROM tournaments WHERE id = :id")
                .bind("id", id)
                .map((rs, ctx) -> map(rs))
                .findOne();
    }

    static Optional<Tournament> findByRunKey(Handle handle, String runKey) {
        return handle.createQuery("SELECT " + COLUMNS + " FROM tournaments WHERE run_key = :key")
                .bind("key", runKey)
                .map((rs, ctx) -> map(rs))
                .findOne();
    }

    /** A tournament's entrants by position. */
    static List<Entrant> entrants(Handle handle, long tournamentId) {
        return handle.createQuery(
                        "SELECT id, tournament_id, position, label, agent_version_id, rating, games FROM entrants"
                                + " WHERE tournament_id = :t ORDER BY position")
                .bind("t", tournamentId)
                .map((rs, ctx) -> new Entrant(
                        rs.getLong("id"),
                        rs.getLong("tournament_id"),
                        rs.getInt("position"),
                        rs.getString("label"),
                        rs.getLong("agent_version_id"),
                        rs.getDouble("rating"),
                        rs.getInt("games")))
                .list();
    }

    private static Tournament map(ResultSet rs) throws SQLException {
        long season = rs.getLong("season_id");
        OptionalLong seasonId = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(season);
        MatchLimits limits = new MatchLimits(
                rs.getInt("turn_cap"),
                new TimeBudget(
                        Duration.ofMillis(rs.getLong("per_decision_ms")), Duration.ofMillis(rs.getLong("bank_ms"))),
                rs.getInt("strike_limit"));
        TournamentSettings settings = new TournamentSettings(
                Ruleset.fromId(rs.getString("ruleset")),
                rs.getInt("table_size"),
                rs.getInt("rounds"),
                rs.getLong("seed"),
                rs.getInt("easy_start") == 1 ? TournamentSettings.Start.EASY : TournamentSettings.Start.STANDARD,
                limits,
                new EloSettings(rs.getDouble("elo_k"), rs.getDouble("elo_start")),
                VariantChoice.parse(rs.getString("variants"), rs.getString("scenario")));
        return new Tournament(
                rs.getLong("id"),
                rs.getString("name"),
                seasonId,
                Optional.ofNullable(rs.getString("run_key")),
                settings,
                TournamentStatus.fromCode(rs.getString("status")),
                Instant.ofEpochMilli(rs.getLong("created_at")));
    }
}
