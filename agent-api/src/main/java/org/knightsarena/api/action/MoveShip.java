package org.knightsarena.api.action;

/**
 * Moves the ship at the open end of one of the player's shipping routes to another path, free,
 * once per turn after the roll (docs/rules/seafarers.md#R-23.3).
 *
 * @param from the path the ship stands on, 0 or more
 * @param to   the path it is put down on, 0 or more, not {@code from}
 *
 * @since 0.2
 */
public record MoveShip(int from, int to) implements Action {
    /**
     * Checks the ids.
     *
     * @throws IllegalArgumentException if an id is negative or the two are the same path
     */
    public MoveShip {
        Ids.check("from", from);
        Ids.check("to", to);
        if (from == to) {
            throw new IllegalArgumentException("a ship is moved to another path, not back onto path " + from);
        }
    }

    /** @return {@link Action.Kind#MOVE_SHIP} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_SHIP;
    }
}
