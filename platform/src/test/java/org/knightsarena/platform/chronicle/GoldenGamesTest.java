package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.position.Positions;

/**
 * across engine changes: games recorded before issue 14 re-housed the rules (see
 * {@code golden/README.md} in the test resources) re-run to the same replay and the same positions,
 * byte for byte.
 */
class GoldenGamesTest {

    private static final String FOLDER = "/org/knightsarena/platform/golden/";

    private static String fixture(String name) {
        try (InputStream in = GoldenGamesTest.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                return null;
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String required(String name) {
        String text = fixture(name);
        if (text == null) {
            fail("no golden file " + name);
        }
        return text;
    }

    /** Re-runs a replay's actions until the game has produced events #0 to #{@code event}. */
    private static Game rerunThrough(Replay replay, int event) {
        Game game = Game.create(replay.header().options(), replay.header().seed());
        int index = 0;
        while (game.events().size() <= event) {
            game.apply(replay.actions().get(index++).action());
        }
        return game;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "base-4p-heuristic-s101",
                "base-3p-beginner-s102",
                "ck-4p-heuristic-s103",
                "ck-3p-easystart-s104",
                "ck-4p-random-s105"
            })
    @DisplayName(
            "R-22.2 a replay recorded before the engine was re-housed re-runs to the same replay JSON byte for byte")
    void goldenReplayRerunsByteForByte(String name) {
        String stored = required(name + ".json");
        Replay replay = ReplayJson.read(stored);

        Game rerun = Rerun.game(replay);

        assertTrue(rerun.isOver(), name + " was recorded to its end");
        assertEquals(replay.events().size(), rerun.events().size(), name + ": events");
        Replay.Header header = replay.header();
        assertSameText(stored, ReplayJson.write(Replay.of(rerun, header.agents(), header.engineVersion())), name);
    }

    @ParameterizedTest(name = "{0} at event {1}")
    @org.junit.jupiter.params.provider.CsvSource({
        "base-4p-heuristic-s101, 200",
        "ck-4p-heuristic-s103, 400",
        "ck-4p-random-s105, 1500"
    })
    @DisplayName("R-22.2 a position recorded before the engine was re-housed comes out of its replay again, reads back "
            + "to the same text and plays on to the same position")
    void goldenPositionIsReproducedReadBackAndPlaysOn(String name, int event) {
        String positionName = name + "-at" + event;
        String stored = required(positionName + ".position.json");

        Game atEvent = rerunThrough(ReplayJson.read(required(name + ".json")), event);
        assertSameText(stored, Positions.write(atEvent), positionName + ": from the replay");

        Game read = Positions.read(stored);
        assertSameText(stored, Positions.write(read), positionName + ": read back");

        RandomPlay.steps(read, new Random(7), 300);
        String continued = Positions.write(read);
        String expected = fixture(positionName + ".continued.position.json");
        if (expected == null) {
            // a new fixture: write it where it can be looked at and copied in, and fail until it is
            Path out = Path.of("target", "golden-new", positionName + ".continued.position.json");
            try {
                Files.createDirectories(out.getParent());
                Files.writeString(out, continued, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            fail("no golden file " + positionName + ".continued.position.json; this engine's is in " + out);
        }
        assertSameText(expected, continued, positionName + ": played on");
    }
}
