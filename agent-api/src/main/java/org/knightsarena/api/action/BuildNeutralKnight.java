package org.knightsarena.api.action;

/**
 * Places a basic knight for a neutral colour of Catan for Two with Cities &amp; Knights, free, after
 * recruiting one's own (docs/rules/variants.md#R-17.3.1). Answers {@code BuildNeutral}.
 *
 * @param colour       the neutral colour, one of {@code GameView.neutralColours()}
 * @param intersection the intersection id, 0 or more: an empty one the colour's roads reach
 *
 * @since 0.4
 */
public record BuildNeutralKnight(int colour, int intersection) implements Action {
    /** Checks the ids. @throws IllegalArgumentException if one is negative */
    public BuildNeutralKnight {
        Ids.check("colour", colour);
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#BUILD_NEUTRAL_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUILD_NEUTRAL_KNIGHT;
    }
}
