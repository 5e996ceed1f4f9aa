package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.event.GameEvent;
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

    /**
     * Re-derives a compact replay's chronicle (formats 2 and 3): re-runs the actions from the
     * header's seed and puts the runner's notes back at their places.
     *
     * @param events how many events the game's chronicle held, the notes included
     * @throws ReplayFormatException if an action is not legal where it stands, the re-run gives
     *                               another number of events, or a note is out of place
     */
    static Replay compact(
            ReplayJson.HeaderDocument header, List<SeatedAction> played, int events, List<ReplayJson.Note> notes) {
        Replay.Header h = new Replay.Header(
                Replay.FORMAT_VERSION,
                header.engineVersion(),
                header.options(),
                header.map(),
                header.seed(),
                header.agents());
        Game game;
        try {
            game = game(new Replay(h, List.of(), played));
        } catch (ReplayFormatException e) {
            throw new ReplayFormatException(
                    "a compact replay is re-run to show its events, but " + e.getMessage() + " (engine "
                            + header.engineVersion() + " played it)",
                    e);
        }
        List<GameEvent> derived = game.events();
        if (derived.size() + notes.size() != events) {
            throw new ReplayFormatException("the compact replay's actions re-run to " + derived.size()
                    + " events and it has " + notes.size() + " notes, but the game had " + events
                    + " events: this engine's rules no longer reproduce the game (engine " + header.engineVersion()
                    + " played it)");
        }
        List<GameEvent> chronicle = new ArrayList<>(events);
        int next = 0;
        for (ReplayJson.Note note : notes) {
            if (note.at() < chronicle.size() || note.at() >= events) {
                throw new ReplayFormatException(
                        "note at " + note.at() + " is out of order or past the " + events + " events");
            }
            while (chronicle.size() < note.at()) {
                chronicle.add(derived.get(next++));
            }
            chronicle.add(note.event());
        }
        chronicle.addAll(derived.subList(next, derived.size()));
        return new Replay(h, chronicle, played);
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
