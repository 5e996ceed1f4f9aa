package org.knightsarena.web.table;

import java.time.Duration;
import java.util.Objects;

/**
 * How many games a person may have open at once, and how long a game may wait for its person's
 * move before it is ended as abandoned.
 */
public record TableLimits(int openPerAccount, Duration abandonAfter) {
    /** Three open games each; a game left a day without a move ends. */
    public static final TableLimits DEFAULT = new TableLimits(3, Duration.ofDays(1));

    /** @throws IllegalArgumentException if a limit is not positive */
    public TableLimits {
        Objects.requireNonNull(abandonAfter, "abandonAfter");
        if (openPerAccount < 1) {
            throw new IllegalArgumentException("open games per account must be at least 1, not " + openPerAccount);
        }
        if (abandonAfter.isNegative() || abandonAfter.isZero()) {
            throw new IllegalArgumentException("the abandon timeout must be positive, not " + abandonAfter);
        }
    }
}
