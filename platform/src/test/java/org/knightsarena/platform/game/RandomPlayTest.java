package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;

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
        RandomPlay.toTheEnd(game, new Random(seed), checkEveryStep ? Invariants::check : played -> {});
        return game;
    }
}
