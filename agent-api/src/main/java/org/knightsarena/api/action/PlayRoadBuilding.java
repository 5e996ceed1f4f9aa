package org.knightsarena.api.action;

/**
 * Plays the science Road Building card: up to two free roads follow as {@code PlaceFreeRoad}
 * decisions (docs/rules/progress-cards.md#R-13.5.9).
 *
 * @since 0.1
 */
public record PlayRoadBuilding() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayRoadBuilding INSTANCE = new PlayRoadBuilding();

    /** @return {@link Action.Kind#PLAY_ROAD_BUILDING} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_ROAD_BUILDING;
    }
}
