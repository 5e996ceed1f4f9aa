package org.knightsarena.platform.game.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One value of a saved position as a plain tree, with no text format attached: what the engine
 * writes a game's state into and reads it back from. The format (JSON, its layout and its parser)
 * lives above the engine, in {@code org.knightsarena.platform.position}.
 *
 * <p>An object keeps its fields in insertion order, so the same state always gives the same tree.
 * A number that is not whole is kept as its text only, since a position never holds one: it can
 * only be named in an error. Objects and arrays are mutable while they are built; not thread-safe.
 *
 * @since 0.1
 */
public final class PositionNode {

    /** What a node holds. */
    public enum Kind {
        OBJECT,
        ARRAY,
        WHOLE_NUMBER,
        OTHER_NUMBER,
        STRING,
        BOOLEAN,
        NULL
    }

    private static final PositionNode NULL = new PositionNode(Kind.NULL, "null", null);
    private static final PositionNode TRUE = new PositionNode(Kind.BOOLEAN, "true", null);
    private static final PositionNode FALSE = new PositionNode(Kind.BOOLEAN, "false", null);

    private final Kind kind;
    /** A scalar's JSON text: {@code 12}, {@code "FIELDS"}, {@code true}; the text of a string is {@link #text}. */
    private final String literal;

    private final String text;
    private final Map<String, PositionNode> fields;
    private final List<PositionNode> elements;

    private PositionNode(Kind kind, String literal, String text) {
        this.kind = kind;
        this.literal = literal;
        this.text = text;
        this.fields = kind == Kind.OBJECT ? new LinkedHashMap<>() : null;
        this.elements = kind == Kind.ARRAY ? new ArrayList<>() : null;
    }

    // ---------------------------------------------------------------- making

    /** @return a new empty object */
    public static PositionNode object() {
        return new PositionNode(Kind.OBJECT, null, null);
    }

    /** @return a new empty array */
    public static PositionNode array() {
        return new PositionNode(Kind.ARRAY, null, null);
    }

    /** @return a whole number */
    public static PositionNode of(long value) {
        return new PositionNode(Kind.WHOLE_NUMBER, Long.toString(value), null);
    }

    /**
     * Returns a whole number too large for 64 bits, or a number with a fraction or an exponent,
     * as read: only its text is kept.
     *
     * @param literal the number's text as the format prints it, never null
     * @param whole   whether it is a whole number
     */
    public static PositionNode number(String literal, boolean whole) {
        return new PositionNode(
                whole ? Kind.WHOLE_NUMBER : Kind.OTHER_NUMBER, Objects.requireNonNull(literal, "literal"), null);
    }

    /**
     * @param text    the string, never null
     * @param literal its quoted text as the format prints it, never null
     * @return a string
     */
    public static PositionNode string(String text, String literal) {
        return new PositionNode(
                Kind.STRING, Objects.requireNonNull(literal, "literal"), Objects.requireNonNull(text, "text"));
    }

    /** @return true or false */
    public static PositionNode of(boolean value) {
        return value ? TRUE : FALSE;
    }

    /** @return null */
    public static PositionNode nothing() {
        return NULL;
    }

    /** Adds or replaces a field of this object; returns this object. */
    public PositionNode put(String name, PositionNode value) {
        if (fields == null) {
            throw new IllegalStateException("a " + kind + " has no fields");
        }
        fields.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
        return this;
    }

    /** Appends an element to this array; returns this array. */
    public PositionNode add(PositionNode value) {
        if (elements == null) {
            throw new IllegalStateException("a " + kind + " has no elements");
        }
        elements.add(Objects.requireNonNull(value, "value"));
        return this;
    }

    public PositionNode put(String name, long value) {
        return put(name, of(value));
    }

    public PositionNode put(String name, boolean value) {
        return put(name, of(value));
    }

    /** Puts a string, or null for a null {@code value} (an enum constant's name, say). */
    public PositionNode put(String name, String value) {
        return put(name, value == null ? NULL : new PositionNode(Kind.STRING, null, value));
    }

    public PositionNode add(long value) {
        return add(of(value));
    }

    public PositionNode add(boolean value) {
        return add(of(value));
    }

    public PositionNode add(String value) {
        return add(new PositionNode(Kind.STRING, null, value));
    }

    /** @return a new object put under {@code name} */
    public PositionNode putObject(String name) {
        PositionNode o = object();
        put(name, o);
        return o;
    }

    /** @return a new array put under {@code name} */
    public PositionNode putArray(String name) {
        PositionNode a = array();
        put(name, a);
        return a;
    }

    /** @return a new object appended to this array */
    public PositionNode addObject() {
        PositionNode o = object();
        add(o);
        return o;
    }

    // ---------------------------------------------------------------- reading

    /** @return what this node holds */
    public Kind kind() {
        return kind;
    }

    /** @return whether it is an object or an array */
    public boolean isContainer() {
        return kind == Kind.OBJECT || kind == Kind.ARRAY;
    }

    /** @return the fields of an object in order; unmodifiable */
    public Map<String, PositionNode> fields() {
        if (fields == null) {
            throw new IllegalStateException("a " + kind + " has no fields");
        }
        return Collections.unmodifiableMap(fields);
    }

    /** @return the elements of an array in order; unmodifiable */
    public List<PositionNode> elements() {
        if (elements == null) {
            throw new IllegalStateException("a " + kind + " has no elements");
        }
        return Collections.unmodifiableList(elements);
    }

    /** @return the text of a string */
    public String text() {
        if (kind != Kind.STRING) {
            throw new IllegalStateException("a " + kind + " has no text");
        }
        return text;
    }

    /**
     * @return the text a scalar is read from or written as; for a string written by the engine, null
     *         (the format quotes {@link #text()} itself)
     */
    public String literal() {
        return literal;
    }

    /** @return whether this is a whole number within 64 bits */
    boolean isLong() {
        if (kind != Kind.WHOLE_NUMBER) {
            return false;
        }
        try {
            Long.parseLong(literal);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public long longValue() {
        return Long.parseLong(literal);
    }

    /** @return a string's text, a scalar's literal, or nothing for a container (Jackson's {@code asText}) */
    public String asText() {
        if (kind == Kind.STRING) {
            return text;
        }
        return isContainer() ? "" : literal;
    }
}
