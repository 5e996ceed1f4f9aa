package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.time.Clock;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.UncontainedBots;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.worker.MatchExecutors;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena worker --db URL}: plays the queued matches of every tournament and league season in
 * a shared PostgreSQL database, the highest priority first, beside the server and other workers
 * ({@link MatchWorkers#serve}): each claim holds a lease the worker renews while it plays, each
 * result is stored in one transaction, and a worker that dies loses nothing (its leases expire and
 * its matches are played again).
 *
 * <p>It runs until stopped (SIGTERM or Ctrl+C, or an interrupt): then it stops its workers, and
 * the matches they were playing go back to the queue when their leases expire. Bot JAR seats name
 * the JAR's path on the server, so a worker on another machine needs that path too (a shared
 * folder); fetching JARs from the database by digest is not done yet (issue 19). Process bot seats
 * ({@code python:} and the path of the entry in the server's {@code process-bots/<sha256>/}) play
 * as processes under bubblewrap; where it is missing their seats are benched with the reason
 * unless {@code --allow-uncontained-bots} is given.
 *
 * <p>There is no SQLite form: {@code --db} takes only a PostgreSQL URL, since an SQLite data folder
 * is played by the one process that serves it.
 *
 * <p>Exit codes: 0 when stopped, 1 when play failed, 2 for bad options.
 */
@Command(name = "worker", sortOptions = false,
    description = "Plays queued matches from a shared PostgreSQL database until stopped.")
public final class WorkerCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Shows this help and exits.")
  private boolean help;

  @Option(names = "--db", required = true, paramLabel = "URL", converter = DatabaseOption.class,
      description = DatabaseOption.DESCRIPTION)
  private DatabaseLocation db;

  @Mixin
  private ThreadsOption threadsOption;

  @Option(names = "--name", paramLabel = "NAME",
      description = "The lease owner's name, unique among workers (default: pid@host and a random part).")
  private String name;

  @Option(names = UncontainedBots.ALLOW_OPTION,
      description = "Where bubblewrap is not installed, play process bots uncontained, with this user's rights,"
          + " rather than bench their seats.")
  private boolean allowUncontainedBots;

  @Override
  public Integer call() {
    int threads = threadsOption.value();
    String owner = name == null || name.isBlank() ? MatchWorkers.processOwner() : name;
    Clock clock = Clock.systemUTC();
    PrintWriter out = spec.commandLine().getOut();
    Thread playing = Thread.currentThread();
    // On SIGTERM the JVM runs this hook and exits when it returns: stop the workers first.
    Thread stop = new Thread(() -> {
      playing.interrupt();
      try {
        playing.join(TournamentCommand.LEASE.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "arena-worker-stop");
    UncontainedBots uncontained = allowUncontainedBots ? UncontainedBots.RUN_WITH_WARNING : UncontainedBots.REFUSE;
    uncontained.warning(Containment.available()).ifPresent(ErrorOutput.of(spec)::warn);
    try (Database database = Database.open(db);
        MatchExecutor executor = MatchExecutors.mixed(threads, uncontained)) {
      MatchWorkers workers = new MatchWorkers(new MatchQueue(database, clock, TournamentCommand.LEASE),
          new ResultRecorder(database, clock), executor, threads, owner);
      out.printf(Locale.ROOT, "arena worker %s: playing queued matches of %s on %d %s; stop with Ctrl+C%n",
          owner, database.location(), threads, threads == 1 ? "thread" : "threads");
      out.flush();
      Runtime.getRuntime().addShutdownHook(stop);
      workers.serve((match, recorded) -> {});
      return 0;
    } catch (InterruptedException e) {
      out.printf(Locale.ROOT, "arena worker %s: stopped%n", owner);
      out.flush();
      return 0;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stop);
      } catch (IllegalStateException | IllegalArgumentException e) {
        // Already shutting down (the hook is running), or it was never added.
      }
    }
  }
}
