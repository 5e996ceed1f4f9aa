package org.knightsarena.platform.game.state;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * The plumbing of {@link PositionState}: strict reading of one object of a position tree with the
 * JSON path of every value in its errors, and the writing of card counts.
 *
 * <p>Not thread-safe; one reader per object read.
 */
public final class PositionFields {

    private final PositionNode node;
    private final String path;
    private final Set<String> read = new HashSet<>();

    private PositionFields(PositionNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** @throws PositionFormatException if {@code value} is not an object */
    public static PositionFields of(PositionNode value, String path) {
        if (value == null || value.kind() != PositionNode.Kind.OBJECT) {
            throw fail(path, "must be an object, not " + kind(value));
        }
        return new PositionFields(value, path);
    }

    public static PositionFormatException fail(String path, String message) {
        return new PositionFormatException((path.isEmpty() ? "" : path + ": ") + message);
    }

    public String path() {
        return path;
    }

    public String at(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    public boolean has(String name) {
        return node.fields().containsKey(name);
    }

    /** @return the value, marked as read */
    public PositionNode value(String name) {
        PositionNode v = node.fields().get(name);
        if (v == null) {
            throw fail(path, "missing field '" + name + "'");
        }
        read.add(name);
        return v;
    }

    public int integer(String name) {
        return integer(value(name), at(name));
    }

    /** @return the value, which must lie in {@code [min, max]} */
    public int integer(String name, int min, int max) {
        return range(integer(name), at(name), min, max);
    }

    static int range(int v, String path, int min, int max) {
        if (v < min || v > max) {
            throw fail(path, "must be " + min + " to " + max + ", not " + v);
        }
        return v;
    }

    public static int integer(PositionNode v, String path) {
        if (v == null || !v.isLong() || v.longValue() != (int) v.longValue()) {
            throw fail(path, "must be a whole number, not " + kind(v));
        }
        return (int) v.longValue();
    }

    public long longValue(String name) {
        PositionNode v = value(name);
        if (!v.isLong()) {
            throw fail(at(name), "must be a whole number (64-bit), not " + kind(v));
        }
        return v.longValue();
    }

    /** @return the boolean field {@code name}, else fails naming it */
    public boolean bool(String name) {
        return bool(value(name), at(name), "must be true or false, not " + kind(value(name)));
    }

    /** @return the boolean, else fails with {@code message} */
    static boolean bool(PositionNode v, String path, String message) {
        if (v.kind() != PositionNode.Kind.BOOLEAN) {
            throw fail(path, message);
        }
        return v == PositionNode.of(true);
    }

    /** @return a string field's text */
    public String text(String name) {
        PositionNode v = value(name);
        if (v.kind() != PositionNode.Kind.STRING) {
            throw fail(at(name), "must be a string, not " + kind(v));
        }
        return v.text();
    }

    public <E extends Enum<E>> E enumValue(String name, Class<E> type) {
        return enumValue(value(name), at(name), type);
    }

    /** @return the constant, or null for a JSON null */
    <E extends Enum<E>> E enumOrNull(String name, Class<E> type) {
        PositionNode v = value(name);
        return v.kind() == PositionNode.Kind.NULL ? null : enumValue(v, at(name), type);
    }

    public static <E extends Enum<E>> E enumValue(PositionNode v, String path, Class<E> type) {
        if (v == null || v.kind() != PositionNode.Kind.STRING) {
            throw fail(path, "must be a " + type.getSimpleName() + " name, not " + kind(v));
        }
        try {
            return Enum.valueOf(type, v.text());
        } catch (IllegalArgumentException e) {
            List<String> names = new ArrayList<>();
            for (E c : type.getEnumConstants()) {
                names.add(c.name());
            }
            throw fail(
                    path,
                    "unknown " + type.getSimpleName() + " '" + v.text() + "'; use one of " + String.join(", ", names));
        }
    }

    public PositionFields object(String name) {
        return of(value(name), at(name));
    }

    /** @return the elements of an array, with {@code maxSize} or fewer of them */
    public List<PositionNode> array(String name, int maxSize) {
        PositionNode v = value(name);
        if (v.kind() != PositionNode.Kind.ARRAY) {
            throw fail(at(name), "must be an array, not " + kind(v));
        }
        List<PositionNode> list = v.elements();
        if (list.size() > maxSize) {
            throw fail(at(name), "has " + list.size() + " entries; at most " + maxSize + " are possible");
        }
        return list;
    }

    /** @return an array of exactly {@code size} elements */
    public List<PositionNode> arrayOf(String name, int size) {
        List<PositionNode> list = array(name, Integer.MAX_VALUE);
        if (list.size() != size) {
            throw fail(at(name), "must have " + size + " entries, not " + list.size());
        }
        return list;
    }

    /** Reads {@code {"brick": 1, "ore": 2}}: lower-case card names, absent cards 0, no negatives. */
    public Cards cards(String name) {
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
    public <E extends Enum<E>> void counts(String name, Class<E> type, int[] into, int base) {
        PositionFields o = object(name);
        for (E c : type.getEnumConstants()) {
            if (o.has(c.name())) {
                into[base + c.ordinal()] = o.integer(c.name(), 0, Integer.MAX_VALUE);
            }
        }
        o.done();
    }

    /** @throws PositionFormatException naming the first field that was never read */
    public void done() {
        for (String name : node.fields().keySet()) {
            if (!read.contains(name)) {
                throw fail(path, "unknown field '" + name + "'");
            }
        }
    }

    /** @return how an error names a value: its JSON text, or what kind of container it is */
    static String kind(PositionNode v) {
        if (v == null) {
            return "nothing";
        }
        if (v.isContainer()) {
            return v.kind() == PositionNode.Kind.ARRAY ? "an array" : "an object";
        }
        return v.literal();
    }

    // ---------------------------------------------------------------- writing

    static PositionNode cardsNode(PositionNode parent, String name, Cards cards) {
        PositionNode o = parent.putObject(name);
        for (Card card : Card.all()) {
            int n = cards.count(card);
            if (n != 0) {
                o.put(card.name().toLowerCase(Locale.ROOT), n);
            }
        }
        return o;
    }

    /** Writes counts keyed by constant name, leaving zeros out. */
    public static <E extends Enum<E>> void countsNode(
            PositionNode parent, String name, Class<E> type, int[] from, int base) {
        PositionNode o = parent.putObject(name);
        for (E c : type.getEnumConstants()) {
            int n = from[base + c.ordinal()];
            if (n != 0) {
                o.put(c.name(), n);
            }
        }
    }
}
