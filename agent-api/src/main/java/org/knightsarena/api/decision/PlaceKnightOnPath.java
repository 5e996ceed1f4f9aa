package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses the path a knight of Barbarian Attack enters on (docs/rules/traders-and-barbarians.md#R-24.1.5):
 * a free path of the castle hex after Knighthood, any free path after a Black Knight.
 *
 * @param seat       the player placing the knight
 * @param castleOnly whether only the castle's paths are offered
 * @param options    one {@code PlacePathKnight} per path allowed
 *
 * @since 0.4
 */
public record PlaceKnightOnPath(int seat, boolean castleOnly, List<Action> options) implements Decision {
    /** Keeps the options immutable. */
    public PlaceKnightOnPath {
        options = ActionList.of(options);
    }
}
