package org.knightsarena.web;

import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;

/**
 * A test agent, {@code fumbling} in the catalogue: plays like the random agent, logs a line with
 * markup in it at the start of each match, and throws on its first decision and every
 * {@link #THROW_EVERY}th after, so its matches carry faults and a captured log.
 */
public final class FumblingAgent implements Agent {
    /** The catalogue name. */
    public static final String NAME = "fumbling";
    /** The log line of every match; its markup must show as text. */
    public static final String LOG_LINE = "<b>fumbling</b> starts & logs";

    static final int THROW_EVERY = 40;

    private final RandomAgent delegate = new RandomAgent();
    private int decisions;

    /** Creates the agent; the catalogue calls this. */
    public FumblingAgent() {}

    @Override
    public void onMatchStart(MatchContext context) {
        context.log().log(LOG_LINE);
        delegate.onMatchStart(context);
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        if (decisions++ % THROW_EVERY == 0) {
            throw new IllegalStateException("fumbled decision " + decisions);
        }
        return delegate.decide(view, decision);
    }
}
