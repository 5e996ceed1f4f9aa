package org.knightsarena.api.action;

/**
 * Places a knight free after Deserter (docs/rules/progress-cards.md#R-13.7.3). Answers {@code PlaceDeserterKnight}.
 *
 * @param intersection where the knight stands
 *
 * @since 0.1
 */
public record PlaceFreeKnight(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlaceFreeKnight {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PLACE_FREE_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLACE_FREE_KNIGHT;
    }
}
