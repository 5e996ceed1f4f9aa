package org.knightsarena.tournaments.league;

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
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Standing;
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
                                + " bank_ms, strike_limit, version_policy, visibility, owner_account_id, rolling, created_at,"
                                + " variants, scenario) VALUES (:name, :ruleset, :tableSize, :rounds, :turnCap, :perDecisionMs,"
                                + " :bankMs, :strikeLimit, :policy, :visibility, :owner, :rolling, :now, :variants, :scenario)")
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
                .bind("variants", rules.variants().ids())
                .bind("scenario", rules.variants().scenario().orElse(null))
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        return LeagueReads.findLeague(h, id).orElseThrow();
    }

    /** Returns the league with this id, if any. */
    public Optional<League> find(long leagueId) {
        return jdbi.withHandle(h -> LeagueReads.findLeague(h, leagueId));
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
        return LeagueEntry.enter(h, leagueId, agentVersionId, baseline, clock.millis());
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
            LeagueReads.findLeague(h, leagueId)
                    .orElseThrow(() -> new IllegalArgumentException("no league with id " + leagueId));
            List<Season> seasons = LeagueReads.seasons(h, leagueId);
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
        return jdbi.inTransaction(h -> SeasonClose.close(h, seasonId, samples, clock.millis()));
    }

    /** Returns a closed season's frozen standings, best first; empty before it closes. */
    public List<Standing> frozenStandings(long seasonId) {
        return jdbi.withHandle(h -> LeagueReads.frozenStandings(h, seasonId));
    }

    /** Like {@link #frozenStandings(long)} on the caller's handle. */
    public static List<Standing> frozenStandings(Handle h, long seasonId) {
        return LeagueReads.frozenStandings(h, seasonId);
    }

    /** Returns the league's seasons, first season first. */
    public List<Season> seasons(long leagueId) {
        return jdbi.withHandle(h -> LeagueReads.seasons(h, leagueId));
    }

    /** Returns the season with this id, if any. */
    public Optional<Season> season(long seasonId) {
        return jdbi.withHandle(
                h -> LeagueReads.seasonQuery(h, "s.id = :id", seasonId).stream().findFirst());
    }

    /** Like {@link #find(long)} in the caller's transaction. */
    public static Optional<League> find(Handle h, long leagueId) {
        return LeagueReads.findLeague(h, leagueId);
    }
}
