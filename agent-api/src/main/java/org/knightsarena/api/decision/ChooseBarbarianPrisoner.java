package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses the hex whose barbarian an Intrigue card takes prisoner
 * (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @param seat    the player who played the card
 * @param options one {@code TakePrisoner} per hex holding barbarians
 *
 * @since 0.4
 */
public record ChooseBarbarianPrisoner(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. */
    public ChooseBarbarianPrisoner {
        options = ActionList.of(options);
    }
}
