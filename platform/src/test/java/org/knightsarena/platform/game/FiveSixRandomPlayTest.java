package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.board.ExtensionMap;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.position.Positions;

/**
 * Property test for 5 and 6 players: seeded games between uniform agents on the extension's
 * island, base and Cities &amp; Knights, keep every invariant ({@link Invariants#check}) after every
 * action and end with a winner at the target or at the turn cap, without an exception.
 */
class FiveSixRandomPlayTest {

    /** Games per ruleset and table; {@code -Dvariants.games=N} for another count (the full run is 1,000). */
    static final int GAMES = Integer.getInteger("variants.games", 200);

    @ParameterizedTest(name = "R-24.4 {0} with {1} players: random games keep the invariants after every step")
    @CsvSource({"BASE, 5", "BASE, 6", "CITIES_AND_KNIGHTS, 5", "CITIES_AND_KNIGHTS, 6"})
    void randomGamesKeepTheInvariants(Ruleset ruleset, int players) {
        int won = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = RandomPlayTest.playChecked(ruleset, g, players, true);
            assertSame(ExtensionMap.topology(), game.board().topology(), "R-24.4.1 the extension's island");
            assertEquals(players, game.options().playerCount());
            assertTrue(game.isOver(), "game " + g + " did not end");
            if (game.winner().isPresent()) {
                won++;
                int winner = game.winner().getAsInt();
                assertTrue(game.victoryPoints(winner) >= game.options().pointsToWin(), "winner below target");
            } else {
                assertEquals(game.options().turnCap(), game.turn(), "a game without a winner ends at the cap");
            }
        }
        assertTrue(won > GAMES / 2, "most random games should end by a win, not the cap: " + won);
    }

    @ParameterizedTest(name = "R-24.4 {0} with {1} players: replays re-run and positions load back identically")
    @CsvSource({"BASE, 5", "BASE, 6", "CITIES_AND_KNIGHTS, 5", "CITIES_AND_KNIGHTS, 6"})
    void replaysAndPositionsCarryTheExtension(Ruleset ruleset, int players) {
        for (long seed = 0; seed < 5; seed++) {
            Game game = Game.create(GameOptions.standard(ruleset, players), seed);
            RandomPlay.steps(game, new Random(seed), 400 + 300 * (int) seed);
            String position = Positions.write(game);
            assertEquals(position, Positions.write(Positions.read(position)), "position, seed " + seed);
            List<String> agents = java.util.Collections.nCopies(players, "uniform");
            String replay = ReplayJson.write(Replay.of(game, agents, "test"));
            Game rerun = Rerun.game(ReplayJson.read(replay));
            assertEquals(position, Positions.write(rerun), "re-run replay, seed " + seed);
        }
    }
}
