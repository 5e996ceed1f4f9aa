package org.knightsarena.api.event;

/**
 * A player answered a trade offer.
 *
 * @param player   the player answering
 * @param accepted whether they accepted
 *
 * @since 0.1
 */
public record TradeAnswered(int player, boolean accepted) implements GameEvent {}
