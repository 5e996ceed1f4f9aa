package org.knightsarena.api;

/**
 * Where an agent writes its diagnostics. The runner caps what it keeps per match and shows it
 * to the agent's owner only; lines over the cap are dropped and counted.
 *
 * <p>Agents must not print to standard output: use this log. Call it only from the agent's
 * own callbacks.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface AgentLog {

    /** A log that drops every line. */
    AgentLog DISCARD = line -> {};

    /**
     * Records one line.
     *
     * @param line the text, never null; long lines are cut
     */
    void log(String line);
}
