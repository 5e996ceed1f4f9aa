package org.knightsarena.tournaments.tournament;

import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.tournaments.schedule.RoundRobin;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.storage.Database;

/**
 * Schedules tournaments: stores the tournament, its entrants and every match of its round-robin
 * schedule, queued, in one transaction; or, for a league season that may be large, the
 * tournament and entrants first and the matches in batches ({@link #createUnqueued}, {@link
 * #queueNext}), so no transaction holds the database's write lock for long.
 *
 * <p>A command-line run is identified by its <em>run key</em>: the canonical settings (ruleset,
 * table size, rounds, seed, limits, rating settings) and the entrants in order, each as label and
 * agent version id (a JAR's version is its hash, so a changed JAR is a new run). The same command
 * on the same data folder finds the tournament of its key and continues it; changing any of these
 * starts a new tournament beside it. The thread count is not part of the key.
 *
 * <p>Thread-safe; each call uses its own connection.
 */
public final class Tournaments {

    private final Jdbi jdbi;
    private final Clock clock;

    /** Works on {@code database}, stamping rows with {@code clock}'s time. */
    public Tournaments(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Returns the run key of a command-line run with these settings and entrants. */
    public static String runKey(TournamentSettings settings, List<EntrantSpec> entrants) {
        StringBuilder key = new StringBuilder(settings.canonical()).append(" agents=");
        for (int i = 0; i < entrants.size(); i++) {
            EntrantSpec e = entrants.get(i);
            key.append(i == 0 ? "" : ",")
                    .append(e.label())
                    .append('@')
                    .append(e.version().id());
        }
        return key.toString();
    }

    /**
     * Schedules a tournament in one transaction.
     *
     * @param name a name for people, never null
     * @param settings how it is played, never null
     * @param entrants at least {@code settings.tableSize()}, labels unique; never null
     * @param runKey the run key of a command-line run, or empty
     * @param seasonId the season it runs, or empty
     * @return the stored tournament
     * @throws IllegalArgumentException if labels repeat or there are too few entrants
     */
    public Tournament create(
            String name,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            Optional<String> runKey,
            OptionalLong seasonId) {
        return jdbi.inTransaction(h -> create(h, name, settings, entrants, runKey, seasonId, clock.instant()));
    }

    /** Like {@link #create} inside the caller's transaction on {@code handle}. */
    public static Tournament create(
            Handle handle,
            String name,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            Optional<String> runKey,
            OptionalLong seasonId,
            Instant now) {
        return create(
                handle,
                name,
                settings,
                entrants,
                runKey,
                seasonId,
                seasonId.isPresent() ? TournamentPurpose.SEASON : TournamentPurpose.RUN,
                OptionalLong.empty(),
                OptionalLong.empty(),
                now);
    }

    /**
     * Like {@link #create(Handle, String, TournamentSettings, List, Optional, OptionalLong, Instant)}
     * for a purpose other than a run or a season.
     *
     * @param leagueId the league it is played for, whose privacy it follows
     * @param requestedBy the id of the account that asked for it
     */
    public static Tournament create(
            Handle handle,
            String name,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            Optional<String> runKey,
            OptionalLong seasonId,
            TournamentPurpose purpose,
            OptionalLong leagueId,
            OptionalLong requestedBy,
            Instant now) {
        List<String> labels = entrants.stream().map(EntrantSpec::label).toList();
        Schedule schedule = purpose.isSingleMatch() ? Schedule.oneTable(labels) : schedule(settings, labels);
        Tournament tournament =
                createUnqueued(handle, name, settings, entrants, runKey, seasonId, purpose, leagueId, requestedBy, now);
        queueNext(handle, tournament.id(), schedule, schedule.tables().size());
        return tournament;
    }

    /**
     * Schedules a command-line run that plays its rounds only as they are needed: the whole
     * schedule of {@code settings.rounds()} rounds is planned, and the matches of its first
     * {@code firstRounds} rounds are queued now, in one transaction; {@link #queueRound} queues the
     * next round later.
     *
     * @throws IllegalArgumentException if labels repeat, there are too few entrants, or
     *     {@code firstRounds} is not 1 to {@code settings.rounds()}
     */
    public Tournament createRoundByRound(
            String name, TournamentSettings settings, List<EntrantSpec> entrants, String runKey, int firstRounds) {
        if (firstRounds < 1 || firstRounds > settings.rounds()) {
            throw new IllegalArgumentException(
                    "first rounds must be 1 to " + settings.rounds() + ", was " + firstRounds);
        }
        Schedule schedule =
                schedule(settings, entrants.stream().map(EntrantSpec::label).toList());
        return jdbi.inTransaction(h -> {
            Tournament tournament = createUnqueued(
                    h,
                    name,
                    settings,
                    entrants,
                    Optional.of(runKey),
                    OptionalLong.empty(),
                    TournamentPurpose.RUN,
                    OptionalLong.empty(),
                    OptionalLong.empty(),
                    clock.instant());
            queueNext(h, tournament.id(), schedule, tablesUpTo(schedule, firstRounds));
            return tournament;
        });
    }

    /**
     * Queues the next round of a tournament's schedule and opens the tournament again, in one
     * transaction.
     *
     * @return the number of rounds queued so far; the same as before when the schedule is all queued
     */
    public int queueRound(long tournamentId, Schedule schedule) {
        return jdbi.inTransaction(h -> {
            int stored = h.createQuery("SELECT COUNT(*) FROM matches WHERE tournament_id = :t")
                    .bind("t", tournamentId)
                    .mapTo(Integer.class)
                    .one();
            int rounds = roundsIn(schedule, stored);
            if (rounds < schedule.rounds()) {
                queueNext(h, tournamentId, schedule, tablesUpTo(schedule, rounds + 1) - stored);
                h.createUpdate("UPDATE tournaments SET status = 'running', finished_at = NULL WHERE id = :t")
                        .bind("t", tournamentId)
                        .execute();
                return rounds + 1;
            }
            return rounds;
        });
    }

    /** @return how many whole rounds the first {@code tables} tables of the schedule make */
    public static int roundsIn(Schedule schedule, int tables) {
        int rounds = 0;
        while (rounds < schedule.rounds() && tablesUpTo(schedule, rounds + 1) <= tables) {
            rounds++;
        }
        return rounds;
    }

    private static int tablesUpTo(Schedule schedule, int rounds) {
        return (int) schedule.tables().stream().filter(t -> t.round() <= rounds).count();
    }

    /**
     * Stores a tournament and its entrants without any match: the caller queues its round-robin
     * schedule with {@link #queueNext}, in as many transactions as it likes.
     *
     * @throws IllegalArgumentException if labels repeat
     */
    public static Tournament createUnqueued(
            Handle handle,
            String name,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            Optional<String> runKey,
            OptionalLong seasonId,
            TournamentPurpose purpose,
            OptionalLong leagueId,
            OptionalLong requestedBy,
            Instant now) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(purpose, "purpose");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(entrants, "entrants");
        Set<String> labels = new HashSet<>();
        for (EntrantSpec e : entrants) {
            if (!labels.add(e.label())) {
                throw new IllegalArgumentException("entrant label " + e.label() + " is given twice");
            }
        }
        long millis = now.toEpochMilli();
        MatchLimits limits = settings.limits();
        long id = handle.createUpdate(
                        "INSERT INTO tournaments (name, season_id, run_key, ruleset, table_size, rounds, seed,"
                                + " turn_cap, easy_start, per_decision_ms, bank_ms, strike_limit, elo_k, elo_start,"
                                + " status, created_at, purpose, priority, league_id, requested_by_account_id, variants,"
                                + " scenario) VALUES (:name, :seasonId,"
                                + " :runKey, :ruleset, :tableSize, :rounds, :seed, :turnCap, :easyStart, :perDecisionMs, :bankMs,"
                                + " :strikeLimit, :eloK, :eloStart, 'running', :now, :purpose, :priority, :leagueId,"
                                + " :requestedBy, :variants, :scenario)")
                .bind("name", name)
                .bind("seasonId", seasonId.isPresent() ? seasonId.getAsLong() : null)
                .bind("runKey", runKey.orElse(null))
                .bind("ruleset", settings.ruleset().id())
                .bind("tableSize", settings.tableSize())
                .bind("rounds", settings.rounds())
                .bind("seed", settings.seed())
                .bind("turnCap", limits.turnCap())
                .bind("easyStart", settings.start() == TournamentSettings.Start.EASY ? 1 : 0)
                .bind("perDecisionMs", limits.perDecisionMs())
                .bind("bankMs", limits.bankMs())
                .bind("strikeLimit", limits.strikeLimit())
                .bind("eloK", settings.elo().k())
                .bind("eloStart", settings.elo().start())
                .bind("now", millis)
                .bind("purpose", purpose.code())
                .bind("priority", purpose.priority())
                .bind("leagueId", leagueId.isPresent() ? leagueId.getAsLong() : null)
                .bind("requestedBy", requestedBy.isPresent() ? requestedBy.getAsLong() : null)
                .bind("variants", settings.variants().ids())
                .bind("scenario", settings.variants().scenario().orElse(null))
                .executeAndReturnGeneratedKeys("id")
                .mapTo(Long.class)
                .one();
        insertEntrants(handle, id, entrants, settings.elo().start());
        return new Tournament(
                id, name, seasonId, runKey, settings, TournamentStatus.RUNNING, Instant.ofEpochMilli(millis));
    }

    private static void insertEntrants(Handle handle, long tournamentId, List<EntrantSpec> entrants, double rating) {
        PreparedBatch rows = handle.prepareBatch(
                "INSERT INTO entrants (tournament_id, position, label, agent_version_id, rating, games)"
                        + " VALUES (:t, :position, :label, :version, :rating, 0)");
        for (int i = 0; i < entrants.size(); i++) {
            rows.bind("t", tournamentId)
                    .bind("position", i)
                    .bind("label", entrants.get(i).label())
                    .bind("version", entrants.get(i).version().id())
                    .bind("rating", rating)
                    .add();
        }
        rows.execute();
    }

    /**
     * Plans the round-robin schedule of a tournament from its settings and entrant labels in
     * position order: the same schedule every time, so queueing it can stop and be taken up again.
     *
     * @throws IllegalArgumentException if there are fewer entrants than a table seats
     */
    public static Schedule schedule(TournamentSettings settings, List<String> labels) {
        return RoundRobin.plan(labels, settings.tableSize(), settings.rounds(), settings.seed());
    }

    /**
     * Queues the next matches of a tournament's schedule in the caller's transaction: at most
     * {@code batch} of those not stored yet, in schedule order. Match {@code i} of the schedule is
     * stored with ordinal {@code i}, so a call that finds matches stored by an earlier (or a
     * concurrent, earlier committed) call continues after them.
     *
     * @param schedule the tournament's schedule, as {@link #schedule} plans it
     * @param batch the most matches to queue, 1 or more
     * @return how many of the schedule's matches are stored after this call
     */
    public static int queueNext(Handle handle, long tournamentId, Schedule schedule, int batch) {
        return ScheduledMatches.queueNext(handle, tournamentId, schedule, batch);
    }

    /** Returns the tournament with this run key, if one was scheduled. */
    public Optional<Tournament> findByRunKey(String runKey) {
        Objects.requireNonNull(runKey, "runKey");
        return jdbi.withHandle(h -> TournamentReads.findByRunKey(h, runKey));
    }

    /** Returns the tournament with this id, if any. */
    public Optional<Tournament> find(long id) {
        return jdbi.withHandle(h -> find(h, id));
    }

    /** Like {@link #find(long)} on the caller's handle. */
    public static Optional<Tournament> find(Handle handle, long id) {
        return TournamentReads.find(handle, id);
    }

    /** Returns a tournament's entrants by position. */
    public List<Entrant> entrants(long tournamentId) {
        return jdbi.withHandle(h -> entrants(h, tournamentId));
    }

    /** Like {@link #entrants(long)} on the caller's handle. */
    public static List<Entrant> entrants(Handle handle, long tournamentId) {
        return TournamentReads.entrants(handle, tournamentId);
    }
}
