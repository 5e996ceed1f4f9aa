package org.knightsarena.api.event;

/**
 * An agent's answer was replaced by a default move: it threw, answered illegally or ran out of time.
 *
 * @param player the seat at fault
 * @param kind   what went wrong
 * @param detail a message for the agent's owner
 *
 * @since 0.1
 */
public record FaultRecorded(int player, Fault kind, String detail) implements GameEvent {}
