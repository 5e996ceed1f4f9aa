package org.knightsarena.api.action;

/**
 * Activates one of the player's Cities &amp; Knights knights standing on a path in Barbarian Attack
 * (docs/rules/variants.md#R-17.2.1, docs/rules/traders-and-barbarians.md#R-24.1.12): 1 grain, in the
 * main phase, as an intersection knight is activated.
 *
 * @param path the path the inactive knight stands on, 0 or more
 *
 * @since 0.4
 */
public record ActivatePathKnight(int path) implements Action {
    /** @throws IllegalArgumentException if the id is negative */
    public ActivatePathKnight {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#ACTIVATE_PATH_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.ACTIVATE_PATH_KNIGHT;
    }
}
