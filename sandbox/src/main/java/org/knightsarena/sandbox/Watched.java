package org.knightsarena.sandbox;

import java.time.Duration;
import org.knightsarena.api.Agent;
import org.knightsarena.api.event.GameEvent;

/**
 * An agent whose next call a watchdog stops when its wall-clock allowance runs out: the match
 * runner tells it, before each decision, how much of its clock is left, and before each callback
 * ({@code onMatchStart}, {@code onEvent}, {@code onMatchEnd}) the time of one decision. Agents that
 * merely wrap another pass the allowance on.
 */
public interface Watched extends Agent {

    /**
     * Sets the wall-clock time the next call may use.
     *
     * @param wallClock zero or more, never null
     */
    void allow(Duration wallClock);

    /**
     * Whether the agent wants its {@code onEvent} calls. A wrapper says so for the agent it wraps:
     * the match runner tells an agent that keeps {@link Agent#onEvent}'s default, which ignores every
     * event, none, and a wrapper overrides {@code onEvent} whatever it wraps. In a worker JVM every
     * seat is wrapped, so without this every seat was told every event, and a sandboxed one paid a
     * metered call for each.
     *
     * @return true unless the agent behind this one keeps the default
     */
    default boolean listensToEvents() {
        return true;
    }

    /**
     * @return whether {@code agent} wants its {@code onEvent} calls: a {@link Watched} agent's
     *         {@link #listensToEvents()}, else whether its class overrides {@link Agent#onEvent}
     */
    static boolean listens(Agent agent) {
        if (agent instanceof Watched watched) {
            return watched.listensToEvents();
        }
        try {
            return agent.getClass().getMethod("onEvent", GameEvent.class).getDeclaringClass() != Agent.class;
        } catch (NoSuchMethodException e) {
            throw new AssertionError("every Agent has onEvent, if only the default", e);
        }
    }
}
