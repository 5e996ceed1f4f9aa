package org.knightsarena.api.action;

/**
 * Takes one barbarian from a hex prisoner, as the Intrigue card says
 * (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @param hex a hex holding barbarians, 0 or more
 *
 * @since 0.4
 */
public record TakePrisoner(int hex) implements Action {
    /** @throws IllegalArgumentException if the id is negative */
    public TakePrisoner {
        Ids.check("hex", hex);
    }

    /** @return {@link Action.Kind#TAKE_PRISONER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.TAKE_PRISONER;
    }
}
