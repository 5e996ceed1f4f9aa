package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses the resource the Aqueduct gives after a roll that paid the player nothing
 * (docs/rules/cities-and-knights.md#R-7.4.1).
 *
 * @param seat    the player with the Aqueduct
 * @param options one {@code TakeResource} per resource the bank holds
 *
 * @since 0.1
 */
public record ChooseAqueductResource(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseAqueductResource {
        options = ActionList.of(options);
    }
}
