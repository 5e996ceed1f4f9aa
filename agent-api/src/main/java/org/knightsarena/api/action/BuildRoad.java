package org.knightsarena.api.action;

/**
 * Builds a road on a path (paid, free in setup and with Road Building).
 *
 * @param path the path id, 0 or more
 *
 * @since 0.1
 */
public record BuildRoad(int path) implements Action {
    /** Checks the id. @throws IllegalArgumentException if {@code path} is negative */
    public BuildRoad {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#BUILD_ROAD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_ROAD;
    }
}
