package org.knightsarena.tournaments.queue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Replays as stored: the replay's text, UTF-8, gzip-compressed ({@code replays.encoding = 'gzip'}). A
 * played match's is the compact format 2 (header, packed actions, the runner's notes) since issue 15,
 * older rows hold format 1; {@code ReplayJson.read} reads both ({@code docs/replay-format.md}).
 *
 * <p>Stateless and thread-safe.
 */
public final class ReplayCodec {

    /** The code stored in {@code replays.encoding}. */
    public static final String ENCODING = "gzip";

    private ReplayCodec() {}

    /** Compresses a replay's text (never null). */
    public static byte[] compress(String json) {
        Objects.requireNonNull(json, "json");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(json.length() / 8 + 64);
        try (GZIPOutputStream gzip = new FastestGzip(bytes)) {
            gzip.write(json.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError("in-memory streams do not fail", e);
        }
        return bytes.toByteArray();
    }

    /**
     * Gzip at deflate's fastest level. A compact replay of a random-agent game compresses in about
     * half the CPU time of the default level 6 (0.18 against 0.36 ms for 8.6 KB of text; the game
     * itself took 0.9 ms) and comes out some 27 % larger (2.5 against 1.9 KB), docs/benchmarks.md.
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
     * @throws UncheckedIOException if {@code data} is not gzip
     */
    public static String decompress(byte[] data) {
        Objects.requireNonNull(data, "data");
        try (GZIPInputStream gzip = new GZIPInputStream(new ByteArrayInputStream(data))) {
            return new String(gzip.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("stored replay is not valid gzip", e);
        }
    }
}
