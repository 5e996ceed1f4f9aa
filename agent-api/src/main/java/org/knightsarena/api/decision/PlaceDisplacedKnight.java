package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Puts a knight displaced by an opponent somewhere reachable along its owner's roads
 * (docs/rules/cities-and-knights.md#R-9.4.2).
 *
 * @param seat    the knight's owner
 * @param from    where the knight stood
 * @param options one {@code MoveDisplacedKnight} per reachable empty intersection
 *
 * @since 0.1
 */
public record PlaceDisplacedKnight(int seat, int from, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public PlaceDisplacedKnight {
        options = ActionList.of(options);
    }
}
