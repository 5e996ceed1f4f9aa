package org.knightsarena.api.action;

/**
 * Promotes one of the player's knights one step for 1 wool and 1 ore (docs/rules/cities-and-knights.md#R-9.3).
 *
 * @param intersection the knight's intersection
 *
 * @since 0.1
 */
public record PromoteKnight(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PromoteKnight {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PROMOTE_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PROMOTE_KNIGHT;
    }
}
