package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;

import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.api.event.IslandBonusEarned;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.chronicle.Rerun;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.platform.position.Positions;

/** Gold picks and island bonuses in the records: replays re-run byte for byte, positions in the GOLD phase. */
class SeafarersGoldRecordsTest {

    /** Through the Desert: its strip (gold, a foreign area) is reached overland, so random play reaches both without ships. */
    private static Game create(Ruleset ruleset, long seed) {
        return Game.create(GameOptions.standard(ruleset, 4).withScenario("through-the-desert"), seed, Scenarios::deal);
    }

    @Test
    @DisplayName(
            "R-23.5, R-23.9: a scenario game with gold picks and island bonuses re-runs from its replay byte for byte")
    void rerunByteForByte() {
        for (Ruleset ruleset : Ruleset.values()) {
            Game game = null;
            for (long seed = 1; game == null; seed++) {
                Game played = create(ruleset, seed);
                RandomPlay.toTheEnd(played, new Random(seed));
                boolean gold = played.events().stream().anyMatch(e -> e instanceof GoldChosen);
                boolean bonus = played.events().stream().anyMatch(e -> e instanceof IslandBonusEarned);
                game = gold && bonus ? played : null;
                assertTrue(seed < 100, "no game with gold picks and an island bonus in 100 seeds");
            }
            List<String> agents = Collections.nCopies(4, "uniform");
            String replay = ReplayJson.write(Replay.of(game, agents, "test"));
            Game rerun = Rerun.game(ReplayJson.read(replay));
            assertEquals(replay, ReplayJson.write(Replay.of(rerun, agents, "test")), ruleset.name());
        }
    }

    @Test
    @DisplayName("R-23.5.2: a position taken while gold picks are owed reads back the same and plays on the same")
    void positionInTheGoldPhase() {
        for (Ruleset ruleset : Ruleset.values()) {
            Game game = create(ruleset, 11);
            Random random = new Random(11);
            for (long seed = 11; game.state().turn.phase() != Phase.GOLD; ) {
                if (game.isOver()) {
                    assertTrue(++seed < 100, "no gold phase in 90 games");
                    game = create(ruleset, seed);
                    random = new Random(seed);
                }
                RandomPlay.steps(game, random, 1);
            }
            String position = Positions.write(game);
            assertTrue(position.contains("\"goldOwed\": "), position);
            Game loaded = Positions.read(position);
            assertEquals(position, Positions.write(loaded), ruleset.name());
            int before = game.events().size();
            RandomPlay.steps(game, new Random(5), 300);
            RandomPlay.steps(loaded, new Random(5), 300);
            assertSameItems(game.events().subList(before, game.events().size()), loaded.events(), ruleset.name());
        }
    }
}
