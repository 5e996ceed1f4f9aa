package org.knightsarena.api.action;

/**
 * Moves an active knight along the player's roads to an empty intersection; the knight becomes
 * inactive (docs/rules/cities-and-knights.md#R-9.4.1).
 *
 * @param from the knight's intersection
 * @param to   the empty destination
 *
 * @since 0.1
 */
public record MoveKnight(int from, int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public MoveKnight {
        Ids.check("from", from);
        Ids.check("to", to);
    }

    /** @return {@link Action.Kind#MOVE_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_KNIGHT;
    }
}
