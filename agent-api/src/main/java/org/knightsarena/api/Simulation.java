package org.knightsarena.api;

import java.util.List;
import java.util.OptionalInt;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;

/**
 * A forward model for search: a private copy of the game that an agent may play forward.
 *
 * <p>It starts from a determinised copy (see {@link GameView#simulate()}); dice and draws in it
 * come from its own generator. Not thread-safe; {@link #copy()} is cheap enough to branch on.
 *
 * @since 0.1
 */
public interface Simulation {

    /** @return true once someone has won or the turn cap is reached */
    boolean isOver();

    /**
     * @return the pending decision
     * @throws IllegalStateException if the game is over
     */
    Decision decision();

    /** @return the listable legal actions of the pending decision (see {@link Decision#options()}) */
    List<Action> legalActions();

    /**
     * Applies an action for the seat that must decide.
     *
     * @param action a legal answer to {@link #decision()}
     * @throws IllegalArgumentException with the reason if the action is not legal
     */
    void apply(Action action);

    /** @return the victory points of {@code seat}, hidden ones included */
    int victoryPoints(int seat);

    /** @return the winner, once there is one */
    OptionalInt winner();

    /**
     * Returns the number of the current turn, counted as {@link GameView#turn()} counts it.
     *
     * @return 0 during setup, then 1 or more, one per player's turn
     */
    int turn();

    /** @return the view of {@code seat} on this simulation */
    GameView view(int seat);

    /** @return an independent copy */
    Simulation copy();
}
