package org.knightsarena.tournaments.board;

import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.storage.Database;

/**
 * What the league pages and API show: leagues with their latest season's progress (leaderboards
 * are {@link Leaderboards}). Thread-safe.
 */
public final class LeagueBoard {

    private final Database database;

    /** @param database the arena database, never null */
    public LeagueBoard(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /** A league's latest season and how far it has played. */
    public record SeasonProgress(long id, int number, String status, int done, int total) {}

    /**
     * A league as listed; {@code season} is null before its first season.
     *
     * @param visibility {@code public}, or {@code private} for a classroom assignment
     * @param owner the organiser who runs it, null for leagues the platform made
     * @param variants the variants every match plays, their ids comma-separated as {@code --variant}
     *     takes them; empty for none
     * @param scenario the Seafarers scenario every match plays on, null for none
     */
    public record LeagueSummary(
            long id,
            String name,
            String ruleset,
            String visibility,
            String owner,
            SeasonProgress season,
            String variants,
            String scenario) {}

    /** Some of the leagues the viewer may see, out of {@code total}. */
    public record LeaguePage(long total, List<LeagueSummary> leagues) {
        /** Copies the leagues. */
        public LeaguePage {
            leagues = List.copyOf(leagues);
        }
    }

    /** @return the page of the leagues the viewer may see ({@link Audiences#leagues}), by id; the others are not read */
    public LeaguePage leagues(Viewer viewer, PageRequest page) {
        SqlCondition visible = Audiences.leagues(viewer, "l");
        return database.jdbi().withHandle(h -> {
            long total = h.createQuery("SELECT COUNT(*) FROM leagues l WHERE " + visible.sql())
                    .bindMap(visible.bindings())
                    .mapTo(Long.class)
                    .one();
            List<LeagueSummary> leagues = h
                    .createQuery("SELECT l.id FROM leagues l WHERE " + visible.sql()
                            + " ORDER BY l.id LIMIT :limit OFFSET :offset")
                    .bindMap(visible.bindings())
                    .bind("limit", page.limit())
                    .bind("offset", page.offset())
                    .mapTo(Long.class)
                    .list()
                    .stream()
                    .map(id -> summary(h, id).orElseThrow())
                    .toList();
            return new LeaguePage(total, leagues);
        });
    }

    /** @return the league with this id, if any */
    public Optional<LeagueSummary> league(long id) {
        return database.jdbi().withHandle(h -> summary(h, id));
    }

    private static Optional<LeagueSummary> summary(Handle h, long leagueId) {
        return h.createQuery("SELECT l.id, l.name, l.ruleset, l.visibility, ac.username, l.variants, l.scenario"
                        + " FROM leagues l LEFT JOIN accounts ac ON ac.id = l.owner_account_id WHERE l.id = :id")
                .bind("id", leagueId)
                .map((rs, ctx) -> new LeagueSummary(
                        rs.getLong(1),
                        rs.getString(2),
                        rs.getString(3),
                        rs.getString(4),
                        rs.getString(5),
                        null,
                        rs.getString(6),
                        rs.getString(7)))
                .findOne()
                .map(l -> new LeagueSummary(
                        l.id(),
                        l.name(),
                        l.ruleset(),
                        l.visibility(),
                        l.owner(),
                        latestSeason(h, l.id()).orElse(null),
                        l.variants(),
                        l.scenario()));
    }

    /**
     * One bot against another in a season, over pairs of seats at the same finished match.
     *
     * @param bot      the row's bot
     * @param opponent the column's bot
     * @param games    pairs of seats at the same table
     * @param ahead    pairs where {@code bot} placed better
     */
    public record Pairing(String bot, String opponent, int games, int ahead) {}

    /**
     * The head-to-head of a season's bots, for the league page's heatmap: every ordered pair of
     * bots that met, each once per pair of seats at a finished match the audience may see.
     *
     * @return the pairings, by bot then opponent
     */
    public List<Pairing> headToHead(long seasonId, Audience audience) {
        return database.jdbi().withHandle(h -> {
            var q = h.createQuery(
                            "SELECT a.name, oa.name, COUNT(*), SUM(CASE WHEN me.place < them.place THEN 1 ELSE 0 END)"
                                    + " FROM matches m JOIN tournaments t ON t.id = m.tournament_id"
                                    + " JOIN match_seats me ON me.match_id = m.id"
                                    + " JOIN match_seats them ON them.match_id = m.id AND them.seat <> me.seat"
                                    + " JOIN agent_versions v ON v.id = me.agent_version_id JOIN agents a ON a.id = v.agent_id"
                                    + " JOIN agent_versions ov ON ov.id = them.agent_version_id JOIN agents oa ON oa.id = ov.agent_id"
                                    + " WHERE t.season_id = :season AND m.status = 'finished' AND a.id <> oa.id AND "
                                    + audience.sql("m")
                                    + " GROUP BY a.name, oa.name ORDER BY a.name, oa.name")
                    .bind("season", seasonId);
            audience.bind(q);
            return q.map((rs, ctx) -> new Pairing(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getInt(4)))
                    .list();
        });
    }

    private static Optional<SeasonProgress> latestSeason(Handle h, long leagueId) {
        return Leaderboards.seasons(h, leagueId, 1, new HashMap<>()).stream()
                .findFirst()
                .map(v -> new SeasonProgress(v.id(), v.number(), v.status(), v.done(), v.total()));
    }
}
