package org.knightsarena.platform.game.rules;

import java.util.Objects;
import org.knightsarena.platform.game.state.Phase;

/**
 * What the flow ({@code ActionDispatch}) does after the rules have applied an action: the rules
 * say where play goes next as this value instead of calling the flow or moving the phase, so no
 * class under {@code game.rules} depends on the flow or writes the phase ({@code ArchitectureTest}
 * holds both). The rules may still queue decisions owed ({@code TurnState.owe}); serving them is
 * the flow's.
 *
 * @param step what the flow does
 * @param phase the phase an {@link Step#INTERRUPT} enters, else null
 * @param back where play returns to after an {@link Step#INTERRUPT}, or resumes at once the decisions
 *     owed are served after {@link Step#SERVE_OWED}, else null
 */
public record Continuation(Step step, Phase phase, Phase back) {

    /** The flow's moves, each one named move of {@code TurnState} or of the flow. */
    public enum Step {
        /** Nothing more: play stays in the phase it is in. */
        NONE,
        /**
         * Serve the next pending decision, or else resume the turn where it was interrupted
         * ({@code CitiesAndKnights.proceed}).
         */
        PROCEED,
        /** Roll the dice now, the event die included, then proceed (Alchemist, R-13.5.1). */
        ROLL,
        /** Play moves to {@link #phase} (a robber move, free roads) and afterwards returns to {@link #back}. */
        INTERRUPT,
        /** The interruption is over: play returns where it was interrupted. */
        END_INTERRUPT,
        /** Serve the decisions just queued, then resume at {@link #back}. */
        SERVE_OWED
    }

    public static final Continuation NONE = new Continuation(Step.NONE, null, null);
    public static final Continuation PROCEED = new Continuation(Step.PROCEED, null, null);
    public static final Continuation ROLL = new Continuation(Step.ROLL, null, null);
    public static final Continuation END_INTERRUPT = new Continuation(Step.END_INTERRUPT, null, null);
    /** The robber moves, then play returns to the MainTurn (Bishop, a knight chasing the robber). */
    public static final Continuation ROBBER_THEN_MAIN =
            new Continuation(Step.INTERRUPT, Phase.PLACE_ROBBER, Phase.MAIN);
    /** The decisions queued are served, then play returns to the MainTurn. */
    public static final Continuation OWED_THEN_MAIN = new Continuation(Step.SERVE_OWED, null, Phase.MAIN);

    /** Checks that the phases given are the ones the step uses. */
    public Continuation {
        Objects.requireNonNull(step, "step");
        boolean interrupt = step == Step.INTERRUPT;
        if (interrupt != (phase != null)) {
            throw new IllegalArgumentException(step + " takes " + (interrupt ? "a phase" : "no phase") + ": " + phase);
        }
        boolean returns = interrupt || step == Step.SERVE_OWED;
        if (returns != (back != null)) {
            throw new IllegalArgumentException(
                    step + " takes " + (returns ? "a" : "no") + " phase to go back to: " + back);
        }
    }

    /** @return play moves to {@code phase} and afterwards returns to {@code back} */
    public static Continuation interrupt(Phase phase, Phase back) {
        return phase == Phase.PLACE_ROBBER && back == Phase.MAIN
                ? ROBBER_THEN_MAIN
                : new Continuation(Step.INTERRUPT, phase, back);
    }

    /** @return the decisions queued are served, then play resumes at {@code back} */
    public static Continuation serveOwed(Phase back) {
        return back == Phase.MAIN ? OWED_THEN_MAIN : new Continuation(Step.SERVE_OWED, null, back);
    }
}
