package org.knightsarena.agents;

import org.knightsarena.api.TimeBudget;

/**
 * How hard {@link MctsAgent} searches.
 *
 * <p>The agent never reads a clock (bots in the sandbox may not: a match must re-run the same on
 * any machine), so its thinking time is bounded by counting work: iterations per decision, turns
 * per rollout, and decisions per rollout.
 *
 * @param iterationsPerCandidate iterations granted per candidate answer of a decision, 1 or more
 * @param maxIterations          the most iterations one decision may take, 1 or more
 * @param maxCandidates          the most answers of one decision the search compares, 2 or more;
 *                               the others are pruned by the heuristic's scores
 * @param rolloutRounds          how many rounds of turns a rollout plays past the decision's
 *                               turn, 1 or more; it also plays the next turn after them, so that
 *                               the deciding seat's next turn is always inside the rollout and
 *                               cards kept for it are valued by what they build
 * @param exploration            the UCB1 exploration constant, 0 or more
 * @since 0.1
 */
public record SearchSettings(
        int iterationsPerCandidate, int maxIterations, int maxCandidates, int rolloutRounds, double exploration) {

    /**
     * The defaults. On the shared 2-core test machine a four-player game with one {@code mcts}
     * seat took 2 to 5 s (base) and 4 to 10 s (Cities &amp; Knights), depending on the load; a
     * searched decision took 0.2 to 0.3 s on average and rarely more than the one-second
     * allowance of {@link TimeBudget#DEFAULT} (a setup decision in a cold JVM at load 14: 2.8 s,
     * taken from the bank).
     */
    public static final SearchSettings DEFAULT = new SearchSettings(12, 120, 10, 1, 0.35);

    /**
     * A decision may use at most this many iterations per millisecond of its allowance: with the
     * one-second allowance of {@link TimeBudget#DEFAULT} exactly what {@link #DEFAULT} asks for
     * at most (120 iterations, 2 to 3 ms each on the overloaded test machine); a smaller
     * allowance cuts the search in proportion.
     */
    static final double ITERATIONS_PER_MILLI = 0.12;

    /** @throws IllegalArgumentException naming the setting that is out of range */
    public SearchSettings {
        if (iterationsPerCandidate < 1) {
            throw new IllegalArgumentException(
                    "iterationsPerCandidate must be at least 1, not " + iterationsPerCandidate);
        }
        if (maxIterations < 1) {
            throw new IllegalArgumentException("maxIterations must be at least 1, not " + maxIterations);
        }
        if (maxCandidates < 2) {
            throw new IllegalArgumentException("maxCandidates must be at least 2, not " + maxCandidates);
        }
        if (rolloutRounds < 1) {
            throw new IllegalArgumentException("rolloutRounds must be at least 1, not " + rolloutRounds);
        }
        if (!(exploration >= 0)) {
            throw new IllegalArgumentException("exploration must be 0 or more, not " + exploration);
        }
    }

    /**
     * Returns the iterations a decision with {@code candidates} answers gets under {@code budget}.
     *
     * @param candidates the answers compared, 2 or more
     * @param budget     the match's time budget
     * @return 1 or more
     */
    int iterationsFor(int candidates, TimeBudget budget) {
        long affordable = (long) (budget.perDecision().toMillis() * ITERATIONS_PER_MILLI);
        long wanted = Math.min((long) iterationsPerCandidate * candidates, maxIterations);
        return (int) Math.max(1, Math.min(wanted, affordable));
    }
}
