package org.knightsarena.api.event;

import java.util.Locale;

/**
 * Why an agent's answer was replaced by a default move. Immutable and thread-safe.
 *
 * @since 0.1
 */
public enum Fault {
    /** The agent threw an exception. */
    EXCEPTION,
    /** The agent answered with an action that is not legal for the decision. */
    ILLEGAL_ANSWER,
    /** The agent used up its time. */
    TIMEOUT,
    /** The agent used up its work budget (sandboxed agents). */
    BUDGET,
    /**
     * The agent took down the worker JVM playing the match (out of memory, for example) twice:
     * the match was played again with the agent benched, its moves made by the runner.
     */
    CRASHED;

    /** @return the stable name used in stored results and reports: lower case, words joined by {@code -} */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
