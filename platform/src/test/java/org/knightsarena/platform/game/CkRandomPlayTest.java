package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;

/**
 * Property test for Cities &amp; Knights: seeded games between uniform agents terminate and keep
 * every invariant ({@link Invariants#check}, which covers commodities, walls, knights, progress
 * cards, metropolises and points).
 */
class CkRandomPlayTest {

    static final int GAMES = 10_000;

    @Test
    @DisplayName("R-22.2 10,000 seeded random Cities & Knights games terminate and keep the invariants")
    void randomGamesTerminateAndKeepInvariants() {
        int won = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = RandomPlayTest.playChecked(Ruleset.CITIES_AND_KNIGHTS, g, g % 2 == 0 ? 3 : 4, g % 50 == 0);
            assertTrue(game.isOver(), "game " + g + " did not end");
            Invariants.check(game);
            if (game.winner().isPresent()) {
                won++;
                int winner = game.winner().getAsInt();
                assertTrue(game.victoryPoints(winner) >= 13, "R-16.1 winner below 13");
            }
        }
        assertTrue(won > 0, "some random games should end by a win: " + won);
    }
}
