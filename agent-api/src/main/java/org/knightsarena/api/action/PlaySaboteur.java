package org.knightsarena.api.action;

/**
 * Plays Saboteur: every opponent with as many or more points discards half their hand
 * (docs/rules/progress-cards.md#R-13.7.6).
 *
 * @since 0.1
 */
public record PlaySaboteur() implements Action {
    /** The one instance; the record has no state. */
    public static final PlaySaboteur INSTANCE = new PlaySaboteur();

    /** @return {@link Action.Kind#PLAY_SABOTEUR} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_SABOTEUR;
    }
}
