package org.knightsarena.sandbox;

/**
 * What stops a sandboxed agent's call that the work meter cannot stop: one stuck inside an
 * allowed JDK method (a loop in {@code LongStream.sum}, say) never reaches the bot's own code,
 * where the meter's error is thrown.
 */
public enum HardStop {
    /**
     * The agent runs on the caller's thread, as fast as it can be; the caller is a worker JVM whose
     * parent kills it when a call outlives its hard limit.
     */
    WORKER_KILL,
    /**
     * The agent runs on a thread of its own, and the caller waits for each call up to its hard
     * limit (the allowance plus twice the watchdog's grace); past that the thread is abandoned and
     * the call throws {@link AgentUnusable}. For bots played in the host JVM ({@code arena play},
     * {@code arena check}); a hand-over costs some microseconds a call.
     */
    ABANDON_THREAD
}
