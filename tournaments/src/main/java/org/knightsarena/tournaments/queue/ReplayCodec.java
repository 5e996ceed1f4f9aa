package org.knightsarena.tournaments.queue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Replays as stored: the replay JSON, UTF-8, gzip-compressed ({@code replays.encoding = 'gzip'}).
 *
 * <p>Stateless and thread-safe.
 */
public final class ReplayCodec {

  /** The code stored in {@code replays.encoding}. */
  public static final String ENCODING = "gzip";

  private ReplayCodec() {}

  /** Compresses replay JSON (never null). */
  public static byte[] compress(String json) {
    Objects.requireNonNull(json, "json");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(json.length() / 8 + 64);
    try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
      gzip.write(json.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AssertionError("in-memory streams do not fail", e);
    }
    return bytes.toByteArray();
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
