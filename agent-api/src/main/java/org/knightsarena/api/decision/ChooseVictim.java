package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses whom to rob among the players with a building next to the robber and a card in hand.
 *
 * @param seat    the player robbing
 * @param options one {@code StealFrom} per eligible victim
 *
 * @since 0.1
 */
public record ChooseVictim(int seat, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public ChooseVictim {
        options = ActionList.of(options);
    }
}
