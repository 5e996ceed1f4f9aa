package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.RollDice;

/**
 * Starts the turn: roll, or first play a card allowed before the roll (a knight in the base game).
 *
 * @param seat    the active player
 * @param options {@code RollDice} and the cards playable now
 *
 * @since 0.1
 */
public record BeforeRoll(int seat, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public BeforeRoll {
        options = ActionList.of(options);
    }

    /** @return {@code RollDice}: a seat without a legal answer rolls */
    @Override
    public Action defaultAnswer() {
        return RollDice.INSTANCE;
    }
}
