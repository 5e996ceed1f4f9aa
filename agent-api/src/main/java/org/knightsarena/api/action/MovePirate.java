package org.knightsarena.api.action;

/**
 * Moves the pirate to another sea hex instead of moving the robber (docs/rules/seafarers.md#R-23.6).
 * Offered beside the {@code MoveRobber} options of a {@code PlaceRobber} decision after a seven, or
 * a Knight card in the base ruleset, on a Seafarers map.
 *
 * @param hex the sea hex id, 0 or more
 *
 * @since 0.2
 */
public record MovePirate(int hex) implements Action {
    /** @throws IllegalArgumentException if {@code hex} is negative */
    public MovePirate {
        Ids.check("hex", hex);
    }

    /** @return {@link Action.Kind#MOVE_PIRATE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_PIRATE;
    }
}
