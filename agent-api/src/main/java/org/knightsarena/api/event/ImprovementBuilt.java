package org.knightsarena.api.event;

import org.knightsarena.api.cards.Track;

/**
 * A player built a city improvement level (docs/rules/cities-and-knights.md#R-7.1).
 *
 * @param player the player
 * @param track  the track
 * @param level  the new level, 1 to 5
 *
 * @since 0.1
 */
public record ImprovementBuilt(int player, Track track, int level) implements GameEvent {}
