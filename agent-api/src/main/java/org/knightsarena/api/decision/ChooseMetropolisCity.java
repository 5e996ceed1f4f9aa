package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Track;

/**
 * Chooses which ordinary city carries a metropolis just won
 * (docs/rules/cities-and-knights.md#R-8.2.1, docs/rules/cities-and-knights.md#R-8.2.4).
 *
 * @param seat    the new holder
 * @param track   the metropolis's track
 * @param options one {@code PlaceMetropolis} per ordinary city of the seat
 *
 * @since 0.1
 */
public record ChooseMetropolisCity(int seat, Track track, List<Action> options) implements Decision {
    /** Keeps the options immutable. @throws NullPointerException if an argument is null */
    public ChooseMetropolisCity {
        options = ActionList.of(options);
        java.util.Objects.requireNonNull(track, "track");
    }
}
