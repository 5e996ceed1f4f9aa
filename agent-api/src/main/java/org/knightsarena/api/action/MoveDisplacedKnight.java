package org.knightsarena.api.action;

/**
 * Puts a displaced knight on an empty intersection reachable along its owner's roads
 * (docs/rules/cities-and-knights.md#R-9.4.2). Answers {@code PlaceDisplacedKnight}.
 *
 * @param to the new intersection
 *
 * @since 0.1
 */
public record MoveDisplacedKnight(int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public MoveDisplacedKnight {
        Ids.check("to", to);
    }

    /** @return {@link Action.Kind#MOVE_DISPLACED_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_DISPLACED_KNIGHT;
    }
}
