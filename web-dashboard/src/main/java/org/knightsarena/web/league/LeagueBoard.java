package org.knightsarena.web.league;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * What the league pages and API show, read from the tournaments' tables: leagues with their
 * current season's progress and a season's leaderboard (matches are listed by
 * {@link org.knightsarena.web.matches.MatchList}). Thread-safe.
 */
public final class LeagueBoard {
    /** Bootstrap resamples for the leaderboard's rating intervals. */
    private static final int SAMPLES = Standings.BOOTSTRAP_SAMPLES;

    private final Jdbi jdbi;

    /** @param jdbi the arena database */
    public LeagueBoard(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** A league's latest season and how far it has played. */
    public record SeasonProgress(long id, int number, String status, int done, int total) {
    }

    /** A league as listed; {@code season} is null before its first season. */
    public record LeagueSummary(long id, String name, String ruleset, SeasonProgress season) {
    }

    /** One line of a leaderboard; {@code winPercent} is 0 before any game. */
    public record Line(int rank, String name, String version, double rating, double low, double high, int games,
            double winPercent, double meanPlace, int faults) {
    }

    /** A league's leaderboard for its latest season. */
    public record Leaderboard(LeagueSummary league, List<Line> entrants) {
    }

    /** @return every league, by id */
    public List<LeagueSummary> leagues() {
        return jdbi.withHandle(h -> h.createQuery("SELECT id FROM leagues ORDER BY id").mapTo(Long.class).list()
                .stream().map(id -> summary(h, id).orElseThrow()).toList());
    }

    /** @return the league with this id, if any */
    public Optional<LeagueSummary> league(long id) {
        return jdbi.withHandle(h -> summary(h, id));
    }

    /** @return the leaderboard of the league's latest season (empty lines before one starts) */
    public Optional<Leaderboard> leaderboard(long leagueId) {
        return jdbi.withHandle(h -> summary(h, leagueId).map(league -> {
            Optional<Long> tournament = h.createQuery("SELECT t.id FROM tournaments t JOIN seasons s"
                            + " ON s.id = t.season_id WHERE s.league_id = :l ORDER BY s.number DESC LIMIT 1")
                    .bind("l", leagueId).mapTo(Long.class).findOne();
            if (tournament.isEmpty()) {
                return new Leaderboard(league, List.of());
            }
            Map<String, String> versions = new LinkedHashMap<>();
            h.createQuery("SELECT e.label, v.version FROM entrants e JOIN agent_versions v"
                            + " ON v.id = e.agent_version_id WHERE e.tournament_id = :t")
                    .bind("t", tournament.get())
                    .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getString(2)))
                    .forEach(e -> versions.put(e.getKey(), e.getValue()));
            List<Line> lines = new ArrayList<>();
            for (Standing s : Standings.table(h, tournament.get(), SAMPLES, league.season().id())) {
                lines.add(new Line(s.rank(), s.label(), versions.getOrDefault(s.label(), ""), s.rating(),
                        s.interval().low(), s.interval().high(), s.games(),
                        s.games() == 0 ? 0 : 100.0 * s.wins() / s.games(), s.meanPlace(), s.faults()));
            }
            return new Leaderboard(league, lines);
        }));
    }

    private static Optional<LeagueSummary> summary(Handle h, long leagueId) {
        return h.createQuery("SELECT id, name, ruleset FROM leagues WHERE id = :id").bind("id", leagueId)
                .map((rs, ctx) -> new LeagueSummary(rs.getLong(1), rs.getString(2), rs.getString(3), null))
                .findOne()
                .map(l -> new LeagueSummary(l.id(), l.name(), l.ruleset(), latestSeason(h, l.id()).orElse(null)));
    }

    private static Optional<SeasonProgress> latestSeason(Handle h, long leagueId) {
        return h.createQuery("SELECT s.id, s.number, s.status,"
                        + " (SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                        + "   WHERE t.season_id = s.id AND m.status IN ('finished', 'aborted')) AS done,"
                        + " (SELECT COUNT(*) FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                        + "   WHERE t.season_id = s.id) AS total"
                        + " FROM seasons s WHERE s.league_id = :l ORDER BY s.number DESC LIMIT 1")
                .bind("l", leagueId)
                .map((rs, ctx) -> new SeasonProgress(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getInt(4),
                        rs.getInt(5)))
                .findOne();
    }
}
