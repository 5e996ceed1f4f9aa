package org.knightsarena.tournaments.queue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRunner;

class ReplayCodecTest {

    private static Replay playedReplay() {
        MatchRunner runner = new MatchRunner(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), TimeBudget.DEFAULT);
        List<Agent> agents = List.of(new RandomAgent(), new RandomAgent(), new RandomAgent(), new RandomAgent());
        return runner.play(7, agents, List.of("a", "b", "c", "d")).replay();
    }

    @Test
    void aPlayedMatchsBinaryReplayComesBackWholeAndIsPlainGzip() throws IOException {
        Replay replay = playedReplay();
        ReplayData data = ReplayData.compact(replay);
        byte[] stored = ReplayCodec.compress(data);

        assertEquals(data, ReplayCodec.decompress(stored));
        assertEquals(replay, ReplayCodec.decompress(stored).read());
        try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(stored))) {
            assertArrayEquals(data.bytes(), gzip.readAllBytes(), "any gzip reader reads it");
        }
        assertTrue(stored.length < data.size(), stored.length + " bytes stored for " + data.size());
    }

    @Test
    void aRowOfFormat2TextStoredBeforeTheBinaryFormatStillReads() {
        Replay replay = playedReplay();
        // what ResultRecorder stored until the binary format: the compact text, UTF-8, gzip
        byte[] row = ReplayCodec.compress(ReplayData.text(ReplayJson.writeCompact(replay)));

        ReplayData back = ReplayCodec.decompress(row);
        assertEquals(false, back.isBinary());
        assertEquals(replay, back.read());
        assertEquals(replay, ReplayJson.read(back.json()));
    }

    @Test
    void theSameReplayAlwaysGivesTheSameBytes() {
        ReplayData data = ReplayData.compact(playedReplay());
        assertArrayEquals(ReplayCodec.compress(data), ReplayCodec.compress(ReplayData.compact(playedReplay())));
    }

    @Test
    void bytesThatAreNotGzipAreRefusedSayingSo() {
        UncheckedIOException e = assertThrows(
                UncheckedIOException.class, () -> ReplayCodec.decompress("not gzip".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("not valid gzip"), e.getMessage());
    }
}
