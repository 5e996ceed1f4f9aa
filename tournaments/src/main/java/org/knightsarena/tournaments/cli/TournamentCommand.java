package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.cli.AgentsOption;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.cli.RulesOption;
import org.knightsarena.platform.cli.SeedOption;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.cli.TurnCapOption;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Separation;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena tournament}: runs a local round-robin tournament into a data folder and prints the
 * final table.
 *
 * <p>The schedule comes from {@link org.knightsarena.tournaments.schedule.RoundRobin}; every match
 * is a row of the match queue in the data folder's database, claimed by worker threads and stored
 * with its result, rating changes and replay in one transaction. Built-in agents play in this JVM;
 * bot JARs play in the sandbox's worker JVMs ({@link SourceResolvingExecutor#forSeats}).
 *
 * <p><b>Resuming.</b> A run is identified by its run key: the ruleset, table size, rounds, seed,
 * turn cap, time budget, strike limit, easy start, rating settings and the entrants in order (see
 * {@link Tournaments}). Running the same command again on the same data folder continues that
 * tournament: finished matches are kept, matches left running by a killed run are queued again,
 * and only the rest are played. A finished tournament is not replayed; its table is printed. Any
 * other settings start a new tournament in the same folder. {@code --threads} may differ between
 * runs. One run plays in a data folder at a time ({@code arena.lock}).
 *
 * <p>Exit codes: 0 when every match has a result (aborted matches are counted in the output), 1
 * when the run failed or another run holds the data folder, 2 for bad options.
 */
@Command(
        name = "tournament",
        sortOptions = false,
        description = {
            "Runs a round-robin tournament into a data folder and prints ratings and standings.",
            "--agents (required): 3 or more entrants, built-in agents or bot JARs."
        })
public final class TournamentCommand implements Callable<Integer> {

    /** How long a claim holds without renewal; workers renew it every third of this. */
    static final Duration LEASE = Duration.ofSeconds(60);

    /** How often the progress line is redrawn from the queue's counts. */
    private static final Duration PROGRESS_EVERY = Duration.ofMillis(250);

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Mixin
    private final AgentsOption agents = new AgentsOption();

    @Mixin
    private RulesOption rules;

    @Option(
            names = "--rounds",
            defaultValue = "1",
            paramLabel = "N",
            description =
                    "Round-robin rounds, 1 or more (default: ${DEFAULT-VALUE}); with --until-separated, the rounds"
                            + " played before the first look at the table.")
    private int rounds;

    @Option(
            names = "--until-separated",
            description =
                    "Plays on, one round at a time, until every entrant's 95%% rating interval is clear of the next"
                            + " one's (the order is then no longer noise), or --max-rounds is reached.")
    private boolean untilSeparated;

    @Option(
            names = "--max-rounds",
            defaultValue = "30",
            paramLabel = "N",
            description = "With --until-separated: the most rounds played (default: ${DEFAULT-VALUE}).")
    private int maxRounds;

    @Option(
            names = "--table-size",
            paramLabel = "3|4",
            description = "Players per match (default: 4, or 3 with three entrants).")
    private Integer tableSize;

    /** The schedule's seed: match i (from 0) plays with S+i. */
    @Mixin
    private SeedOption seed;

    @Option(
            names = "--data",
            defaultValue = "arena-data",
            paramLabel = "FOLDER",
            description = "The data folder holding the database (default: ./${DEFAULT-VALUE}).")
    private Path data;

    @Option(
            names = "--db",
            paramLabel = "URL",
            converter = DatabaseOption.class,
            description = DatabaseOption.DESCRIPTION)
    private DatabaseLocation db;

    @Mixin
    private ThreadsOption threads;

    @Mixin
    private TurnCapOption turnCap;

    @Option(
            names = "--strike-limit",
            defaultValue = "" + MatchSpec.DEFAULT_STRIKE_LIMIT,
            paramLabel = "N",
            description = "Faults after which an agent is ejected and plays on autopilot (default: ${DEFAULT-VALUE}).")
    private int strikeLimit;

    @Option(
            names = "--easy-start",
            description = "Cities & Knights easy start (R-3.8): no event die in each player's first two turns.")
    private boolean easyStart;

    @Option(
            names = "--k",
            defaultValue = "32",
            paramLabel = "K",
            description = "The Elo K factor: the most a rating moves in one game (default: ${DEFAULT-VALUE}).")
    private double k;

    @Option(
            names = "--samples",
            defaultValue = "" + org.knightsarena.tournaments.tournament.Standings.BOOTSTRAP_SAMPLES,
            paramLabel = "N",
            description = "Bootstrap resamples for the rating intervals (default: ${DEFAULT-VALUE}).")
    private int samples;

    /** Creates the command; picocli fills in its fields. */
    public TournamentCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        errors.requireAtLeastOne("--rounds", rounds);
        if (untilSeparated && maxRounds < rounds) {
            throw errors.invalid("--max-rounds", "must be at least --rounds (" + rounds + "), but was " + maxRounds);
        }
        errors.requireAtLeastOne("--strike-limit", strikeLimit);
        errors.requireAtLeastOne("--samples", samples);
        if (!(k > 0) || Double.isInfinite(k)) {
            throw errors.invalid("--k", "must be a positive number, but was " + k);
        }
        Entries entries;
        try {
            entries = Entries.parse(agents.names(), AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        int size = tableSize != null ? tableSize : entries.entries().size() == 3 ? 3 : 4;
        if (size != 3 && size != 4) {
            throw errors.invalid("--table-size", "must be 3 or 4, but was " + size);
        }
        if (entries.entries().size() < size) {
            return errors.fail(
                    "tables of " + size + " need at least " + size + " agents, got "
                            + entries.entries().size() + ": " + String.join(",", agents.names()),
                    2);
        }
        TournamentSettings settings = new TournamentSettings(
                rules.value(),
                size,
                untilSeparated ? maxRounds : rounds,
                seed.value(),
                easyStart ? TournamentSettings.Start.EASY : TournamentSettings.Start.STANDARD,
                new MatchLimits(turnCap.value(), TimeBudget.DEFAULT, strikeLimit),
                new EloSettings(k, EloSettings.STANDARD.start()));
        for (Entries.Entry entry : entries.entries()) {
            if (entry.jar().isPresent()) {
                // the upload checks before anything is stored, so a refused bot costs nothing
                try {
                    SandboxedBot.load(entry.jar().get(), SandboxSettings.defaults());
                } catch (BotRejected e) {
                    return errors.fail("the bot JAR " + entry.jar().get() + " is " + e.describe(), 1);
                }
            }
        }
        if (entries.sources().stream().anyMatch(MatchSpec::isProcess)) {
            UncontainedBots.RUN_WITH_WARNING.warning(Containment.available()).ifPresent(errors::warn);
        }
        if (db != null) {
            // No folder lock can exclude a run on another machine, so matches left running are left to
            // their leases (run(...)), and runs on several machines share the queue.
            try (Database database = Database.open(db);
                    MatchExecutor playing = executor(database, entries)) {
                return run(database, entries, settings, playing, out, errors, Sharing.SHARED);
            }
        }
        Optional<DataFolderLock> lock = DataFolderLock.tryLock(data);
        if (lock.isEmpty()) {
            return errors.fail(
                    "another arena tournament is running in " + data.toAbsolutePath() + " (it holds "
                            + DataFolderLock.FILE_NAME + "); wait for it or use another --data folder",
                    1);
        }
        try (DataFolderLock held = lock.get();
                Database database = Database.open(data);
                MatchExecutor playing = executor(database, entries)) {
            return run(database, entries, settings, playing, out, errors, Sharing.SOLE_RUNNER);
        }
    }

    /** Plays the entries' matches; bot JARs are read from {@code <data>/jars}, filled from the database. */
    private MatchExecutor executor(Database database, Entries entries) {
        return SourceResolvingExecutor.forSeats(
                entries.sources(),
                threads.value(),
                new BotFileCache(data.resolve("jars"), new BotFiles(database, Clock.systemUTC())));
    }

    /** Whether this run knows it is the tournament's only runner. */
    private enum Sharing {
        /** It holds the data folder's lock: matches left running are a killed run's, queued again at once. */
        SOLE_RUNNER,
        /** On a shared database: matches left running may be another run's, queued again when their leases expire. */
        SHARED
    }

    private int run(
            Database db,
            Entries entries,
            TournamentSettings settings,
            MatchExecutor executor,
            PrintWriter out,
            ErrorOutput errors,
            Sharing sharing) {
        Clock clock = Clock.systemUTC();
        Tournaments tournaments = new Tournaments(db, clock);
        List<EntrantSpec> entrants = entries.register(db.jdbi(), new BotFiles(db, clock), clock.instant());
        // a run that plays until separated schedules its most rounds, and is another run than one that plays them all
        String key = Tournaments.runKey(settings, entrants) + (untilSeparated ? " until-separated-from=" + rounds : "");
        MatchQueue queue = new MatchQueue(db, clock, LEASE);
        Optional<Tournament> existing = tournaments.findByRunKey(key);
        String name = "tournament of "
                + String.join(", ", entrants.stream().map(EntrantSpec::label).toList());
        Tournament tournament = existing.orElseGet(() -> untilSeparated
                ? tournaments.createRoundByRound(name, settings, entrants, key, rounds)
                : tournaments.create(name, settings, entrants, Optional.of(key), OptionalLong.empty()));
        int requeued = sharing == Sharing.SOLE_RUNNER ? queue.requeueRunning(tournament.id()) : queue.requeueExpired();
        QueueCounts counts = queue.counts(tournament.id());
        out.printf(
                Locale.ROOT,
                "tournament %d in %s: %d matches of %s at tables of %d, %s%d %s, seed %d%n",
                tournament.id(),
                db.location(),
                counts.total(),
                settings.ruleset().id(),
                settings.tableSize(),
                untilSeparated ? "until separated, at most " : "",
                settings.rounds(),
                settings.rounds() == 1 ? "round" : "rounds",
                settings.seed());
        if (existing.isPresent()) {
            out.printf(
                    Locale.ROOT,
                    "resuming: %d of %d matches already done%s%n",
                    counts.done(),
                    counts.total(),
                    requeued > 0 ? ", " + requeued + " left running by an interrupted run queued again" : "");
        }
        out.flush();
        long start = System.nanoTime();
        int before = counts.done();
        if (!counts.isDrained()) {
            int status = play(db, queue, tournament, executor, errors, counts, clock);
            if (status != 0) {
                return status;
            }
        }
        StandingsReport report = new StandingsReport(db);
        if (untilSeparated) {
            int status = playUntilSeparated(
                    db, queue, tournaments, tournament, entrants, settings, executor, report, out, errors, clock);
            if (status != 0) {
                return status;
            }
        }
        QueueCounts after = queue.counts(tournament.id());
        double seconds = Math.max(1, System.nanoTime() - start) / 1e9;
        report.print(out, tournament.id(), samples, after);
        if (after.done() > before) {
            out.printf(
                    Locale.ROOT,
                    "%d matches in %.1f s (%.1f matches/min) on %d %s%n",
                    after.done() - before,
                    seconds,
                    60 * (after.done() - before) / seconds,
                    threads.value(),
                    threads.value() == 1 ? "thread" : "threads");
        }
        out.flush();
        return 0;
    }

    /** Adds a round at a time while the table's order is not settled and rounds are left; says where it stopped. */
    private int playUntilSeparated(
            Database db,
            MatchQueue queue,
            Tournaments tournaments,
            Tournament tournament,
            List<EntrantSpec> entrants,
            TournamentSettings settings,
            MatchExecutor executor,
            StandingsReport report,
            PrintWriter out,
            ErrorOutput errors,
            Clock clock) {
        Schedule schedule = Tournaments.schedule(
                settings, entrants.stream().map(EntrantSpec::label).toList());
        while (true) {
            QueueCounts counts = queue.counts(tournament.id());
            int played = Tournaments.roundsIn(schedule, counts.total());
            Separation separation = report.separation(tournament.id(), samples);
            if (separation.isSettled()) {
                out.printf(
                        Locale.ROOT,
                        "separated after %d %s: every interval is clear of the next one's%n",
                        played,
                        played == 1 ? "round" : "rounds");
                return 0;
            }
            if (played >= schedule.rounds()) {
                out.printf(
                        Locale.ROOT,
                        "not separated after the most rounds (%d): ranks %s still overlap%n",
                        played,
                        separation.pairs());
                return 0;
            }
            out.printf(
                    Locale.ROOT,
                    "after %d %s ranks %s overlap: playing round %d%n",
                    played,
                    played == 1 ? "round" : "rounds",
                    separation.pairs(),
                    played + 1);
            out.flush();
            tournaments.queueRound(tournament.id(), schedule);
            int status = play(db, queue, tournament, executor, errors, queue.counts(tournament.id()), clock);
            if (status != 0) {
                return status;
            }
        }
    }

    private int play(
            Database db,
            MatchQueue queue,
            Tournament tournament,
            MatchExecutor executor,
            ErrorOutput errors,
            QueueCounts counts,
            Clock clock) {
        boolean terminal = System.console() != null;
        ProgressLine progress =
                new ProgressLine(errors, spec.commandLine().getErr(), terminal, counts.total(), counts.done());
        MatchWorkers workers = new MatchWorkers(
                queue, new ResultRecorder(db, clock), executor, threads.value(), MatchWorkers.processOwner());
        ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "arena-tournament");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<?> run = runner.submit(() -> {
                workers.run(tournament.id(), (match, recorded) -> {});
                return null;
            });
            while (true) {
                try {
                    run.get(PROGRESS_EVERY.toMillis(), TimeUnit.MILLISECONDS);
                    progress.show(queue.counts(tournament.id()).done());
                    return 0;
                } catch (TimeoutException e) {
                    progress.show(queue.counts(tournament.id()).done());
                }
            }
        } catch (ExecutionException e) {
            return errors.crashed(e);
        } catch (InterruptedException e) {
            return errors.interrupted();
        } finally {
            progress.clear();
            runner.shutdownNow();
        }
    }
}
