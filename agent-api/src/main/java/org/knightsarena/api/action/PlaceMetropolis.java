package org.knightsarena.api.action;

/**
 * Puts a metropolis on one of the player's ordinary cities
 * (docs/rules/cities-and-knights.md#R-8.2). Answers {@code ChooseMetropolisCity}.
 *
 * @param intersection the city's intersection
 *
 * @since 0.1
 */
public record PlaceMetropolis(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlaceMetropolis {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PLACE_METROPOLIS} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLACE_METROPOLIS;
    }
}
