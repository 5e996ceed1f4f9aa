package org.knightsarena.api.event;

/**
 * The offerer withdrew the trade, or nobody accepted it.
 *
 * @param player the offerer
 *
 * @since 0.1
 */
public record TradeCancelled(int player) implements GameEvent {}
