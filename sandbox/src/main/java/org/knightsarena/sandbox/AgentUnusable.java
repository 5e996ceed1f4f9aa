package org.knightsarena.sandbox;

/**
 * Tells the host that a sandboxed agent can play no more in its match: its static initializer or
 * constructor failed (there is no agent to ask), or one of its calls outlived its hard limit and
 * was abandoned on its thread. The host should fault the seat and eject it at once; every later
 * call to the agent throws this again without running bot code.
 */
public final class AgentUnusable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message why the agent cannot play on, for the bot's owner */
    public AgentUnusable(String message) {
        super(message);
    }
}
