package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.cli.AgentsOption;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.cli.RulesOption;
import org.knightsarena.platform.cli.SeedOption;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.cli.TurnCapOption;
import org.knightsarena.platform.cli.VariantOptions;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.schedule.TableSize;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.tournament.MatchLimits;
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
 * <p><b>Resuming.</b> A run is identified by its run key: the ruleset, its variants and scenario
 * ({@code --variant}, {@code --scenario}), table size, rounds, seed,
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
            "--agents (required): 2 or more entrants (at least the table size), built-in agents or bot JARs."
        })
public final class TournamentCommand implements Callable<Integer> {

    /** How long a claim holds without renewal; workers renew it every third of this. */
    static final Duration LEASE = Duration.ofSeconds(60);

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

    @Mixin
    private final VariantOptions variants = new VariantOptions();

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
            paramLabel = "2..6",
            description =
                    "Players per match, 2 to 6; 2 play Catan for Two (R-24.2, base rules), 5 and 6 the 5-6 player extension (R-24.4)"
                            + " (default: 4, or as many as the entrants when fewer).")
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
        checkNumbers(errors);
        Entries entries;
        try {
            entries = Entries.parse(agents.names(), AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        int size = tableSize != null
                ? tableSize
                : Math.max(TableSize.MIN, Math.min(entries.entries().size(), 4));
        if (!TableSize.allows(size)) {
            throw errors.invalid("--table-size", "must be " + TableSize.RANGE + ", but was " + size);
        }
        try {
            TableSize.require(rules.value(), size);
        } catch (IllegalArgumentException e) {
            throw errors.invalid("--table-size", e.getMessage());
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
        VariantChoice choice = variants.choice(errors);
        try {
            settings = settings.withVariants(choice);
        } catch (VariantChoice.Refusal e) {
            throw VariantOptions.refused(e, errors);
        }
        Optional<Integer> refused = refusedJar(entries, errors);
        if (refused.isPresent()) {
            return refused.get();
        }
        if (entries.sources().stream().anyMatch(MatchSpec::isProcess)) {
            UncontainedBots.RUN_WITH_WARNING.warning(Containment.available()).ifPresent(errors::warn);
        }
        if (db != null) {
            // No folder lock can exclude a run on another machine, so matches left running are left to
            // their leases (run(...)), and runs on several machines share the queue.
            try (Database database = Database.open(db);
                    MatchExecutor playing = executor(database, entries)) {
                return run(database, entries, settings, playing, out, errors, TournamentRun.Sharing.SHARED);
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
            return run(database, entries, settings, playing, out, errors, TournamentRun.Sharing.SOLE_RUNNER);
        }
    }

    /** @throws picocli.CommandLine.ParameterException naming the option whose number is out of range */
    private void checkNumbers(ErrorOutput errors) {
        errors.requireAtLeastOne("--rounds", rounds);
        if (untilSeparated && maxRounds < rounds) {
            throw errors.invalid("--max-rounds", "must be at least --rounds (" + rounds + "), but was " + maxRounds);
        }
        errors.requireAtLeastOne("--strike-limit", strikeLimit);
        errors.requireAtLeastOne("--samples", samples);
        if (!(k > 0) || Double.isInfinite(k)) {
            throw errors.invalid("--k", "must be a positive number, but was " + k);
        }
    }

    /** The sandbox's checks of every bot JAR before anything is stored, so a refused bot costs nothing. @return the exit code of a refusal */
    private static Optional<Integer> refusedJar(Entries entries, ErrorOutput errors) {
        for (Entries.Entry entry : entries.entries()) {
            if (entry.jar().isPresent()) {
                // the upload checks before anything is stored, so a refused bot costs nothing
                try {
                    SandboxedBot.load(entry.jar().get(), SandboxSettings.defaults());
                } catch (BotRejected e) {
                    return Optional.of(errors.fail("the bot JAR " + entry.jar().get() + " is " + e.describe(), 1));
                }
            }
        }
        return Optional.empty();
    }

    /** Plays the entries' matches; bot JARs are read from {@code <data>/jars}, filled from the database. */
    private MatchExecutor executor(Database database, Entries entries) {
        return SourceResolvingExecutor.forSeats(
                entries.sources(),
                threads.value(),
                new BotFileCache(data.resolve("jars"), new BotFiles(database, Clock.systemUTC())));
    }

    private int run(
            Database database,
            Entries entries,
            TournamentSettings settings,
            MatchExecutor playing,
            PrintWriter out,
            ErrorOutput errors,
            TournamentRun.Sharing sharing) {
        OptionalInt separatedFrom = untilSeparated ? OptionalInt.of(rounds) : OptionalInt.empty();
        return new TournamentRun(
                        database,
                        playing,
                        new TournamentRun.Output(out, spec.commandLine().getErr(), errors),
                        threads.value(),
                        samples,
                        separatedFrom,
                        sharing)
                .run(entries, settings);
    }
}
