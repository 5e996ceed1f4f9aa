package org.knightsarena.platform.chronicle;

import static org.knightsarena.platform.chronicle.ReplayFailure.where;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;

/**
 * Checks the top-level {@code "format"} of a replay before anything else is read, so a file
 * from a newer engine fails on its version rather than on content this engine does not know.
 *
 * <p>Stateless and thread-safe.
 */
final class FormatVersion {

    private FormatVersion() {}

    /**
     * Reads just the top-level {@code "format"} and checks that this engine reads it.
     *
     * @param mapper the replay mapper, whose parser settings apply; never null
     * @param json   the replay text, never null
     * @return the format, 1 to {@link Replay#COMPACT_FORMAT_VERSION}
     * @throws ReplayFormatException if the text is not an object, has no {@code "format"}, or
     *                               names a format that does not exist or is newer than
     *                               {@link Replay#COMPACT_FORMAT_VERSION}
     */
    static int check(JsonMapper mapper, String json) {
        try (JsonParser p = mapper.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new ReplayFormatException("a replay is a JSON object" + where(p.currentTokenLocation()));
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (name.equals("format")) {
                    JsonLocation at = p.currentTokenLocation();
                    if (value != JsonToken.VALUE_NUMBER_INT) {
                        throw new ReplayFormatException(
                                "replay format must be a whole number, not " + p.getText() + where(at));
                    }
                    int format = p.getIntValue();
                    if (format > Replay.COMPACT_FORMAT_VERSION) {
                        throw new ReplayFormatException("replay format " + format
                                + " is newer than this engine reads (" + Replay.COMPACT_FORMAT_VERSION + ")"
                                + where(at));
                    }
                    if (format < 1) {
                        throw new ReplayFormatException(
                                "replay format " + format + " does not exist; formats start at 1" + where(at));
                    }
                    return format;
                }
                p.skipChildren();
            }
            throw new ReplayFormatException("a replay needs a \"format\" field" + where(p.currentTokenLocation()));
        } catch (JsonProcessingException e) {
            throw ReplayFailure.from(e);
        } catch (IOException e) {
            // The parser reads from a String, which does no I/O.
            throw new AssertionError(e);
        }
    }

    /**
     * Tells whether the replay text has a field of this name at its top level, reading no further
     * into it than its top-level names: how the forms of a replay are told apart.
     *
     * @param mapper the replay mapper, never null
     * @param json   the replay text, never null; malformed text answers false and fails when read
     * @param name   the field's name
     */
    static boolean hasTopLevelField(JsonMapper mapper, String json, String name) {
        try (JsonParser p = mapper.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                if (p.currentName().equals(name)) {
                    return true;
                }
                p.nextToken();
                p.skipChildren();
            }
            return false;
        } catch (JsonProcessingException e) {
            return false;
        } catch (IOException e) {
            // The parser reads from a String, which does no I/O.
            throw new AssertionError(e);
        }
    }
}
