package org.knightsarena.agents;

import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;

/**
 * Plays a simulation forward with the heuristic at every seat, for a few turns.
 *
 * <p>The heuristic is greedy but sensible, so a rollout looks like a plausible future rather
 * than a random one, and it is cheap enough to run hundreds of times a decision. A rollout stops
 * when the game ends, when the turn limit is reached, or after a number of decisions that no
 * normal stretch of turns needs (a guard, so a loop of answers can never hang the search).
 * Not thread-safe.
 */
final class Rollout {

    /** Decisions per turn that no normal turn reaches (a turn is typically 5 to 20). */
    private static final int MAX_DECISIONS_PER_TURN = 200;

    private Rollout() {}

    /**
     * Plays {@code sim} on until it is over or turn {@code stop} starts.
     *
     * <p>The stop is fixed by the caller before it applies the answer under test, so that an
     * answer that ends the turn does not buy itself a longer rollout than one that builds.
     *
     * @param sim  the simulation, changed in place
     * @param stop the turn at whose start the rollout stops
     */
    static void play(Simulation sim, int stop) {
        int seats = sim.view(0).playerCount();
        Agent[] policy = new Agent[seats];
        for (int p = 0; p < seats; p++) {
            policy[p] = new HeuristicAgent();
        }
        int decisionsLeft = MAX_DECISIONS_PER_TURN * (Math.max(0, stop - sim.turn()) + 1);
        for (; decisionsLeft > 0 && !sim.isOver() && sim.turn() < stop; decisionsLeft--) {
            Decision decision = sim.decision();
            int seat = decision.seat();
            GameView view = sim.view(seat);
            Action answer = policy[seat].decide(view, decision);
            sim.apply(answer);
        }
    }
}
