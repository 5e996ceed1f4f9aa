package org.knightsarena.api.action;

/**
 * Uses an active knight on a corner of the pirate's sea hex to move the pirate, as after a seven,
 * on a Seafarers map with Cities &amp; Knights (docs/rules/variants.md#R-17.1.4); a {@code
 * PlaceRobber} decision holding the pirate's sea hexes only follows.
 *
 * @param knight the knight's intersection
 *
 * @since 0.4
 */
public record ChasePirate(int knight) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public ChasePirate {
        Ids.check("knight", knight);
    }

    /** @return {@link Action.Kind#CHASE_PIRATE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.CHASE_PIRATE;
    }
}
