package org.knightsarena.tournaments.queue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.knightsarena.platform.chronicle.ReplayData;

/**
 * Replays as stored: the replay's bytes gzip-compressed ({@code replays.encoding = 'gzip'}). A played
 * match's is the binary compact format 3 (issue 15); older rows hold the UTF-8 text of format 2 or
 * 1. The encoding names the compression only: {@link ReplayData} tells the forms apart by the
 * first bytes after decompressing ({@code docs/replay-format.md}), so every row reads alike.
 *
 * <p>Stateless and thread-safe.
 */
public final class ReplayCodec {

    /** The code stored in {@code replays.encoding}. */
    public static final String ENCODING = "gzip";

    private ReplayCodec() {}

    /** Compresses a replay's data (never null). */
    public static byte[] compress(ReplayData replay) {
        Objects.requireNonNull(replay, "replay");
        byte[] raw = replay.bytes();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(raw.length / 2 + 64);
        try (GZIPOutputStream gzip = new FastestGzip(bytes)) {
            gzip.write(raw);
        } catch (IOException e) {
            throw new AssertionError("in-memory streams do not fail", e);
        }
        return bytes.toByteArray();
    }

    /**
     * Gzip at deflate's fastest level. A compact replay of a random-agent game compresses in about
     * half the CPU time of the default level 6 (0.18 against 0.36 ms for 8.6 KB of format-2 text; the
     * game itself took 0.9 ms) and comes out some 27 % larger (2.5 against 1.9 KB), docs/benchmarks.md.
     * The stream is plain gzip, so every stored replay reads the same way.
     */
    private static final class FastestGzip extends GZIPOutputStream {
        FastestGzip(ByteArrayOutputStream out) throws IOException {
            super(out);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }

    /**
     * Decompresses what {@link #compress} made.
     *
     * @return the replay's data, of whichever format the row holds
     * @throws UncheckedIOException if {@code data} is not gzip
     */
    public static ReplayData decompress(byte[] data) {
        Objects.requireNonNull(data, "data");
        try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(data))) {
            return ReplayData.of(gzip.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("stored replay is not valid gzip", e);
        }
    }
}
