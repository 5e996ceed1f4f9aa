package org.knightsarena.api.action;

/**
 * Builds a settlement on an intersection (paid, or free in setup).
 *
 * @param intersection the intersection id, 0 or more
 *
 * @since 0.1
 */
public record BuildSettlement(int intersection) implements Action {
    /** Checks the id. @throws IllegalArgumentException if {@code intersection} is negative */
    public BuildSettlement {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#BUILD_SETTLEMENT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_SETTLEMENT;
    }
}
