package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Places a knight free after Deserter, or declines (docs/rules/progress-cards.md#R-13.7.3).
 *
 * @param seat     the player who played Deserter
 * @param strength the strength of the knight placed, 1 to 3
 * @param options  one {@code PlaceFreeKnight} per legal intersection, and {@code SkipPlacement}
 *
 * @since 0.1
 */
public record PlaceDeserterKnight(int seat, int strength, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public PlaceDeserterKnight {
        options = ActionList.of(options);
    }
}
