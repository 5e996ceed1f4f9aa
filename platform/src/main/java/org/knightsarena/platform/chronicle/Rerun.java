package org.knightsarena.platform.chronicle;

import java.util.List;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.SeatedAction;
import org.knightsarena.platform.maps.Scenarios;

/**
 * Replays a stored game: the header's seed and settings, then every stored action in order. A
 * Seafarers scenario's board is dealt again from the seed by {@link Scenarios#deal}.
 */
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
        Game game = start(replay);
        List<SeatedAction> actions = replay.actions();
        for (int index = 0; index < actions.size(); index++) {
            apply(game, actions.get(index), index);
        }
        return game;
    }

    /**
     * A game re-run part of the way.
     *
     * @param game    the game after the actions
     * @param actions how many of the stored actions were applied
     */
    public record Partial(Game game, int actions) {}

    /**
     * Re-plays a replay's actions from its header until the game's chronicle has {@code events}
     * events (runner notes, which the engine does not make, not counted).
     *
     * @throws ReplayFormatException as {@link #game} does, or if the actions end before that
     */
    public static Partial until(Replay replay, int events) {
        Game game = start(replay);
        List<SeatedAction> actions = replay.actions();
        int index = 0;
        while (game.events().size() < events) {
            if (index == actions.size()) {
                throw new ReplayFormatException(
                        "the stored actions end after " + game.events().size() + " of the " + events + " events");
            }
            apply(game, actions.get(index), index);
            index++;
        }
        return new Partial(game, index);
    }

    private static Game start(Replay replay) {
        Replay.Header h = replay.header();
        Game game;
        try {
            game = Game.create(h.options(), h.seed(), Scenarios::deal);
        } catch (IllegalArgumentException e) {
            throw new ReplayFormatException("the replay's scenario cannot be dealt: " + e.getMessage());
        }
        if (h.map().isPresent() && !game.board().equals(Board.from(h.map().get()))) {
            throw new ReplayFormatException("the replay's map does not match what its seed " + h.seed() + " makes");
        }
        return game;
    }

    private static void apply(Game game, SeatedAction a, int index) {
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
    }
}
