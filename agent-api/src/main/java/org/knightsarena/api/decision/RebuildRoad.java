package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Rebuilds one's own road removed by Diplomat, free, elsewhere, or declines (docs/rules/progress-cards.md#R-13.7.4).
 *
 * @param seat    the player
 * @param options one {@code BuildRoad} per legal path other than the removed one, and {@code SkipPlacement}
 *
 * @since 0.1
 */
public record RebuildRoad(int seat, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public RebuildRoad {
        options = ActionList.of(options);
    }
}
