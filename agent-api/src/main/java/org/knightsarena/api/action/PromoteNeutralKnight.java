package org.knightsarena.api.action;

/**
 * Promotes a basic knight of a neutral colour of Catan for Two with Cities &amp; Knights to strong,
 * free, after promoting one's own (docs/rules/variants.md#R-17.3.3); neutral knights go no higher.
 * Answers {@code BuildNeutral}.
 *
 * @param colour       the neutral colour, one of {@code GameView.neutralColours()}
 * @param intersection the intersection id of the neutral's basic knight
 *
 * @since 0.4
 */
public record PromoteNeutralKnight(int colour, int intersection) implements Action {
    /** Checks the ids. @throws IllegalArgumentException if one is negative */
    public PromoteNeutralKnight {
        Ids.check("colour", colour);
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#PROMOTE_NEUTRAL_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PROMOTE_NEUTRAL_KNIGHT;
    }
}
