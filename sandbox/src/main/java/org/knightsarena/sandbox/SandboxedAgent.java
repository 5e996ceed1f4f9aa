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
 * own runtime exception when it is a JDK or API class, {@link AgentUnusable} when the agent can
 * play no more, {@link AgentCrashed} for anything else (errors, and exceptions of classes the bot
 * defined).
 *
 * <p>The bot's class is initialised and its constructor run at the first call (normally
 * {@code onMatchStart}), as a call of its own with that call's allowance, so that a constructor
 * or static initializer that throws or loops is the seat's fault like any other: it throws
 * {@link AgentUnusable} from that call and from every later one.
 *
 * <p>{@code onMatchEnd} is the last call, and {@link #close()} ends the match however it ended:
 * after either the agent's class loader serves another match.
 *
 * <p>Calls must come from one thread at a time, as {@link Agent} requires.
 */
public final class SandboxedAgent implements Watched, AutoCloseable {
    private final String agentClass;
    private final Boundary boundary;
    private final Boundary.BotCall<Agent> construction;
    private final Runnable matchOver;
    private final boolean listens;
    private Agent agent;
    private Optional<Duration> allowance = Optional.empty();

    /**
     * @param matchOver gives the agent's class loader back for the next match, once it is closed still usable
     * @param listens   whether the bot's agent class has its own {@code onEvent}
     */
    SandboxedAgent(
            String agentClass,
            Boundary boundary,
            Boundary.BotCall<Agent> construction,
            Runnable matchOver,
            boolean listens) {
        this.agentClass = agentClass;
        this.boundary = boundary;
        this.construction = construction;
        this.matchOver = matchOver;
        this.listens = listens;
    }

    /** @return whether the bot's agent class overrides {@code onEvent}; if not, its calls would do nothing */
    @Override
    public boolean listensToEvents() {
        return listens;
    }

    /**
     * Sets the wall-clock time the next call may use; past it plus the sandbox's watchdog grace,
     * the call is stopped with {@link BudgetExhausted}. The match runner calls this before each
     * call with what is left of the agent's clock for a decision, and the per-decision time for a
     * callback. A call without an allowance has no watchdog.
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

    /** @return the class loader of the bot's classes, which serves one agent at a time */
    ClassLoader loader() {
        return boundary.loader();
    }

    @Override
    public void onMatchStart(MatchContext context) {
        Optional<Duration> time = takeAllowance();
        Agent bot = agent(time);
        boundary.call("onMatchStart", time, () -> {
            bot.onMatchStart(context);
            return null;
        });
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        Optional<Duration> time = takeAllowance();
        Agent bot = agent(time);
        return boundary.call("decide", time, () -> bot.decide(view, decision));
    }

    @Override
    public void onEvent(GameEvent event) {
        Optional<Duration> time = takeAllowance();
        Agent bot = agent(time);
        boundary.call("onEvent", time, () -> {
            bot.onEvent(event);
            return null;
        });
    }

    /**
     * The agent's last call: once it returns (or fails in bot code), the agent's class loader
     * serves the next match's agent, and every later call to this one throws {@link AgentUnusable}.
     */
    @Override
    public void onMatchEnd(MatchResult result) {
        Optional<Duration> time = takeAllowance();
        Agent bot = agent(time);
        try {
            boundary.call("onMatchEnd", time, () -> {
                bot.onMatchEnd(result);
                return null;
            });
        } finally {
            close();
        }
    }

    /**
     * Ends the agent's match, however it ended (the match runner closes its agents, ejected or
     * not): every later call throws {@link AgentUnusable}, and the agent's class loader serves the
     * next match, unless a call was abandoned on it. Closing it again does nothing.
     */
    @Override
    public void close() {
        if (boundary.end(agentClass + " was called after its match ended")) {
            matchOver.run();
        }
    }

    @Override
    public String toString() {
        return "sandboxed " + agentClass;
    }

    private Optional<Duration> takeAllowance() {
        Optional<Duration> time = allowance;
        allowance = Optional.empty();
        return time;
    }

    /** The agent, made at the first call: class initialisation and construction are bot code. */
    private Agent agent(Optional<Duration> time) {
        if (agent == null) {
            try {
                agent = boundary.call("its constructor", time, construction);
            } catch (AgentUnusable e) {
                throw e;
            } catch (BudgetExhausted | AgentCrashed e) {
                throw boundary.disable(e.getMessage() + "; it plays no more");
            } catch (RuntimeException e) {
                throw boundary.disable(agentClass + " failed in its constructor: " + e + "; it plays no more");
            }
        }
        return agent;
    }
}
