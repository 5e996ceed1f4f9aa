package org.knightsarena.api.action;

/**
 * Plays Commercial Harbor: this turn the player may exchange, once per opponent, a resource for a
 * commodity of the opponent's choice (docs/rules/progress-cards.md#R-13.6.1).
 *
 * @since 0.1
 */
public record PlayCommercialHarbor() implements Action {
    /** The one instance; the record has no state. */
    public static final PlayCommercialHarbor INSTANCE = new PlayCommercialHarbor();

    /** @return {@link Action.Kind#PLAY_COMMERCIAL_HARBOR} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_COMMERCIAL_HARBOR;
    }
}
