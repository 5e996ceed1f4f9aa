package org.knightsarena.tournaments.board;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jdbi.v3.core.Handle;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * A league season's leaderboard: rating with its interval, games, win rate, mean place, faults
 * and trend for each entrant, plus the bots entered since the season started, which play from
 * the next one.
 *
 * <p>A running season's table is recomputed (with bootstrap intervals) only when a result was
 * stored since the last computation: every other request is served from a cache keyed by the
 * season's result count. When that computation took longer than {@link #SYNCHRONOUS_LIMIT} (a
 * season of thousands of results), a request is not made to wait for the next one: it gets the
 * previous table, which says how many results it counts, while a background thread recomputes
 * (no more often than {@link #REFRESH_SPACING} times the computing time).
 * A closed season's table is its frozen standings. A request reads one page of the table ({@link
 * PageRequest}): the whole table is what ratings with intervals are computed from, so it is
 * computed (and cached) whole, and only the page's lines go out. Thread-safe.
 */
public final class Leaderboards {
    /** Bootstrap resamples for the rating intervals of a running season. */
    private static final int SAMPLES = Standings.BOOTSTRAP_SAMPLES;

    /**
     * A table that took longer than this to compute is not recomputed while a request waits: the
     * request gets the previous table and a background thread brings it up to date.
     */
    static final Duration SYNCHRONOUS_LIMIT = Duration.ofMillis(100);

    /**
     * A slow table is recomputed no sooner than this many times its computing time after the last
     * computation ended, so a big season that keeps storing results costs the refresher at most a
     * tenth of a core.
     */
    static final int REFRESH_SPACING = 10;

    /** The trend is the rating change over an entrant's last this many rated games. */
    public static final int TREND_GAMES = 10;

    private final Database database;
    private final LeagueBoard board;
    private final Duration synchronousLimit;
    private final Map<Long, Computed> cache = new ConcurrentHashMap<>();
    private final Map<Long, SeasonView> closedSeasons = new ConcurrentHashMap<>();
    private final Set<Long> refreshing = ConcurrentHashMap.newKeySet();
    private final ExecutorService refresher = Executors.newSingleThreadExecutor(task -> {
        Thread t = new Thread(task, "arena-leaderboard-refresh");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param database the arena database, never null
     * @param board where the league's summary is read, never null
     */
    public Leaderboards(Database database, LeagueBoard board) {
        this(database, board, SYNCHRONOUS_LIMIT);
    }

    /** @param synchronousLimit how long a computation may take and still be repeated while a request waits */
    Leaderboards(Database database, LeagueBoard board, Duration synchronousLimit) {
        this.database = Objects.requireNonNull(database, "database");
        this.board = Objects.requireNonNull(board, "board");
        this.synchronousLimit = Objects.requireNonNull(synchronousLimit, "synchronousLimit");
    }

    /** A season as the leaderboard names it; {@code closedAt} is null while it runs. */
    public record SeasonView(
            long id,
            int number,
            String kind,
            String status,
            int done,
            int total,
            Instant startedAt,
            Instant closedAt) {}

    /**
     * One line of a leaderboard.
     *
     * @param owner the owning account's name; null for a bot no account owns (a built-in bot)
     * @param trend the rating change over the last {@link #TREND_GAMES} games, null before any
     * @param baseline whether the line is a baseline of a classroom assignment
     */
    public record Line(
            int rank,
            String name,
            String version,
            String owner,
            double rating,
            double low,
            double high,
            int games,
            double winPercent,
            double meanPlace,
            int faults,
            Double trend,
            boolean baseline) {}

    /**
     * An agent version entered after the season started: it plays from the next season.
     *
     * @param owner the owning account's name; null for a bot no account owns
     */
    public record Waiting(String name, String version, String owner) {}

    /**
     * A league's leaderboard for one season.
     *
     * @param season the season shown, null before the league's first season starts
     * @param seasons every started season of the league, latest first
     * @param entrants the page's lines, best first
     * @param total every line of the table, on all pages
     * @param results how many of the season's results the table counts: fewer than its played
     *     matches while a big season's table is being brought up to date
     */
    public record Leaderboard(
            LeagueBoard.LeagueSummary league,
            SeasonView season,
            List<SeasonView> seasons,
            List<Line> entrants,
            long total,
            int limit,
            int offset,
            long results,
            List<Waiting> waiting) {
        /** Copies the lists. */
        public Leaderboard {
            seasons = List.copyOf(seasons);
            entrants = List.copyOf(entrants);
            waiting = List.copyOf(waiting);
        }
    }

    /** A table computed for a season when it had {@code results} stored results, in {@code nanos}. */
    private record Computed(long results, List<Line> lines, long nanos, long finishedAt) {
        /** Whether a background recomputation may start: a slow table is recomputed at most a tenth of the time. */
        boolean mayRefresh(long now) {
            return now - finishedAt >= REFRESH_SPACING * nanos;
        }
    }

    /**
     * The leaderboard of a season: the one numbered {@code number}, else the latest season with
     * a played match (so a season that has just started does not blank the table), else the
     * latest.
     *
     * @param page which lines of the table to return
     * @return empty when the league does not exist or has no season of that number
     */
    public Optional<Leaderboard> of(long leagueId, OptionalInt number, PageRequest page) {
        Optional<LeagueBoard.LeagueSummary> league = board.league(leagueId);
        if (league.isEmpty()) {
            return Optional.empty();
        }
        return database.jdbi().withHandle(h -> {
            List<SeasonView> seasons = seasons(h, leagueId, Integer.MAX_VALUE, closedSeasons);
            Optional<SeasonView> shown = number.isPresent()
                    ? seasons.stream()
                            .filter(s -> s.number() == number.getAsInt())
                            .findFirst()
                    : seasons.stream()
                            .filter(s -> s.done() > 0)
                            .findFirst()
                            .or(() -> seasons.stream().findFirst());
            if (number.isPresent() && shown.isEmpty()) {
                return Optional.empty();
            }
            if (shown.isEmpty()) {
                return Optional.of(new Leaderboard(
                        league.get(),
                        null,
                        seasons,
                        List.of(),
                        0,
                        page.limit(),
                        page.offset(),
                        0,
                        waiting(h, leagueId, -1)));
            }
            SeasonView season = shown.get();
            long tournament = h.createQuery("SELECT id FROM tournaments WHERE season_id = :s")
                    .bind("s", season.id())
                    .mapTo(Long.class)
                    .one();
            Computed table = lines(h, season, tournament);
            List<Line> lines = table.lines();
            List<Line> shownLines = page.offset() >= lines.size()
                    ? List.of()
                    : lines.subList(page.offset(), Math.min(lines.size(), page.offset() + page.limit()));
            return Optional.of(new Leaderboard(
                    league.get(),
                    season,
                    seasons,
                    shownLines,
                    lines.size(),
                    page.limit(),
                    page.offset(),
                    table.results(),
                    waiting(h, leagueId, tournament)));
        });
    }

    private Computed lines(Handle h, SeasonView season, long tournament) {
        long results = h.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t AND result_seq IS NOT NULL")
                .bind("t", tournament)
                .mapTo(Long.class)
                .one();
        Computed cached = cache.get(tournament);
        if (cached != null && cached.results() == results) {
            return cached;
        }
        if (cached != null && cached.nanos() > synchronousLimit.toNanos()) {
            if (cached.mayRefresh(System.nanoTime())) {
                refreshLater(season, tournament);
            }
            return cached;
        }
        return compute(h, season, tournament, results);
    }

    /** Recomputes a big season's table on the refresher thread, once at a time per season. */
    private void refreshLater(SeasonView season, long tournament) {
        if (!refreshing.add(tournament)) {
            return;
        }
        refresher.execute(() -> {
            try {
                database.jdbi()
                        .useHandle(h -> compute(
                                h,
                                season,
                                tournament,
                                h.createQuery("SELECT COUNT(*) FROM matches"
                                                + " WHERE tournament_id = :t AND result_seq IS NOT NULL")
                                        .bind("t", tournament)
                                        .mapTo(Long.class)
                                        .one()));
            } catch (RuntimeException e) {
                // The next request tries again; until then it is served the table it had.
                System.err.println("Knights Arena: could not recompute a leaderboard: " + e);
            } finally {
                refreshing.remove(tournament);
            }
        });
    }

    private Computed compute(Handle h, SeasonView season, long tournament, long results) {
        long start = System.nanoTime();
        List<Standing> table = season.status().equals("closed")
                ? Leagues.frozenStandings(h, season.id())
                : Standings.table(h, tournament, SAMPLES, season.id());
        Map<String, String[]> who = new HashMap<>();
        h.createQuery("SELECT e.label, v.version, ac.username, COALESCE(le.baseline, 0) FROM entrants e"
                        + " JOIN agent_versions v ON v.id = e.agent_version_id JOIN agents a ON a.id = v.agent_id"
                        + " LEFT JOIN accounts ac ON ac.id = a.owner_account_id"
                        + " JOIN tournaments t ON t.id = e.tournament_id JOIN seasons s ON s.id = t.season_id"
                        + " LEFT JOIN league_entrants le ON le.league_id = s.league_id AND le.agent_id = a.id"
                        + " WHERE e.tournament_id = :t")
                .bind("t", tournament)
                .map((rs, ctx) -> new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)})
                .forEach(row -> who.put(row[0], row));
        Map<String, Double> trends = trends(h, tournament);
        List<Line> lines = new ArrayList<>();
        for (Standing s : table) {
            String[] w = who.getOrDefault(s.label(), new String[] {s.label(), "", "", "0"});
            lines.add(new Line(
                    s.rank(),
                    s.label(),
                    w[1],
                    w[2],
                    s.rating(),
                    s.interval().low(),
                    s.interval().high(),
                    s.games(),
                    s.games() == 0 ? 0 : 100.0 * s.wins() / s.games(),
                    s.meanPlace(),
                    s.faults(),
                    trends.get(s.label()),
                    "1".equals(w[3])));
        }
        long end = System.nanoTime();
        Computed computed = new Computed(results, List.copyOf(lines), end - start, end);
        cache.put(tournament, computed);
        return computed;
    }

    /** Each entrant's rating change over its last {@link #TREND_GAMES} rated games. */
    private static Map<String, Double> trends(Handle h, long tournament) {
        Map<String, double[]> spans = new HashMap<>();
        Map<String, Integer> counted = new HashMap<>();
        h.createQuery("SELECT e.label, rc.rating_before, rc.rating_after FROM rating_changes rc"
                        + " JOIN entrants e ON e.id = rc.entrant_id JOIN matches m ON m.id = rc.match_id"
                        + " WHERE m.tournament_id = :t ORDER BY m.result_seq DESC")
                .bind("t", tournament)
                .map((rs, ctx) -> new Object[] {rs.getString(1), rs.getDouble(2), rs.getDouble(3)})
                .forEach(row -> {
                    String label = (String) row[0];
                    int n = counted.merge(label, 1, Integer::sum);
                    if (n == 1) {
                        spans.put(label, new double[] {(double) row[1], (double) row[2]});
                    } else if (n <= TREND_GAMES) {
                        spans.get(label)[0] = (double) row[1];
                    }
                });
        Map<String, Double> trends = new HashMap<>();
        spans.forEach((label, span) -> trends.put(label, span[1] - span[0]));
        return trends;
    }

    /**
     * The league's latest {@code limit} started seasons, latest first, with how many matches each
     * has played.
     *
     * @param closedSeasons closed seasons already counted, by season id, which never change; seasons
     *                      this call finds closed are added
     */
    static List<SeasonView> seasons(Handle h, long leagueId, int limit, Map<Long, SeasonView> closedSeasons) {
        record Row(
                long id,
                long tournament,
                int number,
                String kind,
                String status,
                Instant startedAt,
                Instant closedAt) {}
        List<Row> rows = h.createQuery("SELECT s.id, t.id AS tournament_id, s.number, s.kind, s.status, s.started_at,"
                        + " s.closed_at FROM seasons s JOIN tournaments t ON t.season_id = s.id WHERE s.league_id = :l"
                        + " ORDER BY s.number DESC LIMIT :limit")
                .bind("l", leagueId)
                .bind("limit", limit)
                .map((rs, ctx) -> {
                    long closed = rs.getLong("closed_at");
                    Instant closedAt = rs.wasNull() ? null : Instant.ofEpochMilli(closed);
                    return new Row(
                            rs.getLong("id"),
                            rs.getLong("tournament_id"),
                            rs.getInt("number"),
                            rs.getString("kind"),
                            rs.getString("status"),
                            Instant.ofEpochMilli(rs.getLong("started_at")),
                            closedAt);
                })
                .list();
        List<SeasonView> views = new ArrayList<>(rows.size());
        for (Row r : rows) {
            SeasonView known = closedSeasons.get(r.id());
            if (known != null) {
                views.add(known);
                continue;
            }
            // Two counts that the indexes answer alone (matches by tournament, and by status and tournament).
            int done = h.createQuery("SELECT COUNT(*) FROM matches WHERE status IN ('finished', 'aborted')"
                            + " AND tournament_id = :t")
                    .bind("t", r.tournament())
                    .mapTo(Integer.class)
                    .one();
            int total = h.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t")
                    .bind("t", r.tournament())
                    .mapTo(Integer.class)
                    .one();
            SeasonView view =
                    new SeasonView(r.id(), r.number(), r.kind(), r.status(), done, total, r.startedAt(), r.closedAt());
            if (r.status().equals("closed")) {
                closedSeasons.put(r.id(), view);
            }
            views.add(view);
        }
        return views;
    }

    /** League entries whose version is not among the tournament's entrants: they play next season. */
    private static List<Waiting> waiting(Handle h, long leagueId, long tournament) {
        return h.createQuery("SELECT a.name, v.version, ac.username FROM league_entrants le"
                        + " JOIN agents a ON a.id = le.agent_id LEFT JOIN accounts ac ON ac.id = a.owner_account_id JOIN agent_versions v ON v.id = le.agent_version_id"
                        + " WHERE le.league_id = :l AND le.agent_version_id NOT IN"
                        + " (SELECT agent_version_id FROM entrants WHERE tournament_id = :t) ORDER BY a.name")
                .bind("l", leagueId)
                .bind("t", tournament)
                .map((rs, ctx) -> new Waiting(rs.getString(1), rs.getString(2), rs.getString(3)))
                .list();
    }
}
