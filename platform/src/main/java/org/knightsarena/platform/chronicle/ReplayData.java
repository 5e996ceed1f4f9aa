package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.event.GameEvent;

/**
 * A replay as a match outcome carries it and the database stores it: the bytes of a binary replay
 * (format 3, what a played match writes since issue 15's binary form), or the UTF-8 text of a
 * JSON replay (format 1 or 2: older stored rows, and the games a person played at a table). The
 * first bytes tell the forms apart, so every reader takes either.
 *
 * <p>Immutable: the bytes are copied in and out (a few kilobytes, next to the milliseconds of the
 * game). Equal when the bytes are.
 *
 * @param bytes the replay's bytes; empty for a match that has no replay (aborted)
 */
public record ReplayData(byte[] bytes) {

    /** No replay: an aborted match's. */
    public static final ReplayData EMPTY = new ReplayData(new byte[0]);

    /** Copies the bytes. */
    public ReplayData {
        bytes = bytes.clone();
    }

    /**
     * Writes a played game's replay in the binary compact format ({@link Replay#BINARY_FORMAT_VERSION}).
     *
     * @param replay a replay of a played game, as {@link Replay#of} makes it; its header's format
     *               version {@link Replay#FORMAT_VERSION}
     * @return the replay's data; the same replay always gives the same bytes
     * @throws IllegalArgumentException if the header names another format version
     */
    public static ReplayData compact(Replay replay) {
        return new ReplayData(BinaryReplay.write(replay));
    }

    /** @return a JSON replay's text (format 1 or 2) as data, UTF-8 */
    public static ReplayData text(String json) {
        return new ReplayData(json.getBytes(StandardCharsets.UTF_8));
    }

    /** @return data of either form, as read from a file or a stored row (copied) */
    public static ReplayData of(byte[] bytes) {
        return new ReplayData(bytes);
    }

    /** @return a copy of the bytes */
    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    /** @return how many bytes the replay takes */
    public int size() {
        return bytes.length;
    }

    /** @return whether there is no replay */
    @JsonIgnore // a question, not a property: an outcome crosses the worker pipe as JSON with only its bytes
    public boolean isEmpty() {
        return bytes.length == 0;
    }

    /** @return whether this is a binary replay (format 3 or a later one), not JSON text */
    @JsonIgnore // likewise
    public boolean isBinary() {
        return BinaryReplay.isBinary(bytes);
    }

    /**
     * Reads the replay, re-deriving the events of a compact one by re-running its actions.
     *
     * @return the replay, its header's format version {@link Replay#FORMAT_VERSION} in every format
     * @throws ReplayFormatException if the data is not a valid replay of a format this engine reads
     *                               (truncated, corrupt or newer), or its actions no longer re-run
     */
    public Replay read() {
        return isBinary() ? BinaryReplay.read(bytes) : ReplayJson.read(text());
    }

    /**
     * Reads only the match runner's events (faults and ejections), without re-running a compact
     * replay's actions ({@link ReplayJson#readRunnerNotes}).
     *
     * @throws ReplayFormatException if the data is not a valid replay
     */
    public List<GameEvent> runnerNotes() {
        return isBinary() ? BinaryReplay.readRunnerNotes(bytes) : ReplayJson.readRunnerNotes(text());
    }

    /**
     * The JSON view for readers that take text (the viewer, {@code arena replay}): a JSON replay
     * as it is; a binary one read, re-run and written as format 1 ({@link ReplayJson#write}).
     *
     * @throws ReplayFormatException if a binary replay does not read
     */
    public String json() {
        return isBinary() ? ReplayJson.write(read()) : text();
    }

    private String text() {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReplayData d && Arrays.equals(bytes, d.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /** @return the form and size, not the bytes */
    @Override
    public String toString() {
        return "ReplayData[" + (isEmpty() ? "empty" : (isBinary() ? "binary, " : "text, ") + bytes.length + " bytes]");
    }
}
