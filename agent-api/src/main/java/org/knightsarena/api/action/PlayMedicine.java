package org.knightsarena.api.action;

/**
 * Plays Medicine: upgrades a settlement to a city for 2 ore and 1 grain (docs/rules/progress-cards.md#R-13.5.6).
 *
 * @param intersection the settlement's intersection
 *
 * @since 0.1
 */
public record PlayMedicine(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayMedicine {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PLAY_MEDICINE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_MEDICINE;
    }
}
