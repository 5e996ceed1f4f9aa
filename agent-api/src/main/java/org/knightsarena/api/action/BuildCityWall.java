package org.knightsarena.api.action;

/**
 * Builds a city wall under one of the player's cities (docs/rules/cities-and-knights.md#R-6.4, Cities &amp; Knights).
 *
 * @param intersection the city's intersection
 *
 * @since 0.1
 */
public record BuildCityWall(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public BuildCityWall {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#BUILD_CITY_WALL} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_CITY_WALL;
    }
}
