package org.knightsarena.api.action;

/**
 * Moves the robber to a land hex. Answers {@code PlaceRobber}.
 *
 * @param hex the hex id, 0 or more
 *
 * @since 0.1
 */
public record MoveRobber(int hex) implements Action {
    /** @throws IllegalArgumentException if {@code hex} is negative */
    public MoveRobber {
        Ids.check("hex", hex);
    }

    /** @return {@link Action.Kind#MOVE_ROBBER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_ROBBER;
    }
}
