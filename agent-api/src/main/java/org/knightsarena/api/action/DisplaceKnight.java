package org.knightsarena.api.action;

/**
 * Moves an active knight onto a strictly weaker opponent knight, which its owner must relocate
 * (docs/rules/cities-and-knights.md#R-9.4.2).
 *
 * @param from the moving knight's intersection
 * @param to   the intersection of the knight displaced
 *
 * @since 0.1
 */
public record DisplaceKnight(int from, int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public DisplaceKnight {
        Ids.check("from", from);
        Ids.check("to", to);
    }

    /** @return {@link Action.Kind#DISPLACE_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DISPLACE_KNIGHT;
    }
}
