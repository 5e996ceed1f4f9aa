package org.knightsarena.tournaments.queue;

import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;

/**
 * A test agent, {@code clumsy} in the catalogue: plays like the random agent, logs a line at the
 * start of each match, and throws on every 25th decision, so its matches carry faults and logs.
 */
public final class ClumsyAgent implements Agent {

    static final int THROW_EVERY = 25;

    private final RandomAgent delegate = new RandomAgent();
    private int decisions;

    /** Creates the agent; the catalogue calls this. */
    public ClumsyAgent() {}

    @Override
    public void onMatchStart(MatchContext context) {
        context.log().log("clumsy in seat " + context.seat());
        delegate.onMatchStart(context);
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        if (++decisions % THROW_EVERY == 0) {
            throw new IllegalStateException("clumsy dropped decision " + decisions);
        }
        return delegate.decide(view, decision);
    }
}
