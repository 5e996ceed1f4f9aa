package org.knightsarena.api.event;

/**
 * An agent reached the strike limit: from here on the match runner makes its moves (the default
 * move of each decision, as after a fault) and it is ranked last. Added by the match runner, like
 * {@link FaultRecorded}, not by the rules.
 *
 * @param player  the seat ejected
 * @param strikes the faults it had made
 *
 * @since 0.1
 */
public record AgentEjected(int player, int strikes) implements GameEvent {}
