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
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRunner;

class ReplayCodecTest {

    private static String playedReplay() {
        MatchRunner runner = new MatchRunner(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), TimeBudget.DEFAULT);
        List<Agent> agents = List.of(new RandomAgent(), new RandomAgent(), new RandomAgent(), new RandomAgent());
        return ReplayJson.writeCompact(
                runner.play(7, agents, List.of("a", "b", "c", "d")).replay());
    }

    @Test
    void aPlayedMatchsReplayComesBackWholeAndIsPlainGzipSeveralTimesSmaller() throws IOException {
        String json = playedReplay();
        byte[] stored = ReplayCodec.compress(json);

        assertEquals(json, ReplayCodec.decompress(stored));
        try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(stored))) {
            assertEquals(json, new String(gzip.readAllBytes(), StandardCharsets.UTF_8), "any gzip reader reads it");
        }
        int text = json.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(stored.length * 3 < text, stored.length + " bytes stored for " + text + " of text");
    }

    @Test
    void theSameTextAlwaysGivesTheSameBytes() {
        String json = playedReplay();
        assertArrayEquals(ReplayCodec.compress(json), ReplayCodec.compress(json));
    }

    @Test
    void bytesThatAreNotGzipAreRefusedSayingSo() {
        UncheckedIOException e = assertThrows(
                UncheckedIOException.class, () -> ReplayCodec.decompress("not gzip".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("not valid gzip"), e.getMessage());
    }
}
