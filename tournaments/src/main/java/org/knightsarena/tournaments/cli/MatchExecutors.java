package org.knightsarena.tournaments.cli;

import java.util.List;
import java.util.Objects;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.worker.WorkerPool;
import org.knightsarena.platform.worker.WorkerSettings;

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
   * @param seats every seat name the matches use ({@code heuristic}, {@code jar:/path/bot.jar})
   * @param threads matches played at once, 1 or more (the worker pool's size)
   * @return a new executor; the caller closes it
   */
  public static MatchExecutor forSeats(List<String> seats, int threads) {
    Objects.requireNonNull(seats, "seats");
    if (seats.stream().anyMatch(MatchSpec::isJar)) {
      return new WorkerPool(WorkerSettings.defaults().withWorkers(threads));
    }
    return new InProcessExecutor(AgentCatalog.builtIn());
  }
}
