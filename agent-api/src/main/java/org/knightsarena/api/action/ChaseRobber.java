package org.knightsarena.api.action;

/**
 * Uses an active knight next to the robber to move it, as after a seven
 * (docs/rules/cities-and-knights.md#R-9.4.3); a {@code PlaceRobber} decision follows.
 *
 * @param knight the knight's intersection
 *
 * @since 0.1
 */
public record ChaseRobber(int knight) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public ChaseRobber {
        Ids.check("knight", knight);
    }

    /** @return {@link Action.Kind#CHASE_ROBBER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.CHASE_ROBBER;
    }
}
