package org.knightsarena.api.action;

/**
 * Plays Deserter: the opponent removes one of their knights, then the player may place one of their
 * own (docs/rules/progress-cards.md#R-13.7.3).
 *
 * @param opponent an opponent with a knight
 *
 * @since 0.1
 */
public record PlayDeserter(int opponent) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayDeserter {
        Ids.check("opponent", opponent);
    }

    /** @return {@link Action.Kind#PLAY_DESERTER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_DESERTER;
    }
}
