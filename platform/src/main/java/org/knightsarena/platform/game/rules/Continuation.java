package org.knightsarena.platform.game.rules;

/** What {@link ActionDispatch} does after the rules have applied an action. */
public enum Continuation {
    /** Nothing more: the rules have set the next decision themselves. */
    NONE,
    /**
     * Serve the next pending decision, or else resume the turn where it was interrupted
     * ({@link CitiesAndKnights#proceed}).
     */
    PROCEED
}
