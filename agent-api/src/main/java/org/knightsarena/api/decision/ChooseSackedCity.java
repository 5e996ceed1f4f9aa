package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses the ordinary city the barbarians reduce to a settlement (docs/rules/cities-and-knights.md#R-10.4.3).
 *
 * @param seat    the player losing a city
 * @param options one {@code LoseCity} per ordinary city of the seat
 *
 * @since 0.1
 */
public record ChooseSackedCity(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseSackedCity {
        options = ActionList.of(options);
    }
}
