package org.knightsarena.api.action;

/**
 * Moves one of the player's knights along the paths in the movement phase of Barbarian Attack
 * (docs/rules/traders-and-barbarians.md#R-24.1.6): up to 3 paths, or up to 5 for 1 grain with the
 * base rules; the engine counts the distance.
 *
 * @param from the path the knight stands on, 0 or more
 * @param to   the free path it stops on, not {@code from}
 *
 * @since 0.4
 */
public record MovePathKnight(int from, int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative or the two are the same path */
    public MovePathKnight {
        Ids.check("from", from);
        Ids.check("to", to);
        if (from == to) {
            throw new IllegalArgumentException("a knight moves to another path, not back onto path " + from);
        }
    }

    /** @return {@link Action.Kind#MOVE_PATH_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_PATH_KNIGHT;
    }
}
