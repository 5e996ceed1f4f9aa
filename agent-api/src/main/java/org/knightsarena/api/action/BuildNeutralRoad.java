package org.knightsarena.api.action;

/**
 * Builds a road for a neutral colour of Catan for Two, free, after one's own build
 * (docs/rules/traders-and-barbarians.md#R-24.2.3). Answers {@code BuildNeutral}.
 *
 * @param colour the neutral colour, one of {@code GameView.neutralColours()}
 * @param path   the path id, 0 or more
 *
 * @since 0.3
 */
public record BuildNeutralRoad(int colour, int path) implements Action {
    /** Checks the ids. @throws IllegalArgumentException if one is negative */
    public BuildNeutralRoad {
        Ids.check("colour", colour);
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#BUILD_NEUTRAL_ROAD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_NEUTRAL_ROAD;
    }
}
