package org.knightsarena.platform.chronicle;

import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.SeatedAction;

/** Replays a stored game: the header's seed and settings, then every stored action in order. */
public final class Rerun {
    private Rerun() {}

    /**
     * Re-plays a replay's actions from its header.
     *
     * @param replay the stored game
     * @return the game after the last stored action
     * @throws ReplayFormatException if the header's map does not come out of its seed, or an
     *         action is not legal where it stands (the replay was altered or comes from another engine)
     */
    public static Game game(Replay replay) {
        Replay.Header h = replay.header();
        Game game = Game.create(h.options(), h.seed());
        if (!game.board().equals(Board.from(h.map()))) {
            throw new ReplayFormatException("the replay's map does not match what its seed " + h.seed() + " makes");
        }
        int index = 0;
        for (SeatedAction a : replay.actions()) {
            if (game.decider() != a.seat()) {
                throw new ReplayFormatException(
                        "action " + index + " is by seat " + a.seat() + " but seat " + game.decider() + " must decide");
            }
            try {
                game.apply(a.action());
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new ReplayFormatException(
                        "action " + index + " (" + a.action() + ") is not legal: " + e.getMessage());
            }
            index++;
        }
        return game;
    }
}
