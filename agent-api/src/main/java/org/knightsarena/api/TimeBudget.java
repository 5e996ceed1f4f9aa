package org.knightsarena.api;

import java.time.Duration;
import java.util.Objects;

/**
 * The thinking time an agent has: a chess clock with a limit per decision and a bank for the
 * whole match. A decision may use its own allowance plus whatever is left in the bank.
 *
 * @param perDecision the time each decision may take before drawing on the bank, positive
 * @param bank        the extra time for the whole match, zero or positive
 * @since 0.1
 */
public record TimeBudget(Duration perDecision, Duration bank) {

    /** A budget for built-in bots in local runs: one second per decision, one minute banked. */
    public static final TimeBudget DEFAULT = new TimeBudget(Duration.ofSeconds(1), Duration.ofMinutes(1));

    /** @throws IllegalArgumentException if a duration is negative or {@code perDecision} is zero */
    public TimeBudget {
        Objects.requireNonNull(perDecision, "perDecision");
        Objects.requireNonNull(bank, "bank");
        if (perDecision.isNegative() || perDecision.isZero() || bank.isNegative()) {
            throw new IllegalArgumentException("time budget must be positive: " + perDecision + " + " + bank);
        }
    }
}
