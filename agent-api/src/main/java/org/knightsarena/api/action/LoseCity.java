package org.knightsarena.api.action;

/**
 * Chooses the ordinary city the barbarians reduce to a settlement
 * (docs/rules/cities-and-knights.md#R-10.4.3). Answers {@code ChooseSackedCity}.
 *
 * @param intersection the city's intersection
 *
 * @since 0.1
 */
public record LoseCity(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public LoseCity {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#LOSE_CITY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.LOSE_CITY;
    }
}
