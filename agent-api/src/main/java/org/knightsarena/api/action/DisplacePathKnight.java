package org.knightsarena.api.action;

/**
 * In the movement phase of Barbarian Attack with Cities &amp; Knights, moves an active knight up to 3
 * paths onto the path of a weaker opponent's knight, which it displaces, as its knight action
 * (docs/rules/variants.md#R-17.2.6): the mover becomes inactive, and the displaced knight, inactive
 * too, goes where docs/rules/traders-and-barbarians.md#R-24.1.13 says.
 *
 * @param from the path the moving knight stands on, 0 or more
 * @param to   the path of the knight displaced, 0 or more
 *
 * @since 0.4
 */
public record DisplacePathKnight(int from, int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public DisplacePathKnight {
        Ids.check("from", from);
        Ids.check("to", to);
    }

    /** @return {@link Action.Kind#DISPLACE_PATH_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DISPLACE_PATH_KNIGHT;
    }
}
