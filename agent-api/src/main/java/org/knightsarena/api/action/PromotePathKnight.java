package org.knightsarena.api.action;

/**
 * Promotes one of the player's Cities &amp; Knights knights standing on a path in Barbarian Attack
 * (docs/rules/variants.md#R-17.2.1, docs/rules/traders-and-barbarians.md#R-24.1.12): 1 wool and
 * 1 ore, a Fortress for a mighty knight, once a turn per knight, in the main phase.
 *
 * @param path the path the knight stands on, 0 or more
 *
 * @since 0.4
 */
public record PromotePathKnight(int path) implements Action {
    /** @throws IllegalArgumentException if the id is negative */
    public PromotePathKnight {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#PROMOTE_PATH_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PROMOTE_PATH_KNIGHT;
    }
}
