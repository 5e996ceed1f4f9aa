package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.schedule.Schedule;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.Separation;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;

/**
 * One run of {@code arena tournament} once its options are checked ({@link TournamentCommand}):
 * registers the entrants, finds the tournament of its run key or creates it, queues again what a
 * killed run left running, plays the rest with {@link MatchWorkers} (a round at a time while the
 * order is not settled, with {@code --until-separated}) and prints the table.
 */
final class TournamentRun {
    /** How often the progress line is redrawn from the queue's counts. */
    private static final Duration PROGRESS_EVERY = Duration.ofMillis(250);

    /** Where the run writes: the table on {@code out}, progress on {@code err}, failures through {@code errors}. */
    record Output(PrintWriter out, PrintWriter err, ErrorOutput errors) {}

    private final Database db;
    private final MatchExecutor executor;
    private final Output output;
    private final int threads;
    private final int samples;
    private final OptionalInt separatedFrom;
    private final Sharing sharing;

    /**
     * @param samples       bootstrap resamples of the printed intervals
     * @param separatedFrom with {@code --until-separated}, the rounds played before the order is first checked
     */
    TournamentRun(
            Database db,
            MatchExecutor executor,
            Output output,
            int threads,
            int samples,
            OptionalInt separatedFrom,
            Sharing sharing) {
        this.db = db;
        this.executor = executor;
        this.output = output;
        this.threads = threads;
        this.samples = samples;
        this.separatedFrom = separatedFrom;
        this.sharing = sharing;
    }

    /** Whether this run knows it is the tournament's only runner. */
    enum Sharing {
        /** It holds the data folder's lock: matches left running are a killed run's, queued again at once. */
        SOLE_RUNNER,
        /** On a shared database: matches left running may be another run's, queued again when their leases expire. */
        SHARED
    }

    /** Registers the entrants, finds or creates the tournament of this run, plays what is left and prints the table. */
    int run(Entries entries, TournamentSettings settings) {
        PrintWriter out = output.out();
        ErrorOutput errors = output.errors();
        boolean untilSeparated = separatedFrom.isPresent();
        Clock clock = Clock.systemUTC();
        Tournaments tournaments = new Tournaments(db, clock);
        List<EntrantSpec> entrants = entries.register(db.jdbi(), new BotFiles(db, clock), clock.instant());
        // a run that plays until separated schedules its most rounds, and is another run than one that plays them all
        String key = Tournaments.runKey(settings, entrants)
                + (untilSeparated ? " until-separated-from=" + separatedFrom.getAsInt() : "");
        MatchQueue queue = new MatchQueue(db, clock, TournamentCommand.LEASE);
        Optional<Tournament> existing = tournaments.findByRunKey(key);
        String name = "tournament of "
                + String.join(", ", entrants.stream().map(EntrantSpec::label).toList());
        Tournament tournament = existing.orElseGet(() -> untilSeparated
                ? tournaments.createRoundByRound(name, settings, entrants, key, separatedFrom.getAsInt())
                : tournaments.create(name, settings, entrants, Optional.of(key), OptionalLong.empty()));
        int requeued = sharing == Sharing.SOLE_RUNNER ? queue.requeueRunning(tournament.id()) : queue.requeueExpired();
        QueueCounts counts = queue.counts(tournament.id());
        printHeader(
                tournament, settings, counts, existing.isPresent() ? OptionalInt.of(requeued) : OptionalInt.empty());
        out.flush();
        long start = System.nanoTime();
        int before = counts.done();
        if (!counts.isDrained()) {
            int status = play(queue, tournament, counts, clock);
            if (status != 0) {
                return status;
            }
        }
        StandingsReport report = new StandingsReport(db);
        if (untilSeparated) {
            int status = playUntilSeparated(queue, tournaments, tournament, entrants, settings, report, clock);
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
                    threads,
                    threads == 1 ? "thread" : "threads");
        }
        out.flush();
        return 0;
    }

    /** @param requeued when resuming, how many matches a killed run left running were queued again */
    private void printHeader(
            Tournament tournament, TournamentSettings settings, QueueCounts counts, OptionalInt requeued) {
        PrintWriter out = output.out();
        out.printf(
                Locale.ROOT,
                "tournament %d in %s: %d matches of %s%s at tables of %d, %s%d %s, seed %d%n",
                tournament.id(),
                db.location(),
                counts.total(),
                settings.ruleset().id(),
                settings.variants().describe(),
                settings.tableSize(),
                separatedFrom.isPresent() ? "until separated, at most " : "",
                settings.rounds(),
                settings.rounds() == 1 ? "round" : "rounds",
                settings.seed());
        if (requeued.isPresent()) {
            out.printf(
                    Locale.ROOT,
                    "resuming: %d of %d matches already done%s%n",
                    counts.done(),
                    counts.total(),
                    requeued.getAsInt() > 0
                            ? ", " + requeued.getAsInt() + " left running by an interrupted run queued again"
                            : "");
        }
    }

    /** Adds a round at a time while the table's order is not settled and rounds are left; says where it stopped. */
    private int playUntilSeparated(
            MatchQueue queue,
            Tournaments tournaments,
            Tournament tournament,
            List<EntrantSpec> entrants,
            TournamentSettings settings,
            StandingsReport report,
            Clock clock) {
        PrintWriter out = output.out();
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
            int status = play(queue, tournament, queue.counts(tournament.id()), clock);
            if (status != 0) {
                return status;
            }
        }
    }

    private int play(MatchQueue queue, Tournament tournament, QueueCounts counts, Clock clock) {
        ErrorOutput errors = output.errors();
        boolean terminal = System.console() != null;
        ProgressLine progress = new ProgressLine(errors, output.err(), terminal, counts.total(), counts.done());
        MatchWorkers workers =
                new MatchWorkers(queue, new ResultRecorder(db, clock), executor, threads, MatchWorkers.processOwner());
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
