package org.knightsarena.sandbox;

import java.time.Duration;
import java.util.Objects;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/**
 * How much a sandboxed bot may do. Immutable.
 *
 * <p>Work is counted in units: about one per bytecode instruction the bot's own code runs (charged
 * per call and per loop iteration) and one per array element it allocates (time spent inside JDK
 * methods is not counted; the watchdog covers it, and the allocation cap what those methods
 * allocate). On this project's reference machine a unit takes roughly a nanosecond.
 *
 * @param workPerDecision units one call into the agent may use, at least 1
 * @param workPerMatch    units all calls of one match may use together, at least {@code workPerDecision}
 * @param watchdogGrace   how long past its wall-clock allowance a decision may run before the
 *                        watchdog stops it, zero or more, never null
 * @param limits          the caps on the uploaded JAR, never null
 * @param allocationPerCall bytes one call may allocate, in its own code and the JDK calls it makes
 *                        together, at least 1: past it the watchdog stops the call and the agent
 *                        plays no more. Measured by the JVM per thread and checked every few
 *                        milliseconds, so it is a bound on the host's heap, not a deterministic
 *                        count: a call may overshoot it by what it allocates in one tick
 */
public record SandboxSettings(
        long workPerDecision,
        long workPerMatch,
        Duration watchdogGrace,
        InspectionLimits limits,
        long allocationPerCall) {

    /**
     * Default {@link #workPerDecision()}: half a billion units, about half the default second per
     * decision of compiled bot code, so that a runaway bot meets this deterministic limit before
     * the wall clock. The heuristic sample agent used at most 55,807 units in one call over 20
     * four-player matches of each ruleset (39,607 in the base game), so the default is some 9,000
     * times its need.
     */
    public static final long DEFAULT_WORK_PER_DECISION = 500_000_000L;
    /**
     * Default {@link #workPerMatch()}: a hundred billion units. The heuristic sample agent used at
     * most 3.6 million units in a whole Cities &amp; Knights match (1.3 million in the base game).
     */
    public static final long DEFAULT_WORK_PER_MATCH = 100_000_000_000L;
    /** Default {@link #watchdogGrace()}. */
    public static final Duration DEFAULT_GRACE = Duration.ofMillis(250);
    /**
     * Default {@link #allocationPerCall()}: 512 MB, a worker JVM's whole default heap; the sample
     * agents allocate far less in a decision, mostly garbage.
     */
    public static final long DEFAULT_ALLOCATION_PER_CALL = 512L << 20;

    /** @throws IllegalArgumentException naming the value and the rule when one is out of range */
    public SandboxSettings {
        Objects.requireNonNull(watchdogGrace, "watchdogGrace");
        Objects.requireNonNull(limits, "limits");
        if (workPerDecision < 1) {
            throw new IllegalArgumentException("workPerDecision must be at least 1: " + workPerDecision);
        }
        if (workPerMatch < workPerDecision) {
            throw new IllegalArgumentException(
                    "workPerMatch must be at least workPerDecision (" + workPerDecision + "): " + workPerMatch);
        }
        if (watchdogGrace.isNegative()) {
            throw new IllegalArgumentException("watchdogGrace must not be negative: " + watchdogGrace);
        }
        if (allocationPerCall < 1) {
            throw new IllegalArgumentException("allocationPerCall must be at least 1: " + allocationPerCall);
        }
    }

    /** The settings with the default {@link #allocationPerCall()}. */
    public SandboxSettings(long workPerDecision, long workPerMatch, Duration watchdogGrace, InspectionLimits limits) {
        this(workPerDecision, workPerMatch, watchdogGrace, limits, DEFAULT_ALLOCATION_PER_CALL);
    }

    /** @return the default budgets, grace and JAR limits */
    public static SandboxSettings defaults() {
        return new SandboxSettings(
                DEFAULT_WORK_PER_DECISION, DEFAULT_WORK_PER_MATCH, DEFAULT_GRACE, InspectionLimits.DEFAULT);
    }

    /** @return a copy with both work budgets changed; this record is unchanged */
    public SandboxSettings withWork(long perDecision, long perMatch) {
        return new SandboxSettings(perDecision, perMatch, watchdogGrace, limits, allocationPerCall);
    }

    /** @return a copy with another allocation cap per call, in bytes; this record is unchanged */
    public SandboxSettings withAllocationPerCall(long bytes) {
        return new SandboxSettings(workPerDecision, workPerMatch, watchdogGrace, limits, bytes);
    }
}
