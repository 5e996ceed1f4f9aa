package org.knightsarena.tournaments.cli;

import java.util.List;
import java.util.Objects;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.worker.WorkerPool;
import org.knightsarena.platform.worker.WorkerSettings;
import org.knightsarena.tournaments.source.AgentSource;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;

/**
 * Chooses how a tournament's matches are played: the one place that decides between playing in
 * this JVM and playing in the sandbox's worker JVMs.
 */
public final class MatchExecutors {

  private MatchExecutors() {}

  /**
   * Returns an executor for matches whose seats name these agents.
   *
   * <p>Built-in agents are trusted and play in this JVM. Any bot JAR makes every match of the
   * tournament run in the pool of worker JVMs, one per thread.
   *
   * @param seats every seat name the matches use ({@code heuristic}, an {@link AgentSource} code
   *     such as {@code jar-sha256:...}, or {@code jar:/path/bot.jar})
   * @param threads matches played at once, 1 or more (the worker pool's size)
   * @param cache where stored bots' files are found ({@link SourceResolvingExecutor}), never null
   * @return a new executor; the caller closes it
   */
  public static MatchExecutor forSeats(List<String> seats, int threads, BotFileCache cache) {
    Objects.requireNonNull(seats, "seats");
    if (seats.stream().anyMatch(s -> MatchSpec.isJar(s) || s.startsWith(AgentSource.Jar.PREFIX))) {
      return new SourceResolvingExecutor(new WorkerPool(WorkerSettings.defaults().withWorkers(threads)), cache);
    }
    return new InProcessExecutor(AgentCatalog.builtIn());
  }

  /**
   * Returns an executor for matches of any seats, such as a dashboard plays: a match of built-in
   * agents only plays in this JVM, a match with a bot JAR in the pool of worker JVMs, which is
   * started at the first such match.
   *
   * @param threads the worker pool's size, 1 or more
   * @param cache where stored bots' files are found ({@link SourceResolvingExecutor}), never null
   * @return a new executor; the caller closes it
   */
  public static MatchExecutor mixed(int threads, BotFileCache cache) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    return new SourceResolvingExecutor(new Mixed(new InProcessExecutor(AgentCatalog.builtIn()), threads), cache);
  }

  /** Sends each match where its seats may play. */
  private static final class Mixed implements MatchExecutor {
    private final MatchExecutor trusted;
    private final int threads;
    private WorkerPool pool;
    private boolean closed;

    Mixed(MatchExecutor trusted, int threads) {
      this.trusted = trusted;
      this.threads = threads;
    }

    @Override
    public MatchOutcome play(MatchSpec spec) {
      if (spec.seats().stream().noneMatch(MatchSpec::isJar)) {
        return trusted.play(spec);
      }
      return pool().play(spec);
    }

    private synchronized WorkerPool pool() {
      if (closed) {
        throw new IllegalStateException("the executor is closed");
      }
      if (pool == null) {
        pool = new WorkerPool(WorkerSettings.defaults().withWorkers(threads));
      }
      return pool;
    }

    @Override
    public synchronized void close() {
      closed = true;
      trusted.close();
      if (pool != null) {
        pool.close();
      }
    }
  }
}
