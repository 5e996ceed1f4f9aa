package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.event.GameEvent;

/**
 * Turns a Jackson failure into a {@link ReplayFormatException} whose message speaks the words of
 * the replay format: what is wrong, the JSON path and the line and column.
 *
 * <p>Stateless and thread-safe.
 */
final class ReplayFailure {

    private static final Pattern SOURCE_LOCATION =
            Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");
    private static final Pattern JACKSON_HINT = Pattern.compile(
            "; `DeserializationFeature\\.\\w+` enabled| \\((?:set|but) [^)]*(?:Feature|[Cc]oercion)[^)]*\\)");
    private static final Pattern PACKAGE = Pattern.compile("(?<=`)(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])");
    private static final Pattern MISSING_PROPERTY = Pattern.compile("Missing (?:required )?creator property '([^']*)'");
    private static final Pattern NULL_PROPERTY = Pattern.compile("Null value for creator property '([^']*)'");

    private ReplayFailure() {}

    /**
     * Describes a failure with its path and place.
     *
     * @param e the parser's or mapper's exception, never null
     * @return the exception to throw, with {@code e} as its cause
     */
    static ReplayFormatException from(JsonProcessingException e) {
        StringBuilder message = new StringBuilder(describe(e));
        if (e instanceof JsonMappingException mapping) {
            String path = path(mapping.getPath());
            if (!path.isEmpty()) {
                message.append(" at ").append(path);
            }
        }
        message.append(where(e.getLocation()));
        return new ReplayFormatException(message.toString(), e);
    }

    /** What went wrong, in the words of the format rather than of Jackson where possible. */
    static String describe(JsonProcessingException e) {
        if (e instanceof InvalidTypeIdException invalid) {
            String kind = label(invalid.getBaseType().getRawClass());
            return invalid.getTypeId() == null
                    ? kind + " without \"type\""
                    : "unknown " + kind + " type '" + invalid.getTypeId() + "'";
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown property '" + unknown.getPropertyName() + "' in " + label(unknown.getReferringClass());
        }
        if (e instanceof ValueInstantiationException invalid && invalid.getCause() instanceof RuntimeException) {
            return "invalid " + label(invalid.getType().getRawClass()) + ": "
                    + invalid.getCause().getMessage();
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof JsonParseException malformed) {
                return "malformed JSON: " + plain(malformed.getOriginalMessage());
            }
        }
        String message = plain(e.getOriginalMessage());
        if (e instanceof MismatchedInputException mismatch) {
            String owner = owner(mismatch.getPath());
            Matcher missing = MISSING_PROPERTY.matcher(message);
            if (missing.lookingAt()) {
                return "missing property '" + missing.group(1) + "'" + owner;
            }
            Matcher nulled = NULL_PROPERTY.matcher(message);
            if (nulled.lookingAt()) {
                return "property '" + nulled.group(1) + "'" + owner + " must not be null";
            }
        }
        return message;
    }

    /**
     * The place of a failure.
     *
     * @param location where the parser stood, or null if unknown
     * @return {@code " (line 2, column 13)"}, or "" if the place is unknown
     */
    static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    /** {@code " in BuildRoad"} for the record holding the last property on the path, else "". */
    private static String owner(List<JsonMappingException.Reference> references) {
        if (references.isEmpty()) {
            return "";
        }
        Object from = references.get(references.size() - 1).getFrom();
        if (from == null) {
            return "";
        }
        return " in " + label(from instanceof Class<?> type ? type : from.getClass());
    }

    /**
     * Drops what only matters to Jackson users from a Jackson message: source descriptions
     * ({@code [Source: ...; line: 2, column: 12]} becomes {@code line 2, column 12}), hints
     * about features and coercion settings, and package names.
     */
    private static String plain(String message) {
        String plain = SOURCE_LOCATION.matcher(message).replaceAll("line $1, column $2");
        plain = JACKSON_HINT.matcher(plain).replaceAll("");
        return PACKAGE.matcher(plain).replaceAll("");
    }

    private static String label(Class<?> type) {
        if (type == ReplayJson.Document.class) {
            return "replay";
        }
        if (type == ReplayJson.HeaderDocument.class) {
            return "header";
        }
        if (type == Action.class) {
            return "action";
        }
        if (type == GameEvent.class) {
            return "event";
        }
        return type.getSimpleName();
    }

    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : references) {
            if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            } else if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            }
        }
        return path.toString();
    }
}
