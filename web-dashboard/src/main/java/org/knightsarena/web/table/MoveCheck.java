package org.knightsarena.web.table;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;

/**
 * The checks of a person's move at a {@link Table}, in the order the answer names the first one
 * failed: the game is on, the seat is theirs, the move answers the current decision, it is their
 * turn, and the option or action is legal. Changes nothing. Stateless.
 */
final class MoveCheck {
    private MoveCheck() {}

    /**
     * @return the action the move stands for
     * @throws MoveRefused naming what is wrong with it
     */
    static Action legalAction(Move move, Game game, TableStatus status, long id, int seat, List<String> players) {
        if (status != TableStatus.PLAYING) {
            throw new MoveRefused(MoveRefused.Reason.OVER, "game " + id + " is " + status.code() + "; no more moves");
        }
        if (move.seat() != null && move.seat() != seat) {
            throw new MoveRefused(
                    MoveRefused.Reason.NOT_YOUR_SEAT,
                    "you play seat " + seat + " in game " + id + ", not seat " + move.seat());
        }
        if (move.decision() == null) {
            throw new MoveRefused(
                    MoveRefused.Reason.ILLEGAL,
                    "a move says which decision it answers: \"decision\": "
                            + game.actions().size() + " (the view's decisionNumber)");
        }
        if (move.decision() != game.actions().size()) {
            throw new MoveRefused(
                    MoveRefused.Reason.STALE,
                    "this move answers decision " + move.decision() + ", but the game has moved on to decision "
                            + game.actions().size() + "; reload the game and choose again");
        }
        if (game.decider() != seat) {
            throw new MoveRefused(
                    MoveRefused.Reason.NOT_YOUR_TURN,
                    "it is " + players.get(game.decider()) + "'s turn to decide (seat " + game.decider()
                            + "), not yours");
        }
        Decision decision = game.decision();
        if ((move.option() == null) == (move.action() == null)) {
            throw new MoveRefused(
                    MoveRefused.Reason.ILLEGAL,
                    "a move gives either \"option\" (the index of a listed" + " option) or \"action\", not "
                            + (move.option() == null ? "neither" : "both"));
        }
        if (move.option() != null) {
            List<Action> options = decision.options();
            if (move.option() < 0 || move.option() >= options.size()) {
                throw new MoveRefused(
                        MoveRefused.Reason.ILLEGAL,
                        "option " + move.option() + " is not listed: "
                                + decision.getClass().getSimpleName() + " has "
                                + (options.isEmpty()
                                        ? "no listed options; send an \"action\""
                                        : "options 0 to " + (options.size() - 1)));
            }
            return options.get(move.option());
        }
        Action action;
        try {
            action = ReplayJson.readAction(move.action().toString());
        } catch (ReplayFormatException | IllegalArgumentException e) {
            throw new MoveRefused(MoveRefused.Reason.ILLEGAL, "the action could not be read: " + e.getMessage());
        }
        Optional<String> violation = game.check(action);
        if (violation.isPresent()) {
            throw new MoveRefused(MoveRefused.Reason.ILLEGAL, "that move is not legal: " + violation.get());
        }
        return action;
    }
}
