package org.knightsarena.api.event;

/**
 * Nobody holds the Longest Road any more (docs/rules/base.md#R-15.3 case 3).
 *
 * @since 0.1
 */
public record LongestRoadSetAside() implements GameEvent {}
