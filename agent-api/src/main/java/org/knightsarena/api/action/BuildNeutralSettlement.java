package org.knightsarena.api.action;

/**
 * Builds a settlement for a neutral colour of Catan for Two, free, after one's own settlement
 * (docs/rules/traders-and-barbarians.md#R-24.2.3). Answers {@code BuildNeutral}.
 *
 * @param colour       the neutral colour, one of {@code GameView.neutralColours()}
 * @param intersection the intersection id, 0 or more
 *
 * @since 0.3
 */
public record BuildNeutralSettlement(int colour, int intersection) implements Action {
    /** Checks the ids. @throws IllegalArgumentException if one is negative */
    public BuildNeutralSettlement {
        Ids.check("colour", colour);
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#BUILD_NEUTRAL_SETTLEMENT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_NEUTRAL_SETTLEMENT;
    }
}
