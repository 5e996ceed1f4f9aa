package org.knightsarena.tournaments.synthetic;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import org.jdbi.v3.core.Handle;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.board.LeagueUpkeep;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.Leagues;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * Fills an empty arena database with a realistic history for load benchmarks: four leagues (the
 * open league among them) of 8 to 30 entrants, closed seasons with frozen standings and one
 * running season each, and the requested number of finished matches with their seats, places,
 * points, Elo rating changes, a few faults and given-up matches, and gzip replays for one match
 * in {@link #REPLAY_EVERY}.
 *
 * <p>Agents, leagues and entries are written through the tournaments module's own API; seasons,
 * tournaments, entrants and matches by batch inserts in one transaction (the match queue would
 * take hours to play them); closed seasons are then closed by {@link Leagues#closeSeason}, which
 * computes and freezes their standings as a real close does. Results are drawn from a seeded
 * random source: each entrant has a hidden strength, places follow strength plus noise, and
 * ratings follow {@link org.knightsarena.tournaments.rating.Elo} exactly as the recorder applies it.
 */
public final class BenchDatabase {
    /** One finished match in this many gets a stored replay. */
    public static final int REPLAY_EVERY = 100;

    /** One finished match in this many has a seat with faults. */
    public static final int FAULT_EVERY = 97;

    /** One match in this many finished ones was given up after three aborts instead. */
    public static final int ABORT_EVERY = 500;

    /** Queued matches still waiting in a running season, per this many finished in it. */
    public static final int QUEUED_PER_FINISHED = 10;

    private static final long DAY_MILLIS = Duration.ofDays(1).toMillis();

    /** Entered in the open league, Masters and the base-rules cup. */
    private static final String BUSIEST_AGENT = "bot-05";

    private BenchDatabase() {}

    /**
     * The replay stored for every match that has one: one real replay's gzip, reused.
     *
     * @param gzip the compressed replay JSON, as the recorder stores it; never null
     * @param jsonBytes the size of its JSON, 1 or more
     */
    public record StoredReplay(byte[] gzip, long jsonBytes) {
        /** Copies nothing: the blob is shared by every row on purpose. */
        public StoredReplay {
            Objects.requireNonNull(gzip, "gzip");
        }
    }

    /** How many rows the seeding wrote. */
    public record Counts(
            int leagues,
            int seasons,
            int closedSeasons,
            int entrants,
            int finished,
            int aborted,
            int queued,
            int seats,
            int ratingChanges,
            int faults,
            int replays) {}

    /**
     * What was seeded, for the load to aim at.
     *
     * @param openLeagueId the open league, which the dashboard plays
     * @param biggestLeagueId the league whose running season has the most matches
     * @param biggestSeasonTournament the tournament of that running season
     * @param busiestAgent an agent that plays in three leagues, for the matches filter
     * @param replayMatchId a match with a stored replay
     * @param writeTime the time taken by the batch inserts
     * @param closeTime the time taken by closing the closed seasons (standings with bootstrap intervals)
     */
    public record Seeded(
            long openLeagueId,
            long biggestLeagueId,
            long biggestSeasonTournament,
            String busiestAgent,
            long replayMatchId,
            Counts counts,
            Duration writeTime,
            Duration closeTime) {}

    /** A league to seed: its share of the finished matches is split evenly over its seasons. */
    private record Plan(String name, Ruleset ruleset, int tableSize, List<String> agents, int seasons, double share) {}

    private static List<Plan> plans() {
        return List.of(
                new Plan(
                        LeagueUpkeep.OPEN_LEAGUE,
                        Ruleset.CITIES_AND_KNIGHTS,
                        3,
                        concat(SampleBots.NAMES, BenchAgents.names(1, 9)),
                        3,
                        0.20),
                new Plan("Masters", Ruleset.CITIES_AND_KNIGHTS, 4, BenchAgents.names(1, 30), 3, 0.45),
                new Plan(
                        "Classroom 7B",
                        Ruleset.CITIES_AND_KNIGHTS,
                        4,
                        concat(List.of("heuristic"), BenchAgents.names(31, 37)),
                        2,
                        0.15),
                new Plan(
                        "Base rules cup",
                        Ruleset.BASE,
                        3,
                        concat(SampleBots.NAMES, BenchAgents.names(1, 13)),
                        2,
                        0.20));
    }

    /**
     * Seeds an empty database.
     *
     * @param database open and migrated, with no league yet
     * @param finishedMatches finished matches to write in all, at least 100
     * @param replay the replay stored for one match in {@link #REPLAY_EVERY}
     * @param seed the random source's seed; the same seed gives the same results
     * @param clock "now": the running seasons end just before it
     * @throws IllegalArgumentException when the database already has leagues or the count is too small
     */
    public static Seeded seed(Database database, int finishedMatches, StoredReplay replay, long seed, Clock clock) {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(replay, "replay");
        Objects.requireNonNull(clock, "clock");
        if (finishedMatches < 100) {
            throw new IllegalArgumentException("seed at least 100 finished matches, not " + finishedMatches);
        }
        requireEmpty(database);
        Instant now = clock.instant();
        Map<String, List<Long>> versions = BenchAgents.register(database, now);
        List<Plan> plans = plans();
        List<Long> leagueIds = createLeagues(new Leagues(database, clock), plans, versions);
        long start = System.nanoTime();
        SeasonWriter writer = new SeasonWriter(replay, new Random(seed));
        List<SeasonWriter.Written> closing = new ArrayList<>();
        long biggestLeague = -1;
        long biggestTournament = -1;
        int biggestSize = -1;
        int left = finishedMatches;
        for (int l = 0; l < plans.size(); l++) {
            Plan plan = plans.get(l);
            int leagueMatches = l == plans.size() - 1 ? left : (int) Math.round(finishedMatches * plan.share());
            left -= leagueMatches;
            long leagueId = leagueIds.get(l);
            List<SeasonWriter.Written> written = database.jdbi()
                    .inTransaction(
                            h -> writeLeague(h, writer, plan, leagueId, leagueMatches, versions, now.toEpochMilli()));
            SeasonWriter.Written running = written.get(written.size() - 1);
            closing.addAll(written.subList(0, written.size() - 1));
            if (running.finished() > biggestSize) {
                biggestSize = running.finished();
                biggestLeague = leagueId;
                biggestTournament = running.tournamentId();
            }
        }
        Duration writeTime = Duration.ofNanos(System.nanoTime() - start);
        start = System.nanoTime();
        for (SeasonWriter.Written season : closing) {
            new Leagues(database, Clock.fixed(Instant.ofEpochMilli(season.endMillis()), ZoneOffset.UTC))
                    .closeSeason(season.seasonId(), Standings.BOOTSTRAP_SAMPLES);
        }
        Duration closeTime = Duration.ofNanos(System.nanoTime() - start);
        long replayMatch = database.jdbi()
                .withHandle(h -> h.createQuery("SELECT MAX(match_id) FROM replays")
                        .mapTo(Long.class)
                        .one());
        Counts counts = writer.counts(
                plans.size(),
                closing.size(),
                plans.stream().mapToInt(Plan::seasons).sum());
        return new Seeded(
                leagueIds.get(0),
                biggestLeague,
                biggestTournament,
                BUSIEST_AGENT,
                replayMatch,
                counts,
                writeTime,
                closeTime);
    }

    /** @throws IllegalArgumentException when the database already has leagues */
    private static void requireEmpty(Database database) {
        int leaguesThere = database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM leagues")
                        .mapTo(Integer.class)
                        .one());
        if (leaguesThere > 0) {
            throw new IllegalArgumentException("the database " + database.file() + " already has " + leaguesThere
                    + " leagues; seed an empty data folder (or leave out --data for a temporary one)");
        }
    }

    /** Creates the plans' leagues, each with its agents' latest versions entered. @return their ids, in plan order */
    private static List<Long> createLeagues(Leagues leagues, List<Plan> plans, Map<String, List<Long>> versions) {
        List<Long> leagueIds = new ArrayList<>();
        for (Plan plan : plans) {
            long id = leagues.create(
                            plan.name(),
                            new LeagueRules(
                                    plan.ruleset(),
                                    plan.tableSize(),
                                    10,
                                    MatchLimits.DEFAULT,
                                    VersionPolicy.NEXT_SEASON))
                    .id();
            for (String agent : plan.agents()) {
                List<Long> ids = versions.get(agent);
                leagues.enter(id, ids.get(ids.size() - 1));
            }
            leagueIds.add(id);
        }
        return leagueIds;
    }

    /**
     * Finds the history {@link #seed} wrote earlier into this database (a folder kept with
     * {@code --keep}), so that the load can run again without seeding again.
     *
     * @return what was seeded, counted again now, with zero seeding times; empty when the database
     *     does not hold the seeded leagues
     */
    public static Optional<Seeded> find(Database database) {
        Objects.requireNonNull(database, "database");
        return database.jdbi().withHandle(h -> {
            Map<String, Long> leagues = new LinkedHashMap<>();
            h.createQuery("SELECT name, id FROM leagues")
                    .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getLong(2)))
                    .forEach(e -> leagues.put(e.getKey(), e.getValue()));
            List<Plan> plans = plans();
            if (leagues.size() != plans.size() || !plans.stream().allMatch(p -> leagues.containsKey(p.name()))) {
                return Optional.empty();
            }
            // the running season with the most finished matches, as seed() picks it
            List<Map<String, Object>> biggest = h.createQuery("SELECT s.league_id AS league, t.id AS tournament"
                            + " FROM seasons s JOIN tournaments t ON t.season_id = s.id WHERE s.status = 'running'"
                            + " ORDER BY (SELECT COUNT(*) FROM matches m WHERE m.tournament_id = t.id"
                            + " AND m.status = 'finished') DESC, s.league_id LIMIT 1")
                    .mapToMap()
                    .list();
            Optional<Long> replay = h.createQuery("SELECT MAX(match_id) FROM replays")
                    .mapTo(Long.class)
                    .findOne();
            if (biggest.isEmpty() || replay.isEmpty()) {
                return Optional.empty();
            }
            Counts counts = new Counts(
                    leagues.size(),
                    count(h, "SELECT COUNT(*) FROM seasons"),
                    count(h, "SELECT COUNT(*) FROM seasons WHERE status = 'closed'"),
                    count(h, "SELECT COUNT(*) FROM entrants"),
                    count(h, "SELECT COUNT(*) FROM matches WHERE status = 'finished'"),
                    count(h, "SELECT COUNT(*) FROM matches WHERE status = 'aborted'"),
                    count(h, "SELECT COUNT(*) FROM matches WHERE status = 'queued'"),
                    count(h, "SELECT COUNT(*) FROM match_seats"),
                    count(h, "SELECT COUNT(*) FROM rating_changes"),
                    count(h, "SELECT COUNT(*) FROM match_faults"),
                    count(h, "SELECT COUNT(*) FROM replays"));
            return Optional.of(new Seeded(
                    leagues.get(LeagueUpkeep.OPEN_LEAGUE),
                    ((Number) biggest.get(0).get("league")).longValue(),
                    ((Number) biggest.get(0).get("tournament")).longValue(),
                    BUSIEST_AGENT,
                    replay.get(),
                    counts,
                    Duration.ZERO,
                    Duration.ZERO));
        });
    }

    private static int count(Handle h, String sql) {
        return h.createQuery(sql).mapTo(Integer.class).one();
    }

    private static List<SeasonWriter.Written> writeLeague(
            Handle h,
            SeasonWriter writer,
            Plan plan,
            long leagueId,
            int matches,
            Map<String, List<Long>> versions,
            long now) {
        // each league's history spans the last 120 days, split evenly over its seasons
        long span = 120 * DAY_MILLIS / plan.seasons();
        long from = now - 120 * DAY_MILLIS;
        List<SeasonWriter.Written> written = new ArrayList<>();
        for (int s = 1; s <= plan.seasons(); s++) {
            boolean running = s == plan.seasons();
            int finished =
                    running ? matches - (plan.seasons() - 1) * (matches / plan.seasons()) : matches / plan.seasons();
            Map<String, Long> entrants = new LinkedHashMap<>();
            for (String agent : plan.agents()) {
                List<Long> ids = versions.get(agent);
                entrants.put(agent, ids.get(Math.min(s, ids.size()) - 1));
            }
            long seasonStart = from + (s - 1) * span;
            long seasonEnd = running ? now - 60_000 : seasonStart + span - DAY_MILLIS;
            written.add(writer.write(
                    h,
                    new SeasonWriter.Season(
                            leagueId,
                            plan.name(),
                            s,
                            plan.ruleset(),
                            plan.tableSize(),
                            entrants,
                            finished,
                            running ? finished / QUEUED_PER_FINISHED : 0,
                            seasonStart,
                            seasonEnd)));
        }
        return written;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
