package org.knightsarena.platform.chronicle;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * A finished (or stopped) game as stored: the header, the whole chronicle, and every action
 * in the order it was applied. Re-running the actions from the header's seed reproduces the
 * chronicle exactly.
 *
 * @param header  how the game was set up
 * @param events  every event, private ones included, oldest first
 * @param actions every applied action with the seat that took it, oldest first
 */
public record Replay(Header header, List<GameEvent> events, List<SeatedAction> actions) {

    /**
     * The version of the full replay format, every event and action as JSON, written by
     * {@link ReplayJson#write}: the form the viewer, the API and {@code arena replay} show.
     */
    public static final int FORMAT_VERSION = 1;

    /**
     * The version of the compact replay format, written by {@link ReplayJson#writeCompact}: the
     * header, the packed action list and the match runner's notes, the other events re-derived by
     * re-running the actions when it is read. Reading it gives the replay that format
     * {@link #FORMAT_VERSION} would.
     */
    public static final int COMPACT_FORMAT_VERSION = 2;

    /**
     * The version of the binary compact format, written by {@link ReplayData#compact}: what format
     * {@link #COMPACT_FORMAT_VERSION} holds, as varints straight into bytes; what a match stores.
     * Reading it gives the replay that format {@link #FORMAT_VERSION} would.
     */
    public static final int BINARY_FORMAT_VERSION = 3;

    /** Copies the lists. */
    public Replay {
        Objects.requireNonNull(header, "header");
        events = List.copyOf(events);
        actions = List.copyOf(actions);
    }

    /**
     * Returns the replay of a game so far.
     *
     * @param game          the game, never null
     * @param agents        the agent names by seat
     * @param engineVersion the version of this engine
     */
    public static Replay of(Game game, List<String> agents, String engineVersion) {
        return new Replay(
                new Header(FORMAT_VERSION, engineVersion, game.options(), mapOf(game), game.seed(), agents),
                game.events(),
                game.actions());
    }

    /** A scenario game's board is re-dealt from its seed, so only the standard islands are written. */
    private static Optional<Board.MapSpec> mapOf(Game game) {
        return game.options().scenario().isPresent()
                ? Optional.empty()
                : Optional.of(game.initialBoard().spec());
    }

    /**
     * The set-up of a game.
     *
     * @param formatVersion the replay format, {@link #FORMAT_VERSION} when written by this engine
     * @param engineVersion the engine's version
     * @param options       the game's settings
     * @param map           the board as played on a standard island; empty exactly when the
     *                      options name a Seafarers scenario, whose board the seed deals again
     * @param seed          the seed of the game's generator
     * @param agents        the agent names, indexed by seat
     */
    public record Header(
            int formatVersion,
            String engineVersion,
            GameOptions options,
            Optional<Board.MapSpec> map,
            long seed,
            List<String> agents) {
        /** Copies the agent names. */
        public Header {
            Objects.requireNonNull(engineVersion, "engineVersion");
            Objects.requireNonNull(options, "options");
            checkMap(options, map);
            agents = List.copyOf(agents);
        }

        /** @throws IllegalArgumentException unless the map is given exactly when no scenario is named */
        static void checkMap(GameOptions options, Optional<Board.MapSpec> map) {
            Objects.requireNonNull(map, "map");
            if (map.isPresent() == options.scenario().isPresent()) {
                throw new IllegalArgumentException(
                        map.isPresent()
                                ? "a game on scenario " + options.scenario().get()
                                        + " has no standard-island map (map must be null)"
                                : "a game on the standard island needs its map");
            }
        }
    }
}
