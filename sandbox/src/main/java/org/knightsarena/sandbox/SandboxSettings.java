package org.knightsarena.sandbox;

import java.time.Duration;
import java.util.Objects;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/**
 * How much a sandboxed bot may do. Immutable.
 *
 * <p>Work is counted in units: one per bytecode instruction executed in the bot's own code and one
 * per array element it allocates (time spent inside JDK methods is not counted; the watchdog
 * covers it). On this project's reference machine a unit takes roughly a nanosecond.
 *
 * @param workPerDecision units one call into the agent may use, at least 1
 * @param workPerMatch    units all calls of one match may use together, at least {@code workPerDecision}
 * @param watchdogGrace   how long past its wall-clock allowance a decision may run before the
 *                        watchdog stops it, zero or more, never null
 * @param limits          the caps on the uploaded JAR, never null
 */
public record SandboxSettings(long workPerDecision, long workPerMatch, Duration watchdogGrace, InspectionLimits limits) {

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

    /** @throws IllegalArgumentException naming the value and the rule when one is out of range */
    public SandboxSettings {
        Objects.requireNonNull(watchdogGrace, "watchdogGrace");
        Objects.requireNonNull(limits, "limits");
        if (workPerDecision < 1) {
            throw new IllegalArgumentException("workPerDecision must be at least 1: " + workPerDecision);
        }
        if (workPerMatch < workPerDecision) {
            throw new IllegalArgumentException("workPerMatch must be at least workPerDecision ("
                    + workPerDecision + "): " + workPerMatch);
        }
        if (watchdogGrace.isNegative()) {
            throw new IllegalArgumentException("watchdogGrace must not be negative: " + watchdogGrace);
        }
    }

    /** @return the default budgets, grace and JAR limits */
    public static SandboxSettings defaults() {
        return new SandboxSettings(DEFAULT_WORK_PER_DECISION, DEFAULT_WORK_PER_MATCH, DEFAULT_GRACE,
                InspectionLimits.DEFAULT);
    }

    /** @return a copy with both work budgets changed; this record is unchanged */
    public SandboxSettings withWork(long perDecision, long perMatch) {
        return new SandboxSettings(perDecision, perMatch, watchdogGrace, limits);
    }
}
