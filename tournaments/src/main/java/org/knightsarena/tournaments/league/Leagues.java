package org.knightsarena.tournaments.league;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.tournaments.rating.Interval;
import org.knightsarena.tournaments.storage.Agent;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersion;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournament;

/**
 * Leagues and their seasons.
 *
 * <p>A league holds one entry per agent: the version that plays for it. A season is planned,
 * then started: starting takes the league's entries at that moment as the season's entrants
 * (labelled by agent name) and schedules a round-robin tournament with the league's rules and
 * {@link EloSettings#STANDARD}, seeded by the season number. Entering a new version of an agent
 * always updates the league's entry, so it plays from the next season; under {@link
 * VersionPolicy#REPLACE} it also takes over the agent's place in the running season, so the
 * matches not yet played are played by the new version (each match seat records the version
 * that actually played it).
 *
 * <p>Closing a season gives up its matches still queued or running, stores its standings and
 * freezes it: a closed season's standings, entrants and results never change (a worker still
 * playing one of its matches finds its lease gone and stores nothing).
 *
 * <p>Thread-safe; each call runs in its own transaction.
 */
public final class Leagues {

    private final Jdbi jdbi;
    private final Clock clock;
    private final SeasonStart start;

    /** Works on {@code database}, stamping rows with {@code clock}'s time. */
    public Leagues(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
        this.start = new SeasonStart(jdbi, clock);
    }

    /**
     * Creates a league with no entrants.
     *
     * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the name is taken
     */
    public League create(String name, LeagueRules rules) {
        return create(name, rules, Visibility.PUBLIC, OptionalLong.empty(), false);
    }

    /**
     * Creates a league with no entrants, seen by {@code visibility}'s audience and run by the
     * account {@code ownerAccountId}.
     *
     * @param ownerAccountId the organiser's account id; empty for a league the platform runs
     * @param rolling whether {@link #rollOver} starts the next season by itself
     * @throws IllegalArgumentException if the name or a rule is out of {@link LeagueLimits}' bounds
     * @throws org.jdbi.v3.core.statement.UnableToExecuteStatementException if the name is taken
     */
    public League create(
            String name, LeagueRules rules, Visibility visibility, OptionalLong ownerAccountId, boolean rolling) {
        return jdbi.inTransaction(h -> create(h, name, rules, visibility, ownerAccountId, rolling, clock.instant()));
    }

    /** Like {@link #create(String, LeagueRules, Visibility, OptionalLong, boolean)} in the caller's transaction. */
    public static League create(
            Handle h,
            String name,
            LeagueRules rules,
            Visibility visibility,
            OptionalLong ownerAccountId,
            boolean rolling,
            Instant at) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(visibility, "visibility");
        Objects.requireNonNull(ownerAccountId, "ownerAccountId");
        LeagueLimits.check(name, rules);
        long now = at.toEpochMilli();
        long id = h.createUpdate(
                        "INSERT INTO leagues (name, ruleset, table_size, rounds_per_season, turn_cap, per_decision_ms,"
                                + " bank_ms, strike_limit, version_policy, visibility, owner_account_id, rolling, created_at)"
                                + " VALUES (:name, :ruleset, :tableSize, :rounds, :turnCap, :perDecisionMs, :bankMs, :strikeLimit,"
                                + " :policy, :visibility, :owner, :rolling, :now)")
                .bind("name", name)
                .bind("ruleset", rules.ruleset().id())
                .bind("tableSize", rules.tableSize())
                .bind("rounds", rules.roundsPerSeason())
                .bind("turnCap", rules.limits().turnCap())
                .bind("perDecisionMs", rules.limits().perDecisionMs())
                .bind("bankMs", rules.limits().bankMs())
                .bind("strikeLimit", rules.limits().strikeLimit())
                .bind("policy", rules.versionPolicy().code())
                .bind("visibility", visibility.code())
                .bind("owner", ownerAccountId.isPresent() ? ownerAccountId.getAsLong() : null)
                .bind("rolling", rolling ? 1 : 0)
                .bind("now", now)
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        return findLeague(h, id).orElseThrow();
    }

    /** Returns the league with this id, if any. */
    public Optional<League> find(long leagueId) {
        return jdbi.withHandle(h -> findLeague(h, leagueId));
    }

    /**
     * Enters an agent version into a league, or moves the agent's entry to this version.
     *
     * @return the season whose running matches the version took over (under {@link
     *     VersionPolicy#REPLACE}), or empty when it waits for the next season
     * @throws IllegalArgumentException if the league or version does not exist, or the version may
     *     not play (faulty, retired, rejected, not yet verified)
     */
    public Optional<Season> enter(long leagueId, long agentVersionId) {
        return jdbi.inTransaction(h -> enter(h, leagueId, agentVersionId, false));
    }

    /**
     * Like {@link #enter(long, long)} in the caller's transaction.
     *
     * @param baseline marks the entry as a baseline the organiser ranks others against
     */
    public Optional<Season> enter(Handle h, long leagueId, long agentVersionId, boolean baseline) {
        {
            League league = findLeague(h, leagueId)
                    .orElseThrow(() -> new IllegalArgumentException("no league with id " + leagueId));
            AgentVersion version = h.attach(AgentDao.class)
                    .findVersionById(agentVersionId)
                    .orElseThrow(() -> new IllegalArgumentException("no agent version with id " + agentVersionId));
            if (!version.status().isPlayable()) {
                throw new IllegalArgumentException("agent version " + agentVersionId + " is "
                        + version.status().code() + " and cannot enter league " + league.name());
            }
            Optional<Long> previous = h.createQuery(
                            "SELECT agent_version_id FROM league_entrants WHERE league_id = :l AND agent_id = :a")
                    .bind("l", leagueId)
                    .bind("a", version.agentId())
                    .mapTo(Long.class)
                    .findOne();
            if (previous.isEmpty()) {
                h.createUpdate(
                                "INSERT INTO league_entrants (league_id, agent_id, agent_version_id, entered_at, baseline)"
                                        + " VALUES (:l, :a, :v, :now, :baseline)")
                        .bind("l", leagueId)
                        .bind("a", version.agentId())
                        .bind("v", agentVersionId)
                        .bind("now", clock.millis())
                        .bind("baseline", baseline ? 1 : 0)
                        .execute();
                return Optional.<Season>empty();
            }
            h.createUpdate("UPDATE league_entrants SET agent_version_id = :v, entered_at = :now"
                            + " WHERE league_id = :l AND agent_id = :a")
                    .bind("l", leagueId)
                    .bind("a", version.agentId())
                    .bind("v", agentVersionId)
                    .bind("now", clock.millis())
                    .execute();
            if (league.rules().versionPolicy() != VersionPolicy.REPLACE) {
                return Optional.<Season>empty();
            }
            Optional<Season> running = seasons(h, leagueId).stream()
                    .filter(s -> s.status() == SeasonStatus.RUNNING)
                    .findFirst();
            running.ifPresent(season -> h.createUpdate(
                            "UPDATE entrants SET agent_version_id = :v WHERE tournament_id = :t AND agent_version_id = :old")
                    .bind("v", agentVersionId)
                    .bind("t", season.tournamentId().getAsLong())
                    .bind("old", previous.get())
                    .execute());
            return running;
        }
    }

    /** Returns the agent versions entered in a league, by agent id. */
    public List<Long> entrants(long leagueId) {
        return jdbi.withHandle(h -> h.createQuery(
                        "SELECT agent_version_id FROM league_entrants WHERE league_id = :l ORDER BY agent_id")
                .bind("l", leagueId)
                .mapTo(Long.class)
                .list());
    }

    /**
     * Plans the league's next season.
     *
     * @throws IllegalStateException if a season is already planned or running
     */
    public Season planSeason(long leagueId) {
        return planSeason(leagueId, SeasonKind.REGULAR, OptionalInt.empty());
    }

    /**
     * Plans the league's next season of a kind.
     *
     * @param rounds the season's rounds, when not the league's rounds per season
     * @throws IllegalStateException if a season is already planned or running
     */
    public Season planSeason(long leagueId, SeasonKind kind, OptionalInt rounds) {
        return jdbi.inTransaction(h -> planSeason(h, leagueId, kind, rounds));
    }

    /** Like {@link #planSeason(long, SeasonKind, OptionalInt)} in the caller's transaction. */
    public Season planSeason(Handle h, long leagueId, SeasonKind kind, OptionalInt rounds) {
        Objects.requireNonNull(kind, "kind");
        if (rounds.isPresent()) {
            LeagueLimits.checkRounds("rounds", rounds.getAsInt());
        }
        {
            findLeague(h, leagueId).orElseThrow(() -> new IllegalArgumentException("no league with id " + leagueId));
            List<Season> seasons = seasons(h, leagueId);
            for (Season s : seasons) {
                if (s.status() != SeasonStatus.CLOSED) {
                    throw new IllegalStateException("season " + s.number() + " of league " + leagueId + " is "
                            + s.status().code() + "; close it before planning the next");
                }
            }
            int number = seasons.size() + 1;
            long id = h.createUpdate("INSERT INTO seasons (league_id, number, status, created_at, kind, rounds)"
                            + " VALUES (:l, :n, 'planned', :now, :kind, :rounds)")
                    .bind("l", leagueId)
                    .bind("n", number)
                    .bind("now", clock.millis())
                    .bind("kind", kind.code())
                    .bind("rounds", rounds.isPresent() ? rounds.getAsInt() : null)
                    .executeAndReturnGeneratedKeys("id")
                    .mapTo(Long.class)
                    .one();
            return new Season(id, leagueId, number, SeasonStatus.PLANNED, OptionalLong.empty(), kind);
        }
    }

    /**
     * Starts a planned season: its entrants are the league's entries now, and its matches are
     * queued in batches of a few hundred, each in its own short transaction, so other writers get
     * the database between them ({@link SeasonStart}). The season stays planned, and none of its matches is
     * claimed, until the last batch is in; a start interrupted by a crash is finished by {@link
     * #finishInterruptedStarts}, or by starting the season again.
     *
     * @return the tournament that plays the season
     * @throws IllegalStateException if the season is not planned or the league has fewer entrants
     *     than a table has seats
     */
    public Tournament startSeason(long seasonId) {
        long tournament = jdbi.inTransaction(h -> start.begin(h, seasonId));
        return start.queue(seasonId, tournament);
    }

    /**
     * Plans and starts the league's next season. The season, its tournament and entrants are
     * stored in one transaction, so a season that cannot start (too few entrants) leaves nothing
     * planned behind; its matches are then queued as {@link #startSeason} does.
     *
     * @param rounds the season's rounds, when not the league's rounds per season; 1 to {@link
     *     LeagueLimits#MAX_ROUNDS_PER_SEASON}
     * @return the running season
     * @throws IllegalStateException if a season is planned or running, or the league has fewer
     *     entrants than a table has seats
     */
    public Season startNextSeason(long leagueId, SeasonKind kind, OptionalInt rounds) {
        long[] ids = jdbi.inTransaction(h -> {
            Season planned = planSeason(h, leagueId, kind, rounds);
            return new long[] {planned.id(), start.begin(h, planned.id())};
        });
        start.queue(ids[0], ids[1]);
        return season(ids[0]).orElseThrow();
    }

    /**
     * Finishes the starts a crash interrupted: queues the rest of the matches of every planned
     * season that has a tournament, and sets it running. Safe beside a start still in progress:
     * both queue the same schedule after what is stored.
     *
     * @return the seasons set running
     */
    public List<Season> finishInterruptedStarts() {
        List<Season> started = new ArrayList<>();
        for (long[] ids : start.interrupted()) {
            start.queue(ids[0], ids[1]);
            started.add(season(ids[0]).orElseThrow());
        }
        return started;
    }

    /**
     * Moves a league on: closes its running season once every match of it was played or given up,
     * then starts a new regular season when none is planned or running, the last season closed at
     * least {@code pause} ago, the league has enough entrants for a table and its rounds per season
     * are within {@link LeagueLimits} (a league stored before the bounds may ask for more).
     *
     * @param samples bootstrap resamples for the closed season's rating intervals
     * @param pause how long a closed season's standings stand before the next season starts
     * @return the season started, if one was
     */
    public Optional<Season> rollOver(long leagueId, int samples, Duration pause) {
        for (Season s : seasons(leagueId)) {
            if (s.status() == SeasonStatus.RUNNING) {
                if (!isPlayed(s)) {
                    return Optional.empty();
                }
                closeSeason(s.id(), samples);
            } else if (s.status() == SeasonStatus.PLANNED) {
                return Optional.empty();
            }
        }
        League league = find(leagueId).orElseThrow(() -> new IllegalArgumentException("no league with id " + leagueId));
        long lastClosed = jdbi.withHandle(
                h -> h.createQuery("SELECT COALESCE(MAX(closed_at), :never) FROM seasons" + " WHERE league_id = :l")
                        .bind("never", Long.MIN_VALUE)
                        .bind("l", leagueId)
                        .mapTo(Long.class)
                        .one());
        if (lastClosed != Long.MIN_VALUE && clock.millis() < lastClosed + pause.toMillis()) {
            return Optional.empty();
        }
        boolean outOfBounds = league.rules().roundsPerSeason() > LeagueLimits.MAX_ROUNDS_PER_SEASON;
        if (outOfBounds || entrants(leagueId).size() < league.rules().tableSize()) {
            return Optional.empty();
        }
        return Optional.of(startNextSeason(leagueId, SeasonKind.REGULAR, OptionalInt.empty()));
    }

    /** Returns whether a started season has no match left queued or running. */
    public boolean isPlayed(Season season) {
        if (season.tournamentId().isEmpty()) {
            return false;
        }
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t"
                                + " AND status IN ('queued', 'running')")
                        .bind("t", season.tournamentId().getAsLong())
                        .mapTo(Integer.class)
                        .one())
                == 0;
    }

    /** Returns the agent versions entered in a league as its baselines, by agent id. */
    public List<Long> baselines(long leagueId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT agent_version_id FROM league_entrants"
                        + " WHERE league_id = :l AND baseline = 1 ORDER BY agent_id")
                .bind("l", leagueId)
                .mapTo(Long.class)
                .list());
    }

    /** Returns every league's id, oldest first. */
    public List<Long> ids() {
        return jdbi.withHandle(h -> h.createQuery("SELECT id FROM leagues ORDER BY id")
                .mapTo(Long.class)
                .list());
    }

    /**
     * Closes a running season: gives up its matches still queued or running, stores its standings
     * and freezes it.
     *
     * @param seasonId the season
     * @param samples bootstrap resamples for the rating intervals, 1 or more
     * @return the frozen standings
     * @throws IllegalStateException if the season is not running
     */
    public List<Standing> closeSeason(long seasonId, int samples) {
        return jdbi.inTransaction(h -> {
            Season season = findSeason(h, seasonId);
            if (season.status() != SeasonStatus.RUNNING) {
                throw new IllegalStateException(
                        "season " + seasonId + " is " + season.status().code() + "; only a running season can close");
            }
            long tournament = season.tournamentId().getAsLong();
            long now = clock.millis();
            h.createUpdate("UPDATE matches SET status = 'aborted', lease_owner = NULL, lease_expires_at = NULL,"
                            + " detail = 'season closed', finished_at = :now WHERE tournament_id = :t"
                            + " AND status IN ('queued', 'running')")
                    .bind("now", now)
                    .bind("t", tournament)
                    .execute();
            List<Standing> table = Standings.table(h, tournament, samples, seasonId);
            for (Standing s : table) {
                h.createUpdate(
                                "INSERT INTO season_standings (season_id, rank, entrant_id, rating, rating_low,"
                                        + " rating_high, games, wins, mean_place, faults) SELECT :s, :rank, id, :rating, :low, :high,"
                                        + " :games, :wins, :meanPlace, :faults FROM entrants WHERE tournament_id = :t AND label = :label")
                        .bind("s", seasonId)
                        .bind("rank", s.rank())
                        .bind("rating", s.rating())
                        .bind("low", s.interval().low())
                        .bind("high", s.interval().high())
                        .bind("games", s.games())
                        .bind("wins", s.wins())
                        .bind("meanPlace", s.meanPlace())
                        .bind("faults", s.faults())
                        .bind("t", tournament)
                        .bind("label", s.label())
                        .execute();
            }
            h.createUpdate("UPDATE tournaments SET status = 'closed', finished_at = :now WHERE id = :t")
                    .bind("now", now)
                    .bind("t", tournament)
                    .execute();
            h.createUpdate("UPDATE seasons SET status = 'closed', closed_at = :now WHERE id = :id")
                    .bind("now", now)
                    .bind("id", seasonId)
                    .execute();
            return table;
        });
    }

    /** Returns a closed season's frozen standings, best first; empty before it closes. */
    public List<Standing> frozenStandings(long seasonId) {
        return jdbi.withHandle(h -> frozenStandings(h, seasonId));
    }

    /** Like {@link #frozenStandings(long)} on the caller's handle. */
    public static List<Standing> frozenStandings(Handle h, long seasonId) {
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

    /** Returns the league's seasons, first season first. */
    public List<Season> seasons(long leagueId) {
        return jdbi.withHandle(h -> seasons(h, leagueId));
    }

    /** Returns the season with this id, if any. */
    public Optional<Season> season(long seasonId) {
        return jdbi.withHandle(
                h -> seasonQuery(h, "s.id = :id", seasonId).stream().findFirst());
    }

    private static List<Season> seasons(Handle h, long leagueId) {
        return seasonQuery(h, "s.league_id = :id", leagueId);
    }

    static Season findSeason(Handle h, long seasonId) {
        return seasonQuery(h, "s.id = :id", seasonId).stream()
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no season with id " + seasonId));
    }

    private static List<Season> seasonQuery(Handle h, String where, long id) {
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

    /** Like {@link #find(long)} in the caller's transaction. */
    public static Optional<League> find(Handle h, long leagueId) {
        return findLeague(h, leagueId);
    }

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
                VersionPolicy.fromCode(rs.getString("version_policy")));
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
