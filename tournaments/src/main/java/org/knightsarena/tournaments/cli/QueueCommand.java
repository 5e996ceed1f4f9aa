package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.tournaments.queue.QueueReport;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena queue}: prints the match queue of a database ({@link QueueReport}): matches queued,
 * running by worker process (with how old the oldest is and whether its lease is still renewed),
 * finished in the last minute, ten minutes and hour, and the latest failed attempts. With {@code
 * --watch} it prints again every so many seconds until stopped.
 *
 * <p>Exit codes: 0 when printed (or stopped while watching), 1 when the database cannot be read, 2
 * for bad options.
 */
@Command(
        name = "queue",
        sortOptions = false,
        description = "Shows the match queue: queued, running by worker, finished per minute, failed.")
public final class QueueCommand implements Callable<Integer> {

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

    @Option(
            names = "--data",
            defaultValue = "arena-data",
            paramLabel = "FOLDER",
            description = "The data folder holding the SQLite database (default: ./${DEFAULT-VALUE}).")
    private Path data;

    @Option(
            names = "--failures",
            defaultValue = "5",
            paramLabel = "N",
            description = "How many of the latest failed attempts to list (default: ${DEFAULT-VALUE}).")
    private int failures;

    @Option(
            names = "--watch",
            paramLabel = "SECONDS",
            description = "Prints again every SECONDS seconds until stopped.")
    private Integer watch;

    @Override
    public Integer call() {
        ErrorOutput errors = ErrorOutput.of(spec);
        if (failures < 0) {
            throw errors.invalid("--failures", "must be 0 or more, but was " + failures);
        }
        if (watch != null && watch < 1) {
            throw errors.invalid("--watch", "must be 1 second or more, but was " + watch);
        }
        if (db == null && !Files.isRegularFile(data.resolve(Database.FILE_NAME))) {
            return errors.fail(
                    "no arena database in " + data.toAbsolutePath() + "; give its --data folder or --db URL", 1);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Database database = db != null ? Database.open(db) : Database.open(data)) {
            QueueReport report = new QueueReport(database, Clock.systemUTC());
            while (true) {
                print(out, database.location().toString(), report.read(failures));
                out.flush();
                if (watch == null) {
                    return 0;
                }
                Thread.sleep(Duration.ofSeconds(watch).toMillis());
                out.println();
            }
        } catch (InterruptedException e) {
            return 0;
        } catch (RuntimeException e) {
            return errors.fail("cannot read the queue: " + e.getMessage(), 1);
        }
    }

    static void print(PrintWriter out, String where, QueueReport.Snapshot q) {
        out.printf(Locale.ROOT, "match queue of %s at %s%n", where, q.at());
        out.printf(
                Locale.ROOT,
                "  queued %d, running %d, finished %d, failed (given up) %d%n",
                q.counts().queued(),
                q.counts().running(),
                q.counts().finished(),
                q.counts().aborted());
        out.printf(Locale.ROOT, "  running by worker:%s%n", q.workers().isEmpty() ? " none" : "");
        for (QueueReport.Worker w : q.workers()) {
            Duration left = Duration.between(q.at(), w.latestExpiry());
            out.printf(
                    Locale.ROOT,
                    "    %s: %d %s, the oldest started %s ago, %s%n",
                    w.worker(),
                    w.running(),
                    w.running() == 1 ? "match" : "matches",
                    seconds(Duration.between(w.oldestStart(), q.at())),
                    left.isNegative()
                            ? "lease expired " + seconds(left.negated()) + " ago (stopped renewing: dead or stuck?)"
                            : "lease renewed, " + seconds(left) + " left");
        }
        StringBuilder recent = new StringBuilder("  finished:");
        for (QueueReport.Recent r : q.recent()) {
            recent.append(String.format(
                    Locale.ROOT, " %d in the last %s (%.1f/min);", r.finished(), window(r.window()), r.perMinute()));
        }
        out.println(recent.substring(0, recent.length() - 1));
        out.printf(Locale.ROOT, "  latest failed attempts:%s%n", q.failures().isEmpty() ? " none" : "");
        for (QueueReport.Failure f : q.failures()) {
            out.printf(
                    Locale.ROOT, "    match %d, attempt %d, at %s: %s%n", f.matchId(), f.attempt(), f.at(), f.detail());
        }
    }

    private static String seconds(Duration d) {
        return d.toSeconds() + " s";
    }

    private static String window(Duration d) {
        return d.toHours() >= 1
                ? d.toHours() == 1 ? "hour" : d.toHours() + " hours"
                : d.toMinutes() == 1 ? "minute" : d.toMinutes() + " minutes";
    }
}
