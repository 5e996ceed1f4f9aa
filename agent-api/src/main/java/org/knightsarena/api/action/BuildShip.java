package org.knightsarena.api.action;

/**
 * Builds a ship on a sea path or coast of a Seafarers map (docs/rules/seafarers.md#R-23.2): paid,
 * or free as the setup piece (docs/rules/seafarers.md#R-23.7.1) and with Road Building
 * (docs/rules/seafarers.md#R-23.7.2).
 *
 * @param path the path id, 0 or more
 *
 * @since 0.2
 */
public record BuildShip(int path) implements Action {
    /** Checks the id. @throws IllegalArgumentException if {@code path} is negative */
    public BuildShip {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#BUILD_SHIP} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_SHIP;
    }
}
