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
        long over = elapsedNanos - perDecisionNanos;
        if (over <= 0) {
            return Optional.empty();
        }
        bankNanos -= over;
        if (bankNanos >= 0) {
            return Optional.empty();
        }
        bankNanos = 0;
        return Optional.of("took " + elapsedNanos / 1_000_000 + " ms with no time left in the bank");
    }
}
