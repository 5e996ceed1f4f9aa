package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;

/** Property test: seeded random games terminate and keep every invariant after every action. */
class RandomPlayTest {

    static final int GAMES = 10_000;

    @Test
    @DisplayName("R-22.2 10,000 seeded random base games terminate and keep the invariants")
    void randomGamesTerminateAndKeepInvariants() {
        int won = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = playChecked(Ruleset.BASE, g, g % 2 == 0 ? 3 : 4, g % 50 == 0);
            assertTrue(game.isOver(), "game " + g + " did not end");
            Invariants.check(game);
            if (game.winner().isPresent()) {
                won++;
                int winner = game.winner().getAsInt();
                assertTrue(game.victoryPoints(winner) >= game.options().pointsToWin(), "R-21.9 winner below target");
            }
        }
        assertTrue(won > GAMES / 2, "most random games should end by a win, not the cap: " + won);
    }

    /** Plays a game with uniform agents; checks the invariants after every action when asked. */
    static Game playChecked(Ruleset ruleset, long seed, int players, boolean checkEveryStep) {
        Game game = Game.create(GameOptions.standard(ruleset, players), seed);
        Random random = new Random(seed);
        int steps = 0;
        while (!game.isOver()) {
            Decision d = game.decision();
            Action a = UniformAgent.choose(d, random);
            assertEquals(java.util.Optional.empty(), d.validate(a));
            game.applyChecked(a);
            if (checkEveryStep) {
                Invariants.check(game);
            }
            assertTrue(++steps < 1_000_000, "runaway game " + seed);
        }
        return game;
    }
}
