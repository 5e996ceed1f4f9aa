package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * Seeded random play for tests in any package: each step answers the pending decision with
 * {@link UniformAgent#choose} from the caller's generator, asserts that the answer is legal and
 * applies it. The same game, seed and generator always give the same play.
 */
public final class RandomPlay {

    /** More actions than any real game takes; a game still going after this many is a bug. */
    private static final int RUNAWAY = 1_000_000;

    private RandomPlay() {}

    /**
     * Creates a game and plays it to its end.
     *
     * @param options the game's settings
     * @param seed    the game's seed (board, dice, deck)
     * @param choices where the choices come from
     * @return the finished game
     */
    public static Game play(GameOptions options, long seed, Random choices) {
        Game game = Game.create(options, seed);
        toTheEnd(game, choices);
        return game;
    }

    /** Plays a game to its end. */
    public static void toTheEnd(Game game, Random choices) {
        toTheEnd(game, choices, played -> {});
    }

    /**
     * Plays a game to its end, calling {@code afterEach} after every action (to check
     * invariants, say).
     */
    public static void toTheEnd(Game game, Random choices, Consumer<Game> afterEach) {
        int steps = 0;
        while (!game.isOver()) {
            step(game, choices);
            afterEach.accept(game);
            assertTrue(++steps < RUNAWAY, "runaway game " + game.options());
        }
    }

    /** Plays up to {@code steps} actions, fewer if the game ends first. */
    public static void steps(Game game, Random choices, int steps) {
        for (int i = 0; i < steps && !game.isOver(); i++) {
            step(game, choices);
        }
    }

    private static void step(Game game, Random choices) {
        Decision decision = game.decision();
        Action action = UniformAgent.choose(decision, choices);
        assertEquals(Optional.empty(), decision.validate(action));
        game.applyChecked(action);
    }
}
