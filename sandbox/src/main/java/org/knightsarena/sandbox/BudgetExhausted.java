package org.knightsarena.sandbox;

/**
 * Tells the host that a sandboxed agent used up its work budget or its wall-clock allowance.
 *
 * <p>Inside the bot the budget is enforced by an error the bot's own code cannot catch; the
 * sandbox's agent wrapper turns it into this exception at the boundary, so the match runner can
 * record a {@code BUDGET} fault and make the default move.
 */
public final class BudgetExhausted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what ran out, for the bot's owner */
    public BudgetExhausted(String message) {
        super(message);
    }
}
