package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;

import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;

/** The binary compact replay (format 3): real games of every variant come back whole; bad bytes fail clearly. */
class BinaryReplayTest {

    private static final List<String> NAMES = List.of("alpha", "beta", "gamma", "delta", "epsilon", "zeta");

    private static Replay played(GameOptions options, long seed) {
        Game game = options.scenario().isPresent()
                ? Game.create(options, seed, Scenarios::deal)
                : Game.create(options, seed);
        RandomPlay.toTheEnd(game, new Random(seed * 31 + 7));
        return Replay.of(game, NAMES.subList(0, options.playerCount()), "test");
    }

    /** Every ruleset and variant the engine plays, one game each (two seeds for the common ones). */
    private static List<Replay> everyVariant() {
        List<Replay> games = new ArrayList<>();
        for (Ruleset ruleset : Ruleset.values()) {
            for (int players = 2; players <= 6; players++) {
                games.add(played(GameOptions.standard(ruleset, players), 10 + players));
                games.add(played(GameOptions.standard(ruleset, players).withBarbarianAttack(), 20 + players));
            }
            games.add(played(GameOptions.standard(ruleset, 4), 1));
            games.add(played(GameOptions.standard(ruleset, 3).withMap(GameOptions.MapChoice.BEGINNER), 2));
        }
        long seed = 30;
        for (String scenario : Scenarios.names()) {
            seed++;
            Ruleset ruleset = seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
            games.add(played(GameOptions.standard(ruleset, 4).withScenario(scenario), seed));
        }
        return games;
    }

    @Test
    void gamesOfEveryVariantReadBackEqualToTheOriginalReplay() {
        for (Replay replay : everyVariant()) {
            String what = replay.header().options().toString();
            ReplayData data = ReplayData.compact(replay);
            assertTrue(data.isBinary(), what);

            Replay back = data.read();

            assertSameItems(replay.events(), back.events(), what + ": events");
            assertEquals(replay, back, what);
            assertArrayEquals(data.bytes(), ReplayData.compact(back).bytes(), what + ": the same bytes again");
        }
    }

    @Test
    void faultsAndEjectionsKeepTheirPlaceAndAreReadWithoutReRunning() {
        for (Ruleset ruleset : Ruleset.values()) {
            Replay replay = CompactReplayTest.matchWithFaults(ruleset);
            List<GameEvent> notes =
                    replay.events().stream().filter(Game::isRunnerNote).toList();
            assertFalse(notes.isEmpty(), ruleset.toString());
            ReplayData data = ReplayData.compact(replay);

            assertEquals(replay, data.read(), ruleset.toString());
            assertEquals(notes, data.runnerNotes(), ruleset.toString());
        }
    }

    @Test
    void theBinaryFormIsSmallerThanTheCompactText() {
        Replay replay = CompactReplayTest.randomGame(1);
        ReplayData data = ReplayData.compact(replay);
        int text = ReplayJson.writeCompact(replay).getBytes(StandardCharsets.UTF_8).length;

        assertTrue(data.size() * 3 < text * 2, data.size() + " bytes against " + text + " of format 2");
        assertEquals("KAR", new String(data.bytes(), 0, 3, StandardCharsets.US_ASCII));
        assertEquals(Replay.BINARY_FORMAT_VERSION, data.bytes()[3]);
    }

    @Test
    void jsonReplaysOfFormatsOneAndTwoReadThroughTheSameDoor() {
        Replay replay = CompactReplayTest.randomGame(2);
        ReplayData compactText = ReplayData.text(ReplayJson.writeCompact(replay));
        ReplayData fullText = ReplayData.text(ReplayJson.write(replay));

        assertEquals(replay, compactText.read());
        assertEquals(replay, fullText.read());
        assertEquals(ReplayJson.write(replay), ReplayData.compact(replay).json(), "the JSON view is format 1");
        assertEquals(ReplayJson.write(replay), fullText.json());
    }

    @Test
    void aBinaryReplayFileIsReadByTheFileReaderAsArenaReplayDoes(@TempDir Path dir) throws Exception {
        Replay replay = CompactReplayTest.randomGame(5);
        Path file =
                Files.write(dir.resolve("game.bin"), ReplayData.compact(replay).bytes());

        assertEquals(replay, ReplayJson.read(file));
    }

    @Test
    void everyTruncationFailsWithAClearMessage() {
        byte[] bytes = ReplayData.compact(CompactReplayTest.randomGame(0)).bytes();
        for (int length = 3; length < bytes.length; length += Math.max(1, length / 8)) {
            byte[] cut = Arrays.copyOf(bytes, length);
            ReplayFormatException e = assertThrows(
                    ReplayFormatException.class, () -> ReplayData.of(cut).read(), "cut at " + length);
            assertTrue(
                    e.getMessage().contains("byte") || e.getMessage().contains("re-run"),
                    "cut at " + length + ": " + e.getMessage());
        }
    }

    @Test
    void aNewerVersionIsRefusedNamingBothVersions() {
        byte[] bytes = ReplayData.compact(CompactReplayTest.randomGame(0)).bytes();
        bytes[3] = 4;

        ReplayFormatException e = assertThrows(
                ReplayFormatException.class, () -> ReplayData.of(bytes).read());
        assertEquals("replay format 4 is newer than this engine reads (3)", e.getMessage());
    }

    @Test
    void corruptBytesFailAsAFormatErrorNeverAnotherException() {
        byte[] bytes = ReplayData.compact(CompactReplayTest.randomGame(0)).bytes();
        Random random = new Random(15);
        int failed = 0;
        for (int trial = 0; trial < 200; trial++) {
            byte[] corrupt = bytes.clone();
            for (int k = 0; k < 3; k++) {
                corrupt[4 + random.nextInt(corrupt.length - 4)] = (byte) random.nextInt(256);
            }
            try {
                ReplayData.of(corrupt).read();
            } catch (ReplayFormatException e) {
                failed++;
            }
        }
        // a byte changed inside a number can still give a legal game, which then reads; most do not
        assertTrue(failed > 100, failed + " of 200 corrupt replays refused");
    }

    @Test
    void trailingBytesAndHugeCountsAreRefused() {
        byte[] bytes = ReplayData.compact(CompactReplayTest.randomGame(0)).bytes();
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 2);
        ReplayFormatException e = assertThrows(
                ReplayFormatException.class, () -> ReplayData.of(longer).read());
        assertTrue(e.getMessage().contains("2 bytes follow the end of the replay"), e.getMessage());

        // a count of 2^31 - 1 types: refused before anything is allocated
        byte[] huge = {'K', 'A', 'R', 3, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07};
        e = assertThrows(ReplayFormatException.class, () -> ReplayData.of(huge).read());
        assertEquals("corrupt binary replay at byte 4: the number of types is 2147483647, more than 5", e.getMessage());
    }

    @Test
    void theBinaryHeaderWritesEveryComponentOfTheRecordsItStandsFor() {
        // BinaryHeader writes these fields by hand: a new component must be added there (and to
        // docs/replay-format.md), or a replay would drop it without a word
        assertEquals(
                List.of(
                        "ruleset",
                        "playerCount",
                        "pointsToWin",
                        "turnCap",
                        "map",
                        "start",
                        "scenario",
                        "barbarianAttack"),
                components(GameOptions.class));
        assertEquals(List.of("terrains", "tokens", "harbours"), components(Board.MapSpec.class));
        assertEquals(
                List.of("formatVersion", "engineVersion", "options", "map", "seed", "agents"),
                components(Replay.Header.class));
    }

    private static List<String> components(Class<?> record) {
        return Arrays.stream(record.getRecordComponents())
                .map(RecordComponent::getName)
                .toList();
    }
}
