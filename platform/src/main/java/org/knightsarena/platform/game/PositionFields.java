package org.knightsarena.platform.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * The JSON plumbing of {@link Positions}: strict reading of one object with the JSON path of
 * every value in its errors, and the deterministic text layout of a written position.
 *
 * <p>Not thread-safe; one reader per object read.
 */
final class PositionFields {

    private final ObjectNode node;
    private final String path;
    private final Set<String> read = new HashSet<>();

    private PositionFields(ObjectNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** @throws Positions.FormatException if {@code value} is not an object */
    static PositionFields of(JsonNode value, String path) {
        if (value == null || !value.isObject()) {
            throw fail(path, "must be an object, not " + kind(value));
        }
        return new PositionFields((ObjectNode) value, path);
    }

    static Positions.FormatException fail(String path, String message) {
        return new Positions.FormatException((path.isEmpty() ? "" : path + ": ") + message);
    }

    String path() {
        return path;
    }

    String at(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    boolean has(String name) {
        return node.has(name);
    }

    /** @return the value, marked as read */
    JsonNode value(String name) {
        JsonNode v = node.get(name);
        if (v == null) {
            throw fail(path, "missing field '" + name + "'");
        }
        read.add(name);
        return v;
    }

    int integer(String name) {
        return integer(value(name), at(name));
    }

    /** @return the value, which must lie in {@code [min, max]} */
    int integer(String name, int min, int max) {
        return range(integer(name), at(name), min, max);
    }

    static int range(int v, String path, int min, int max) {
        if (v < min || v > max) {
            throw fail(path, "must be " + min + " to " + max + ", not " + v);
        }
        return v;
    }

    static int integer(JsonNode v, String path) {
        if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
            throw fail(path, "must be a whole number, not " + kind(v));
        }
        return v.intValue();
    }

    long longValue(String name) {
        JsonNode v = value(name);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw fail(at(name), "must be a whole number (64-bit), not " + kind(v));
        }
        return v.longValue();
    }

    boolean bool(String name) {
        JsonNode v = value(name);
        if (!v.isBoolean()) {
            throw fail(at(name), "must be true or false, not " + kind(v));
        }
        return v.booleanValue();
    }

    <E extends Enum<E>> E enumValue(String name, Class<E> type) {
        return enumValue(value(name), at(name), type);
    }

    /** @return the constant, or null for a JSON null */
    <E extends Enum<E>> E enumOrNull(String name, Class<E> type) {
        JsonNode v = value(name);
        return v.isNull() ? null : enumValue(v, at(name), type);
    }

    static <E extends Enum<E>> E enumValue(JsonNode v, String path, Class<E> type) {
        if (v == null || !v.isTextual()) {
            throw fail(path, "must be a " + type.getSimpleName() + " name, not " + kind(v));
        }
        try {
            return Enum.valueOf(type, v.textValue());
        } catch (IllegalArgumentException e) {
            List<String> names = new ArrayList<>();
            for (E c : type.getEnumConstants()) {
                names.add(c.name());
            }
            throw fail(path, "unknown " + type.getSimpleName() + " '" + v.textValue() + "'; use one of "
                    + String.join(", ", names));
        }
    }

    PositionFields object(String name) {
        return of(value(name), at(name));
    }

    /** @return the elements of an array, with {@code maxSize} or fewer of them */
    List<JsonNode> array(String name, int maxSize) {
        JsonNode v = value(name);
        if (!v.isArray()) {
            throw fail(at(name), "must be an array, not " + kind(v));
        }
        if (v.size() > maxSize) {
            throw fail(at(name), "has " + v.size() + " entries; at most " + maxSize + " are possible");
        }
        List<JsonNode> list = new ArrayList<>(v.size());
        v.forEach(list::add);
        return list;
    }

    /** @return an array of exactly {@code size} elements */
    List<JsonNode> arrayOf(String name, int size) {
        List<JsonNode> list = array(name, Integer.MAX_VALUE);
        if (list.size() != size) {
            throw fail(at(name), "must have " + size + " entries, not " + list.size());
        }
        return list;
    }

    /** Reads {@code {"brick": 1, "ore": 2}}: lower-case card names, absent cards 0, no negatives. */
    Cards cards(String name) {
        PositionFields o = object(name);
        int[] counts = new int[Card.COUNT];
        for (Card card : Card.all()) {
            String key = card.name().toLowerCase(Locale.ROOT);
            if (o.has(key)) {
                counts[card.code()] = o.integer(key, 0, Integer.MAX_VALUE);
            }
        }
        o.done();
        return Cards.fromCounts(counts);
    }

    /** Reads counts keyed by constant name, absent ones 0, into {@code into[base + ordinal]}. */
    <E extends Enum<E>> void counts(String name, Class<E> type, int[] into, int base) {
        PositionFields o = object(name);
        for (E c : type.getEnumConstants()) {
            if (o.has(c.name())) {
                into[base + c.ordinal()] = o.integer(c.name(), 0, Integer.MAX_VALUE);
            }
        }
        o.done();
    }

    /** @throws Positions.FormatException naming the first field that was never read */
    void done() {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!read.contains(name)) {
                throw fail(path, "unknown field '" + name + "'");
            }
        }
    }

    private static String kind(JsonNode v) {
        if (v == null || v.isMissingNode()) {
            return "nothing";
        }
        if (v.isContainerNode()) {
            return v.isArray() ? "an array" : "an object";
        }
        return v.toString();
    }

    // ---------------------------------------------------------------- writing

    static ObjectNode cardsNode(ObjectNode parent, String name, Cards cards) {
        ObjectNode o = parent.putObject(name);
        for (Card card : Card.all()) {
            int n = cards.count(card);
            if (n != 0) {
                o.put(card.name().toLowerCase(Locale.ROOT), n);
            }
        }
        return o;
    }

    /** Writes counts keyed by constant name, leaving zeros out. */
    static <E extends Enum<E>> void countsNode(ObjectNode parent, String name, Class<E> type, int[] from, int base) {
        ObjectNode o = parent.putObject(name);
        for (E c : type.getEnumConstants()) {
            int n = from[base + c.ordinal()];
            if (n != 0) {
                o.put(c.name(), n);
            }
        }
    }

    /**
     * Lays out a written position: a container holding only scalars (or nothing) on one line, an
     * array of such containers one element per line, anything else one entry per line; always
     * {@code ": "} and {@code ", "}, {@code \n} line ends and a final newline.
     */
    static String layout(JsonNode root) {
        StringBuilder out = new StringBuilder();
        write(out, root, 0);
        return out.append('\n').toString();
    }

    private static boolean flat(JsonNode v) {
        if (!v.isContainerNode()) {
            return true;
        }
        for (JsonNode child : v) {
            if (child.isContainerNode()) {
                return false;
            }
        }
        return true;
    }

    private static void write(StringBuilder out, JsonNode v, int depth) {
        if (flat(v)) {
            inline(out, v);
            return;
        }
        boolean isArray = v.isArray();
        out.append(isArray ? '[' : '{');
        boolean first = true;
        if (isArray) {
            for (JsonNode child : v) {
                out.append(first ? "" : ",");
                first = false;
                newLine(out, depth + 1);
                write(out, child, depth + 1);
            }
        } else {
            for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                out.append(first ? "" : ",");
                first = false;
                newLine(out, depth + 1);
                out.append(com.fasterxml.jackson.databind.node.TextNode.valueOf(e.getKey())).append(": ");
                write(out, e.getValue(), depth + 1);
            }
        }
        newLine(out, depth);
        out.append(isArray ? ']' : '}');
    }

    private static void inline(StringBuilder out, JsonNode v) {
        if (!v.isContainerNode()) {
            out.append(v);
            return;
        }
        boolean isArray = v.isArray();
        out.append(isArray ? '[' : '{');
        boolean first = true;
        if (isArray) {
            for (JsonNode child : (ArrayNode) v) {
                out.append(first ? "" : ", ");
                first = false;
                inline(out, child);
            }
        } else {
            for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                out.append(first ? "" : ", ");
                first = false;
                out.append(com.fasterxml.jackson.databind.node.TextNode.valueOf(e.getKey())).append(": ");
                inline(out, e.getValue());
            }
        }
        out.append(isArray ? ']' : '}');
    }

    private static void newLine(StringBuilder out, int depth) {
        out.append('\n');
        out.append("  ".repeat(depth));
    }
}
