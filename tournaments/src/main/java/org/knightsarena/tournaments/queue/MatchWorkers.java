package org.knightsarena.tournaments.queue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;

/**
 * Worker threads that claim a tournament's queued matches, play them through a {@link
 * MatchExecutor} and store each outcome, until no match of the tournament waits or runs.
 *
 * <p>Each worker holds one lease at a time and a timer renews the leases of matches in play every
 * third of the lease. A match that throws (an engine crash, an agent that cannot be made) is
 * stored as an aborted attempt with nobody blamed. A worker with nothing to claim re-queues
 * expired leases and waits while other workers' matches may still be re-queued.
 *
 * <p>One call of {@link #run} at a time per instance.
 */
public final class MatchWorkers {

  /** Told about every stored outcome, on the worker's thread. */
  @FunctionalInterface
  public interface Listener {
    /**
     * Called after an outcome was stored (or found to have lost its lease).
     *
     * @param match the claim
     * @param recorded what was stored
     */
    void stored(ClaimedMatch match, ResultRecorder.Recorded recorded);
  }

  private static final Duration IDLE_POLL = Duration.ofMillis(200);

  private final MatchQueue queue;
  private final ResultRecorder recorder;
  private final MatchExecutor executor;
  private final int threads;
  private final String ownerPrefix;

  /**
   * Prepares the workers; no thread starts until {@link #run}.
   *
   * @param queue where matches are claimed, never null
   * @param recorder where outcomes are stored, never null
   * @param executor plays the matches, never null; thread-safe
   * @param threads how many matches are played at once, 1 or more
   * @param ownerPrefix names this process's leases, unique among processes (see {@link
   *     #processOwner()}), never null
   */
  public MatchWorkers(
      MatchQueue queue, ResultRecorder recorder, MatchExecutor executor, int threads, String ownerPrefix) {
    this.queue = Objects.requireNonNull(queue, "queue");
    this.recorder = Objects.requireNonNull(recorder, "recorder");
    this.executor = Objects.requireNonNull(executor, "executor");
    this.ownerPrefix = Objects.requireNonNull(ownerPrefix, "ownerPrefix");
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
    this.threads = threads;
  }

  /** Returns a lease owner prefix unique to this process: its pid, host and a random part. */
  public static String processOwner() {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      host = "unknown-host";
    }
    return ProcessHandle.current().pid() + "@" + host + "/" + UUID.randomUUID().toString().substring(0, 8);
  }

  /**
   * Plays the tournament's matches until none waits or runs.
   *
   * @param tournamentId the tournament
   * @param listener told about each stored outcome, never null
   * @throws InterruptedException if the calling thread is interrupted; workers are stopped
   * @throws IllegalStateException if a worker failed (a database error), with that failure as cause
   */
  public void run(long tournamentId, Listener listener) throws InterruptedException {
    drive(owner -> queue.claim(tournamentId, owner), () -> queue.counts(tournamentId).isDrained(), listener);
  }

  /**
   * Plays the queued matches of every tournament, the highest priority first ({@link
   * MatchQueue#claimNext}), and waits for more when none is queued, until the calling thread is
   * interrupted.
   *
   * @param listener told about each stored outcome, never null
   * @throws InterruptedException when the calling thread is interrupted; workers are stopped
   * @throws IllegalStateException if a worker failed (a database error), with that failure as cause
   */
  public void serve(Listener listener) throws InterruptedException {
    drive(queue::claimNext, () -> false, listener);
  }

  private void drive(Claimer claimer, BooleanSupplier drained, Listener listener) throws InterruptedException {
    Objects.requireNonNull(listener, "listener");
    Set<ClaimedMatch> inPlay = ConcurrentHashMap.newKeySet();
    ScheduledExecutorService renewal = Executors.newSingleThreadScheduledExecutor(daemon("arena-lease-renewal"));
    ExecutorService pool = Executors.newFixedThreadPool(threads, daemon("arena-match-worker"));
    long every = Math.max(1, queue.lease().toMillis() / 3);
    renewal.scheduleWithFixedDelay(() -> renew(inPlay), every, every, TimeUnit.MILLISECONDS);
    try {
      ExecutorCompletionService<Void> done = new ExecutorCompletionService<>(pool);
      List<Future<Void>> workers = new ArrayList<>();
      for (int i = 1; i <= threads; i++) {
        String owner = ownerPrefix + "#" + i;
        workers.add(done.submit(() -> {
          work(claimer, drained, owner, inPlay, listener);
          return null;
        }));
      }
      for (int i = 0; i < workers.size(); i++) {
        try {
          done.take().get();
        } catch (ExecutionException e) {
          throw new IllegalStateException("a match worker failed: " + e.getCause(), e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
      renewal.shutdownNow();
      pool.awaitTermination(1, TimeUnit.MINUTES);
    }
  }

  /** Claims one match for a worker. */
  @FunctionalInterface
  private interface Claimer {
    Optional<ClaimedMatch> claim(String owner);
  }

  private void work(Claimer claimer, BooleanSupplier drained, String owner, Set<ClaimedMatch> inPlay,
      Listener listener) throws InterruptedException {
    while (!Thread.currentThread().isInterrupted()) {
      Optional<ClaimedMatch> claim = claimer.claim(owner);
      if (claim.isEmpty()) {
        queue.requeueExpired();
        if (drained.getAsBoolean()) {
          return;
        }
        Thread.sleep(IDLE_POLL.toMillis());
        continue;
      }
      ClaimedMatch match = claim.get();
      inPlay.add(match);
      MatchOutcome outcome;
      try {
        outcome = play(match);
      } finally {
        inPlay.remove(match);
      }
      listener.stored(match, recorder.record(match, outcome));
    }
    throw new InterruptedException();
  }

  private MatchOutcome play(ClaimedMatch match) {
    long start = System.nanoTime();
    try {
      return executor.play(match.spec());
    } catch (RuntimeException | StackOverflowError e) {
      return MatchOutcome.aborted(match.spec(), "the match crashed: " + e, OptionalInt.empty(),
          Duration.ofNanos(System.nanoTime() - start));
    }
  }

  private void renew(Set<ClaimedMatch> inPlay) {
    for (ClaimedMatch match : inPlay) {
      try {
        queue.renew(match);
      } catch (RuntimeException e) {
        // A busy database: the next renewal tries again, well before the lease runs out.
      }
    }
  }

  private static ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread t = new Thread(task, name + "-" + count.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
