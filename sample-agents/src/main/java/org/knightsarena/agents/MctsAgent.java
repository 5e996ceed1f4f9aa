package org.knightsarena.agents;

import java.util.List;
import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.RespondToOffer;

/**
 * A search bot: information-set Monte Carlo tree search over the forward model, with a tree one
 * level deep (UCB1 over the current decision's answers; everything below is rollout).
 *
 * <p>For each decision with a real choice it takes a few candidate answers (the heuristic's own
 * answer and the best few of each other kind, see {@link Candidates}) and runs iterations: each
 * one draws a fresh determinisation of what this seat cannot see ({@link GameView#simulate()}),
 * picks a candidate by UCB1, applies it, plays a few turns on with the heuristic at every seat
 * ({@link Rollout}) and scores the outcome ({@link Evaluation}). The answer is the candidate
 * with the best mean reward if it beats the heuristic's answer by more than the noise of the
 * rollouts, else the heuristic's answer. Because every iteration sees a different deal of the
 * hidden cards and new dice, the statistics are over the information set, not over one guessed
 * world. Answers with no list to compare (discards, gifts, cards to take) are the heuristic's,
 * and so are the answers to a trade offer under way: a determinisation re-deals the opponents'
 * hands without keeping the offered cards in them, so the offer could not complete in the
 * simulation.
 *
 * <p>Its thinking is bounded by counted work, never by a clock: {@link SearchSettings} caps the
 * iterations of a decision, also in proportion to the per-decision allowance of the match's
 * budget, and the length of each rollout. So it runs unchanged in the sandbox, and a match with
 * a fixed seed re-runs identically. Every random choice comes from {@link MatchContext#random()}.
 * One instance plays one seat of one match, from one thread; it keeps no static state.
 *
 * @since 0.1
 */
public final class MctsAgent implements Agent {

    /** Standard errors by which another answer must beat the heuristic's to be played instead. */
    private static final double SWITCH_MARGIN = 1.0;
    /** Visits an answer needs before it may replace the heuristic's. */
    private static final int MIN_VISITS_TO_SWITCH = 4;

    private final SearchSettings settings;
    /** Answers what the search does not compare, and proposes the first candidate of what it does. */
    private final HeuristicAgent heuristic = new HeuristicAgent();

    private MatchContext context;

    /** Creates the agent with {@link SearchSettings#DEFAULT}. */
    public MctsAgent() {
        this(SearchSettings.DEFAULT);
    }

    /**
     * Creates the agent with its own settings.
     *
     * @param settings how hard to search
     */
    public MctsAgent(SearchSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    @Override
    public void onMatchStart(MatchContext context) {
        this.context = context;
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        if (context == null) {
            throw new IllegalStateException("decide was called before onMatchStart gave the match context");
        }
        Action proposal = heuristic.decide(view, decision);
        if (decision instanceof RespondToOffer || decision instanceof ChooseTradePartner) {
            // a determinisation re-deals the hands without keeping the cards of the offer under way
            return proposal;
        }
        List<Action> candidates =
                Candidates.of(view, decision.options(), proposal, settings.maxCandidates(), context.random());
        if (candidates.size() < 2) {
            return proposal;
        }
        return search(view, candidates, settings.iterationsFor(candidates.size(), context.budget()));
    }

    /**
     * Runs UCB1 over the candidates, each iteration on a fresh determinisation, and returns the
     * {@link #choice}; the heuristic's answer if no iteration could be played.
     */
    private Action search(GameView view, List<Action> candidates, int iterations) {
        int n = candidates.size();
        int[] visits = new int[n];
        double[] totals = new double[n];
        double[] squares = new double[n];
        boolean[] excluded = new boolean[n];
        int played = 0;
        for (int it = 0; it < iterations; it++) {
            int pick = next(visits, totals, excluded, played);
            if (pick < 0) {
                break;
            }
            Simulation sim = view.simulate();
            Action answer = candidates.get(pick);
            if (sim.decision().seat() != view.seat()
                    || sim.decision().validate(answer).isPresent()) {
                // legal in the live game but not in this deal: it depends on what this seat cannot see
                excluded[pick] = true;
                continue;
            }
            try {
                int stop = sim.turn() + settings.rolloutRounds() * view.playerCount() + 1;
                sim.apply(answer);
                Rollout.play(sim, stop);
            } catch (RuntimeException e) {
                // an engine fault in one imagined world must not cost the real game a move
                context.log().log("a rollout failed and was skipped: " + e);
                continue;
            }
            double reward = Evaluation.reward(sim, view.seat());
            visits[pick]++;
            totals[pick] += reward;
            squares[pick] += reward * reward;
            played++;
        }
        return candidates.get(choice(visits, totals, squares));
    }

    /**
     * Picks the answer: the candidate with the best mean reward, but only if it beats the
     * heuristic's answer (candidate 0) by more than {@link #SWITCH_MARGIN} standard errors of the
     * difference. Rollouts are noisy, and the heuristic's answer is usually sound: a search that
     * followed every lucky streak would play worse than the heuristic it starts from.
     *
     * @return the index of the chosen candidate
     */
    private static int choice(int[] visits, double[] totals, double[] squares) {
        int best = 0;
        for (int i = 1; i < visits.length; i++) {
            boolean better = visits[best] == 0 || mean(i, visits, totals) > mean(best, visits, totals);
            if (visits[i] >= MIN_VISITS_TO_SWITCH && better) {
                best = i;
            }
        }
        if (best == 0 || visits[0] < 2) {
            return best;
        }
        double error = Math.sqrt(variance(0, visits, totals, squares) / visits[0]
                + variance(best, visits, totals, squares) / visits[best]);
        return mean(best, visits, totals) - mean(0, visits, totals) > SWITCH_MARGIN * error ? best : 0;
    }

    private static double mean(int i, int[] visits, double[] totals) {
        return totals[i] / visits[i];
    }

    private static double variance(int i, int[] visits, double[] totals, double[] squares) {
        double mean = mean(i, visits, totals);
        return Math.max(0, squares[i] / visits[i] - mean * mean);
    }

    /**
     * @return the first candidate not yet tried, else the one with the highest upper confidence
     *         bound (the first on ties); -1 when every candidate is excluded
     */
    private int next(int[] visits, double[] totals, boolean[] excluded, int played) {
        double logPlayed = Math.log(Math.max(1, played));
        int best = -1;
        double bestBound = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < visits.length; i++) {
            if (excluded[i]) {
                continue;
            }
            if (visits[i] == 0) {
                return i;
            }
            double bound = totals[i] / visits[i] + settings.exploration() * Math.sqrt(logPlayed / visits[i]);
            if (bound > bestBound) {
                best = i;
                bestBound = bound;
            }
        }
        return best;
    }
}
