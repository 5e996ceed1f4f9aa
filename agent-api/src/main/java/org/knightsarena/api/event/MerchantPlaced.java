package org.knightsarena.api.event;

/**
 * The merchant was placed; its controller holds one point and a 2:1 rate
 * (docs/rules/progress-cards.md#R-13.6.3, docs/rules/cities-and-knights.md#R-14).
 *
 * @param player the new controller
 * @param hex    the hex
 *
 * @since 0.1
 */
public record MerchantPlaced(int player, int hex) implements GameEvent {}
