package org.knightsarena.api.action;

/**
 * Activates one of the player's inactive knights for 1 grain (docs/rules/cities-and-knights.md#R-9.2).
 *
 * @param intersection the knight's intersection
 *
 * @since 0.1
 */
public record ActivateKnight(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public ActivateKnight {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#ACTIVATE_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.ACTIVATE_KNIGHT;
    }
}
