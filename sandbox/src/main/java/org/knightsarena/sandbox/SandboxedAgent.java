package org.knightsarena.sandbox;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;

/**
 * The host's handle on one sandboxed agent instance: an {@link Agent} whose every call runs
 * under a fresh per-decision work budget and the match budget, and throws only runtime
 * exceptions: {@link BudgetExhausted} when a budget or the wall-clock allowance ran out, the bot's
 * own runtime exception when it is a JDK or API class, {@link AgentCrashed} for anything else
 * (errors, and exceptions of classes the bot defined).
 *
 * <p>Calls must come from one thread at a time, as {@link Agent} requires.
 */
public final class SandboxedAgent implements Watched {
    private final Agent agent;
    private final Boundary boundary;
    private Optional<Duration> allowance = Optional.empty();

    SandboxedAgent(Agent agent, Boundary boundary) {
        this.agent = agent;
        this.boundary = boundary;
    }

    /**
     * Sets the wall-clock time the next {@link #decide} may use; past it plus the sandbox's
     * watchdog grace, the decision is stopped with {@link BudgetExhausted}. The match runner calls
     * this before each decision with what is left of the agent's clock.
     *
     * @param wallClock zero or more, never null
     */
    @Override
    public void allow(Duration wallClock) {
        Objects.requireNonNull(wallClock, "wallClock");
        if (wallClock.isNegative()) {
            throw new IllegalArgumentException("wallClock must not be negative: " + wallClock);
        }
        allowance = Optional.of(wallClock);
    }

    /** @return the most work units one call into this agent has used so far */
    public long mostWorkPerCall() {
        return boundary.mostPerCall();
    }

    /** @return the work units this agent has used in the match so far */
    public long workInMatch() {
        return boundary.meter().usedInMatch();
    }

    @Override
    public void onMatchStart(MatchContext context) {
        boundary.call("onMatchStart", () -> {
            agent.onMatchStart(context);
            return null;
        });
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        Optional<Duration> time = allowance;
        allowance = Optional.empty();
        return boundary.call("decide", time, () -> agent.decide(view, decision));
    }

    @Override
    public void onEvent(GameEvent event) {
        boundary.call("onEvent", () -> {
            agent.onEvent(event);
            return null;
        });
    }

    @Override
    public void onMatchEnd(MatchResult result) {
        boundary.call("onMatchEnd", () -> {
            agent.onMatchEnd(result);
            return null;
        });
    }

    @Override
    public String toString() {
        return "sandboxed " + agent.getClass().getName();
    }
}
