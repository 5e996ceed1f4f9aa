package org.knightsarena.api.action;

/**
 * Moves one barbarian from a hex to a coastal hex, one of the two moves a Treason card makes
 * (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @param from a hex holding barbarians, 0 or more
 * @param to   a coastal hex with a number and fewer than 3 barbarians, not {@code from}
 *
 * @since 0.4
 */
public record MoveBarbarian(int from, int to) implements Action {
    /** @throws IllegalArgumentException if an id is negative or the two are the same hex */
    public MoveBarbarian {
        Ids.check("from", from);
        Ids.check("to", to);
        if (from == to) {
            throw new IllegalArgumentException("a barbarian moves to another hex, not back onto hex " + from);
        }
    }

    /** @return {@link Action.Kind#MOVE_BARBARIAN} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.MOVE_BARBARIAN;
    }
}
