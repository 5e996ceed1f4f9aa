package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * The movement phase of Barbarian Attack, at the end of the player's turn
 * (docs/rules/traders-and-barbarians.md#R-24.1.6): each knight not yet moved this turn may move
 * once; {@code EndTurn}, the first option, ends the phase and the turn.
 *
 * @param seat    the player moving
 * @param options {@code EndTurn}, then one {@code MovePathKnight} per move allowed
 *
 * @since 0.4
 */
public record MoveKnightsOnPaths(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. */
    public MoveKnightsOnPaths {
        options = ActionList.of(options);
    }
}
