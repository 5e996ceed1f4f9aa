package org.knightsarena.platform.worker;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.sandbox.SandboxSettings;

/**
 * How a {@link WorkerPool} runs its worker JVMs and when it gives up on one. Immutable.
 *
 * <p>Two limits tell a hung worker from a slow match, both derived from the spec's time budget:
 * <ul>
 *   <li>a single agent call is hung when it has lasted longer than its hard limit: the wall-clock
 *       allowance the match runner gave that call (what is left of the seat's clock for a
 *       decision, one decision's time for a callback), plus twice the sandbox's watchdog grace,
 *       plus {@code callMargin}; by then the sandbox's watchdog has tripped the bot's meter and
 *       the call is still stuck where the meter cannot reach (inside a JDK method). A call whose
 *       allowance is unknown gets {@code perDecision + bank + callMargin}, its whole clock;</li>
 *   <li>a whole match is hung when it has lasted longer than
 *       {@code perDecision × decisionCap + bank × seats + matchMargin}: the time of
 *       {@code decisionCap} decisions that each use their full allowance, plus every seat's
 *       whole bank, plus a margin for the engine. This backs up the first limit (for example
 *       for a worker stuck outside any agent call); a league of slow agents playing more than
 *       {@code decisionCap} decisions per match needs a larger cap.</li>
 * </ul>
 *
 * @param workers      the most worker JVMs running at once, 1 or more; the pool starts them as
 *                     matches need them
 * @param maxHeap      each worker's heap cap, as {@code -Xmx} takes it ({@code 512m}, {@code 2g})
 * @param jvmOptions   further options for each worker's {@code java} command, never null
 * @param startTimeout how long a new worker may take to say it is ready, positive
 * @param decisionCap  decisions counted at their full allowance in a match's limit, 1 or more
 * @param matchMargin  added to a match's limit, zero or positive
 * @param callMargin   added to an agent call's limit, zero or positive
 * @param work         the sandbox's work budgets for bot JARs in the workers, per decision and
 *                     per match (see {@link SandboxSettings}); its other settings are the defaults
 * @param inFlight     the most matches sent to one worker at once, 1 or more: the one it plays and
 *                     those queued behind it, which it starts without waiting for this JVM to
 *                     take the answer and send the next (the round trip between two processes,
 *                     each hand-over a wake-up by the scheduler); a lost worker's queued matches
 *                     are sent again, to another worker
 */
public record WorkerSettings(
        int workers,
        String maxHeap,
        List<String> jvmOptions,
        Duration startTimeout,
        int decisionCap,
        Duration matchMargin,
        Duration callMargin,
        SandboxSettings work,
        int inFlight) {

    /** The matches in flight per worker unless {@link #withInFlight} says otherwise. */
    public static final int DEFAULT_IN_FLIGHT = 2;

    private static final Pattern HEAP = Pattern.compile("[1-9][0-9]*[kKmMgG]?");

    /** @throws IllegalArgumentException naming the value out of range */
    public WorkerSettings {
        Objects.requireNonNull(maxHeap, "maxHeap");
        Objects.requireNonNull(startTimeout, "startTimeout");
        Objects.requireNonNull(matchMargin, "matchMargin");
        Objects.requireNonNull(callMargin, "callMargin");
        Objects.requireNonNull(work, "work");
        jvmOptions = List.copyOf(jvmOptions);
        if (workers < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 worker, not " + workers);
        }
        if (!HEAP.matcher(maxHeap).matches()) {
            throw new IllegalArgumentException("the heap cap must look like 512m or 2g, not '" + maxHeap + "'");
        }
        if (startTimeout.isNegative() || startTimeout.isZero()) {
            throw new IllegalArgumentException("the start timeout must be positive, not " + startTimeout);
        }
        if (decisionCap < 1) {
            throw new IllegalArgumentException("the decision cap must be at least 1, not " + decisionCap);
        }
        if (inFlight < 1) {
            throw new IllegalArgumentException("a worker needs room for at least 1 match in flight, not " + inFlight);
        }
        if (matchMargin.isNegative() || callMargin.isNegative()) {
            throw new IllegalArgumentException("margins must not be negative: " + matchMargin + ", " + callMargin);
        }
    }

    /**
     * @return one worker per core, 512 MB of heap each, 60 s to start, 5,000 decisions, a 60 s
     *         match margin and a 2 s call margin (room for a garbage collection or a compile, far
     *         less than a stuck bot would cost a league), and {@value #DEFAULT_IN_FLIGHT} matches in
     *         flight per worker (one played, one queued: enough that a worker never waits for its
     *         parent while matches last longer than their round trip, and few to send again when
     *         a worker is lost)
     */
    public static WorkerSettings defaults() {
        return new WorkerSettings(
                Runtime.getRuntime().availableProcessors(),
                "512m",
                List.of(),
                Duration.ofSeconds(60),
                5_000,
                Duration.ofSeconds(60),
                Duration.ofSeconds(2),
                SandboxSettings.defaults(),
                DEFAULT_IN_FLIGHT);
    }

    /** @return a copy with another number of workers */
    public WorkerSettings withWorkers(int count) {
        return new WorkerSettings(
                count, maxHeap, jvmOptions, startTimeout, decisionCap, matchMargin, callMargin, work, inFlight);
    }

    /** @return a copy with another heap cap */
    public WorkerSettings withMaxHeap(String cap) {
        return new WorkerSettings(
                workers, cap, jvmOptions, startTimeout, decisionCap, matchMargin, callMargin, work, inFlight);
    }

    /** @return a copy with other extra JVM options */
    public WorkerSettings withJvmOptions(List<String> options) {
        return new WorkerSettings(
                workers, maxHeap, options, startTimeout, decisionCap, matchMargin, callMargin, work, inFlight);
    }

    /** @return a copy with other limits for hung matches and calls */
    public WorkerSettings withLimits(int cap, Duration forMatch, Duration forCall) {
        return new WorkerSettings(workers, maxHeap, jvmOptions, startTimeout, cap, forMatch, forCall, work, inFlight);
    }

    /** @return a copy whose workers give bot JARs these work budgets, per decision and per match */
    public WorkerSettings withWork(long perDecision, long perMatch) {
        return new WorkerSettings(
                workers,
                maxHeap,
                jvmOptions,
                startTimeout,
                decisionCap,
                matchMargin,
                callMargin,
                SandboxSettings.defaults().withWork(perDecision, perMatch),
                inFlight);
    }

    /** @return a copy that sends each worker at most {@code matches} matches at once */
    public WorkerSettings withInFlight(int matches) {
        return new WorkerSettings(
                workers, maxHeap, jvmOptions, startTimeout, decisionCap, matchMargin, callMargin, work, matches);
    }

    /** @return how long a match may last before its worker counts as hung */
    public Duration matchLimit(MatchSpec spec) {
        return Duration.ofMillis(spec.perDecisionMs())
                .multipliedBy(decisionCap)
                .plus(Duration.ofMillis(spec.bankMs()).multipliedBy(spec.seats().size()))
                .plus(matchMargin);
    }

    /** @return how long one agent call whose allowance is unknown may last before its worker counts as hung */
    public Duration callLimit(MatchSpec spec) {
        return Duration.ofMillis(spec.perDecisionMs() + spec.bankMs()).plus(callMargin);
    }

    /**
     * @param allowance the wall-clock time the match runner gave the call, never null
     * @return how long that call may last before its worker counts as hung: its hard limit
     */
    public Duration callLimit(Duration allowance) {
        return allowance.plus(work.watchdogGrace().multipliedBy(2)).plus(callMargin);
    }
}
