package org.knightsarena.api;

import java.util.Objects;
import java.util.Random;

/**
 * What an agent is told when a match starts.
 *
 * @param seat        the agent's seat, 0 to {@code playerCount - 1}; seat 0 plays first
 * @param playerCount 2 to 6 (2 is Catan for Two)
 * @param ruleset     the rules of the match
 * @param random      the agent's own generator, seeded from the match seed; use it for every
 *                    random choice so that replays re-run identically, from the thread that
 *                    calls the agent (a match runner's generator is not made for threads to share)
 * @param budget      the agent's thinking time
 * @param log         the agent's capped log
 * @since 0.1
 */
public record MatchContext(int seat, int playerCount, Ruleset ruleset, Random random, TimeBudget budget, AgentLog log) {

    /** @throws IllegalArgumentException if the seat is outside the table */
    public MatchContext {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(random, "random");
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(log, "log");
        if (seat < 0 || seat >= playerCount) {
            throw new IllegalArgumentException("seat " + seat + " is not at a table of " + playerCount);
        }
    }
}
