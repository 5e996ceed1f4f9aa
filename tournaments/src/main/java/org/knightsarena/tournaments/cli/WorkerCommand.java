package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code arena worker --db URL}: plays the queued matches of every tournament and league season in
 * a shared PostgreSQL database, the highest priority first, beside the server and other workers
 * ({@link MatchWorkers#serve}): each claim holds a lease the worker renews while it plays, each
 * result is stored in one transaction, and a worker that dies loses nothing (its leases expire and
 * its matches are played again).
 *
 * <p>Bot JARs are named by digest ({@link org.knightsarena.tournaments.source.AgentSource}): the
 * worker fetches each from the database once into its {@code --cache} folder and verifies it
 * against its digest before every match ({@link BotFileCache}), so it needs no folder of the
 * server's.
 * Process bot seats ({@code python:} and the path of the entry in the server's
 * {@code process-bots/<sha256>/}) play as processes under bubblewrap; where it is missing their
 * seats are benched with the reason unless {@code --allow-uncontained-bots} is given.
 *
 * <p>It runs until stopped (SIGTERM or Ctrl+C, or an interrupt): then it claims no more matches,
 * gives those in play {@code --finish-within} seconds to end and be stored, stops the rest and
 * gives them back to the queue at once ({@link MatchWorkers#withStopGrace}), and exits.
 *
 * <p>There is no SQLite form, and {@code --data} is refused saying why ({@link #NO_SQLITE}): an SQLite
 * data folder is played by the one process that holds it ({@code arena serve}, or {@code arena
 * tournament} with its folder lock, which queues again at once every match left running there, so a
 * second process on the folder would have its matches played twice), and SQLite's file cannot be
 * shared between machines.
 *
 * <p>Exit codes: 0 when stopped, 1 when play failed, 2 for bad options.
 */
@Command(
        name = "worker",
        sortOptions = false,
        description = "Plays queued matches from a shared PostgreSQL database until stopped.")
public final class WorkerCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Option(
            names = "--db",
            paramLabel = "URL",
            converter = DatabaseOption.class,
            description = DatabaseOption.DESCRIPTION)
    private DatabaseLocation db;

    @Mixin
    private ThreadsOption threadsOption;

    /** Why {@code --data} is refused. */
    static final String NO_SQLITE = "arena worker plays from a shared PostgreSQL database (--db postgresql://...),"
            + " not from an SQLite data folder: a data folder is played by the one process that holds it (arena serve"
            + " --play-threads N, or arena tournament), which may queue again at once any match another process on the"
            + " same folder is playing, and its file cannot be shared between machines";

    @Option(names = "--data", paramLabel = "FOLDER", hidden = true)
    private Path data;

    @Option(
            names = "--cache",
            paramLabel = "FOLDER",
            defaultValue = "arena-worker-cache",
            description = "Where bot JARs fetched from the database are kept, by digest (default: ./${DEFAULT-VALUE}).")
    private Path cache;

    @Option(
            names = "--finish-within",
            paramLabel = "SECONDS",
            defaultValue = "30",
            description = "When stopped, how long the matches in play may take to end and be stored before they are"
                    + " stopped and given back to the queue (default: ${DEFAULT-VALUE}).")
    private int finishWithin;

    @Option(
            names = "--name",
            paramLabel = "NAME",
            description = "The lease owner's name, unique among workers (default: pid@host and a random part).")
    private String name;

    /** How long stopping may take after the grace: matches cut short are stopped and given back. */
    private static final Duration STOP_AFTER_GRACE = Duration.ofSeconds(30);

    @Option(
            names = UncontainedBots.ALLOW_OPTION,
            description = "Where bubblewrap is not installed, play process bots uncontained, with this user's rights,"
                    + " rather than bench their seats.")
    private boolean allowUncontainedBots;

    @Override
    public Integer call() {
        ErrorOutput errors = ErrorOutput.of(spec);
        if (data != null) {
            return errors.fail(NO_SQLITE, 2);
        }
        if (db == null) {
            throw new ParameterException(
                    spec.commandLine(),
                    "Missing required option: '--db=URL', the shared PostgreSQL database: postgresql://HOST:PORT/NAME");
        }
        if (finishWithin < 0) {
            throw errors.invalid("--finish-within", "must be 0 or more seconds, but was " + finishWithin);
        }
        Duration grace = Duration.ofSeconds(finishWithin);
        int threads = threadsOption.value();
        String owner = name == null || name.isBlank() ? MatchWorkers.processOwner() : name;
        Clock clock = Clock.systemUTC();
        PrintWriter out = spec.commandLine().getOut();
        Thread playing = Thread.currentThread();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread stop = stopHook(playing, stopped, grace);
        UncontainedBots uncontained = allowUncontainedBots ? UncontainedBots.RUN_WITH_WARNING : UncontainedBots.REFUSE;
        uncontained.warning(Containment.available()).ifPresent(ErrorOutput.of(spec)::warn);
        try (Database database = Database.open(db);
                MatchExecutor executor = SourceResolvingExecutor.mixed(
                        threads, uncontained, new BotFileCache(cache, new BotFiles(database, clock)))) {
            MatchQueue queue = new MatchQueue(database, clock, TournamentCommand.LEASE);
            MatchWorkers workers = new MatchWorkers(
                            queue, new ResultRecorder(database, clock), executor, threads, owner)
                    .withStopGrace(grace);
            out.printf(
                    Locale.ROOT,
                    "arena worker %s: playing queued matches of %s on %d %s; stop with Ctrl+C%n",
                    owner,
                    database.location(),
                    threads,
                    threads == 1 ? "thread" : "threads");
            out.flush();
            Runtime.getRuntime().addShutdownHook(stop);
            try {
                workers.serve((match, recorded) -> {});
            } catch (InterruptedException e) {
                printStopped(out, owner, queue, workers);
            }
            return 0;
        } finally {
            stopped.countDown(); // the executor and the database are closed by now
            try {
                Runtime.getRuntime().removeShutdownHook(stop);
            } catch (IllegalStateException | IllegalArgumentException e) {
                // Already shutting down (the hook is running), or it was never added.
            }
        }
    }

    // On SIGTERM the JVM runs this hook and exits when it returns: stop the workers first, and
    // wait for them to store or give back their matches (the grace, and time to stop the rest).
    // It waits for the latch, not for this thread to end: the launcher's System.exit would block
    // in this thread while the hook runs.
    private static Thread stopHook(Thread playing, CountDownLatch stopped, Duration grace) {
        return new Thread(
                () -> {
                    playing.interrupt();
                    try {
                        stopped.await(grace.plus(STOP_AFTER_GRACE).toMillis(), TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "arena-worker-stop");
    }

    /** What the worker did, said when it stops: its claims, and the last storage problem if any. */
    private static void printStopped(PrintWriter out, String owner, MatchQueue queue, MatchWorkers workers) {
        MatchQueue.ClaimStats stats = queue.claimStats();
        out.printf(
                Locale.ROOT,
                "arena worker %s: stopped after %d claims, %d claim attempts collided," + " %.1f ms a claim%n",
                owner,
                stats.claims(),
                stats.collisions(),
                stats.meanClaimMillis());
        workers.health()
                .snapshot()
                .lastError()
                .ifPresent(problem -> out.printf(
                        Locale.ROOT,
                        "arena worker %s: the last storage problem, at %s: %s%n",
                        owner,
                        problem.at(),
                        problem.message()));
        out.flush();
    }
}
