package org.knightsarena.api.action;

/**
 * Plays Spy: looks at an opponent's progress cards and takes one (docs/rules/progress-cards.md#R-13.7.7).
 *
 * @param opponent an opponent holding a progress card
 *
 * @since 0.1
 */
public record PlaySpy(int opponent) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlaySpy {
        Ids.check("opponent", opponent);
    }

    /** @return {@link Action.Kind#PLAY_SPY} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_SPY;
    }
}
