package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.TimeBudget;

/**
 * One seat's chess clock: each decision may take the per-decision allowance, and time over it
 * comes out of the bank; a decision that overdraws the bank is a timeout. The one owner of that
 * rule, for the match runner and for every other place that seats an agent (a person's table).
 * Mutable, one per seat; not thread-safe.
 */
public final class ChessClock {
    private final long perDecisionNanos;
    private long bankNanos;

    /** @param budget the seat's allowance per decision and its bank at the start, never null */
    public ChessClock(TimeBudget budget) {
        Objects.requireNonNull(budget, "budget");
        this.perDecisionNanos = budget.perDecision().toNanos();
        this.bankNanos = budget.bank().toNanos();
    }

    /** @return the time one callback (not a decision) may take: the per-decision allowance */
    public Duration perDecision() {
        return Duration.ofNanos(perDecisionNanos);
    }

    /** @return the most the next decision may take: its allowance and what is left in the bank */
    public Duration allowance() {
        return Duration.ofNanos(perDecisionNanos + bankNanos);
    }

    /** @return the allowance and what is left of the bank now, as a budget */
    public TimeBudget remaining() {
        return new TimeBudget(Duration.ofNanos(perDecisionNanos), Duration.ofNanos(bankNanos));
    }

    /**
     * Charges one decision's time.
     *
     * @param elapsedNanos how long the decision took
     * @return why the decision timed out, when it overdrew the bank (which is then empty)
     */
    public Optional<String> charge(long elapsedNanos) {
        return charge(elapsedNanos, 1);
    }

    /**
     * Charges the time of several decisions taken one after another, as one: they may take their
     * allowances together, so one decision's spare time covers another's overrun.
     *
     * @param elapsedNanos how long the decisions took together
     * @param decisions    how many they were, 1 or more
     * @return why they timed out, when they overdrew the bank (which is then empty)
     */
    public Optional<String> charge(long elapsedNanos, int decisions) {
        long over = elapsedNanos - perDecisionNanos * decisions;
        if (over <= 0) {
            return Optional.empty();
        }
        bankNanos -= over;
        if (bankNanos >= 0) {
            return Optional.empty();
        }
        bankNanos = 0;
        String what = decisions == 1 ? "took " : decisions + " decisions in a row took ";
        return Optional.of(what + elapsedNanos / 1_000_000 + " ms with no time left in the bank");
    }
}
