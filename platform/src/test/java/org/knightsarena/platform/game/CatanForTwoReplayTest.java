package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.position.Positions;

/** Catan for Two is deterministic, and its replays and positions carry it byte for byte. */
class CatanForTwoReplayTest {

    private static String replayOf(long seed) {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 2), seed);
        RandomPlay.toTheEnd(game, new Random(seed));
        return ReplayJson.write(Replay.of(game, List.of("uniform", "uniform"), "test"));
    }

    @Test
    void r24_2SameSeedAndChoicesGiveTheSameReplayBytes() {
        String first = replayOf(11);
        assertEquals(first, replayOf(11));
        assertNotEquals(first, replayOf(12), "another seed, another game");
    }

    @Test
    void r24_2ReplaysReRunAndPositionsLoadBackIdentically() {
        for (long seed = 0; seed < 8; seed++) {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 2), seed);
            RandomPlay.steps(game, new Random(seed), 150 + 100 * (int) seed);
            String position = Positions.write(game);
            assertTrue(position.contains("\"catanForTwo\""), "the position keeps the tokens and neutrals");
            Game loaded = Positions.read(position);
            assertEquals(position, Positions.write(loaded), "position, seed " + seed);
            assertEquals(game.state().pieces, loaded.state().pieces, "the neutrals' pieces, seed " + seed);
            assertEquals(game.state().twoPlayer, loaded.state().twoPlayer, "tokens and rolls, seed " + seed);
            String replay = ReplayJson.write(Replay.of(game, List.of("uniform", "uniform"), "test"));
            Game rerun = Rerun.game(ReplayJson.read(replay));
            assertEquals(position, Positions.write(rerun), "re-run replay, seed " + seed);
            RandomPlay.toTheEnd(loaded, new Random(seed + 100));
            RandomPlay.toTheEnd(game, new Random(seed + 100));
            assertEquals(Positions.write(game), Positions.write(loaded), "a loaded game plays on as the saved one");
        }
    }
}
