package org.knightsarena.api.event;

import org.knightsarena.api.cards.Track;

/**
 * A metropolis was placed on a city, or moved there from another player's (docs/rules/cities-and-knights.md#R-8.2).
 *
 * @param player       the new holder
 * @param track        the metropolis's track
 * @param intersection the city it stands on
 *
 * @since 0.1
 */
public record MetropolisPlaced(int player, Track track, int intersection) implements GameEvent {}
