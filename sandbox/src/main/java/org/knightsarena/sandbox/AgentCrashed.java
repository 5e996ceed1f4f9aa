package org.knightsarena.sandbox;

/**
 * Tells the host that a sandboxed agent failed with something other than a runtime exception: an
 * error such as {@code StackOverflowError}, {@code OutOfMemoryError} or a failed static
 * initializer, or a checked exception thrown sneakily. The bot's own throwable is not attached
 * (its methods are bot code); the message names it and where the bot's code was.
 */
public final class AgentCrashed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what the agent threw and where, for the bot's owner */
    public AgentCrashed(String message) {
        super(message);
    }
}
