package org.knightsarena.api.action;

/**
 * Plays Engineer: builds a city wall free under one of the player's cities (docs/rules/progress-cards.md#R-13.5.3).
 *
 * @param intersection the city's intersection
 *
 * @since 0.1
 */
public record PlayEngineer(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayEngineer {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PLAY_ENGINEER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_ENGINEER;
    }
}
