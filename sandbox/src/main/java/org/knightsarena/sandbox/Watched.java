package org.knightsarena.sandbox;

import java.time.Duration;
import org.knightsarena.api.Agent;

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
}
