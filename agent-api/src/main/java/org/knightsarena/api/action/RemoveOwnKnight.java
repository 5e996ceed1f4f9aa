package org.knightsarena.api.action;

/**
 * Removes one of one's own knights, as Deserter demands (docs/rules/progress-cards.md#R-13.7.3).
 * Answers {@code ChooseKnightToLose}.
 *
 * @param intersection the knight's intersection
 *
 * @since 0.1
 */
public record RemoveOwnKnight(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public RemoveOwnKnight {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#REMOVE_OWN_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.REMOVE_OWN_KNIGHT;
    }
}
