package org.knightsarena.api.action;

/**
 * Upgrades one of the player's settlements to a city.
 *
 * @param intersection the intersection of the settlement, 0 or more
 *
 * @since 0.1
 */
public record BuildCity(int intersection) implements Action {
    /** Checks the id. @throws IllegalArgumentException if {@code intersection} is negative */
    public BuildCity {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#BUILD_CITY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_CITY;
    }
}
