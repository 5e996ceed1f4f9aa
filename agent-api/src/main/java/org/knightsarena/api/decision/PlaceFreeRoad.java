package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Places a free road from a Road Building card (docs/rules/base.md#R-21.6).
 *
 * @param seat    the player building
 * @param options one {@code BuildRoad} per legal path
 *
 * @since 0.1
 */
public record PlaceFreeRoad(int seat, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public PlaceFreeRoad {
        options = ActionList.of(options);
    }
}
