package org.knightsarena.api.action;

/**
 * Plays Intrigue: displaces an opponent's knight on an intersection touched by one of the player's
 * roads (docs/rules/progress-cards.md#R-13.7.5).
 *
 * @param intersection the knight's intersection
 *
 * @since 0.1
 */
public record PlayIntrigue(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayIntrigue {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PLAY_INTRIGUE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_INTRIGUE;
    }
}
