package org.knightsarena.platform.game.rules;

/**
 * What the flow ({@code ActionDispatch}) does after the rules have applied an action: the rules
 * name the next step instead of calling the flow, so no class under {@code game.rules} depends on it.
 */
public enum Continuation {
    /** Nothing more: the rules have set the next decision themselves. */
    NONE,
    /**
     * Serve the next pending decision, or else resume the turn where it was interrupted
     * ({@code CitiesAndKnights.proceed}).
     */
    PROCEED,
    /** Roll the dice now, the event die included, then proceed (Alchemist, R-13.5.1). */
    ROLL
}
