package org.knightsarena.platform.position;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.PositionFormatException;
import org.knightsarena.platform.game.state.PositionNode;
import org.knightsarena.platform.maps.Scenarios;

/**
 * Saves the whole state of a game as a JSON <em>position</em> and loads it back, so that a game
 * can be continued from any point: by a bot author reproducing a situation, in a bug report, or
 * in a rule test. The format is described in {@code docs/position-format.md}; what a position
 * holds is the engine's ({@link Game#position()}), its text is this class's.
 *
 * <p>Loading gives a game whose position, written again, is the same text, and which plays on
 * exactly as the saved game would have. Not saved: the game's history and forced dice.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class Positions {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private Positions() {}

    /**
     * Writes the position of a game.
     *
     * @param game the game, never null; it is not changed
     * @return the JSON text, ending with a newline; the same state always gives the same text
     */
    public static String write(Game game) {
        Objects.requireNonNull(game, "game");
        return PositionLayout.layout(game.position());
    }

    /**
     * Writes the position of a game to a UTF-8 file, replacing it if it exists.
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public static void write(Game game, Path file) {
        String json = write(game);
        try {
            Files.writeString(Objects.requireNonNull(file, "file"), json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write position " + file, e);
        }
    }

    /**
     * Reads a position.
     *
     * @param json the JSON text, never null
     * @return a game in that position, with an empty history and nothing forced
     * @throws PositionFormatException if the text is malformed, of another format version, or does
     *                                 not describe a consistent game; the message names the JSON path
     */
    public static Game read(String json) {
        Objects.requireNonNull(json, "json");
        JsonNode tree;
        try {
            tree = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new PositionFormatException("malformed JSON: " + e.getOriginalMessage()
                    + (at == null || at.getLineNr() < 1
                            ? ""
                            : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        }
        if (tree == null || !tree.isObject()) {
            throw new PositionFormatException("a position is a JSON object");
        }
        return Game.fromPosition(tree(tree), Scenarios::deal);
    }

    /**
     * Reads a position from a UTF-8 file.
     *
     * @throws PositionFormatException if the content is not a valid position; the message starts with the file
     * @throws UncheckedIOException    if the file cannot be read
     */
    public static Game read(Path file) {
        String json;
        try {
            json = Files.readString(Objects.requireNonNull(file, "file"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read position " + file, e);
        }
        try {
            return read(json);
        } catch (PositionFormatException e) {
            throw new PositionFormatException(file + ": " + e.getMessage());
        }
    }

    /** @return the engine's tree of a parsed JSON value, scalars keeping their JSON text for errors */
    private static PositionNode tree(JsonNode v) {
        if (v.isObject()) {
            PositionNode o = PositionNode.object();
            v.fields().forEachRemaining(e -> o.put(e.getKey(), tree(e.getValue())));
            return o;
        }
        if (v.isArray()) {
            PositionNode a = PositionNode.array();
            v.forEach(element -> a.add(tree(element)));
            return a;
        }
        if (v.isIntegralNumber()) {
            return v.canConvertToLong() ? PositionNode.of(v.longValue()) : PositionNode.number(v.toString(), true);
        }
        if (v.isNumber()) {
            return PositionNode.number(v.toString(), false);
        }
        if (v.isTextual()) {
            return PositionNode.string(v.textValue(), v.toString());
        }
        if (v.isBoolean()) {
            return PositionNode.of(v.booleanValue());
        }
        return PositionNode.nothing();
    }
}
