package org.knightsarena.platform.position;

import com.fasterxml.jackson.databind.node.TextNode;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knightsarena.platform.game.state.PositionNode;

/**
 * The deterministic text layout of a written position: a container holding only scalars (or
 * nothing) on one line, an array of such containers one element per line, anything else one entry
 * per line; always {@code ": "} and {@code ", "}, {@code \n} line ends and a final newline.
 */
final class PositionLayout {
    private PositionLayout() {}

    static String layout(PositionNode root) {
        StringBuilder out = new StringBuilder();
        write(out, root, 0);
        return out.append('\n').toString();
    }

    private static boolean flat(PositionNode v) {
        if (!v.isContainer()) {
            return true;
        }
        for (PositionNode child : children(v)) {
            if (child.isContainer()) {
                return false;
            }
        }
        return true;
    }

    private static Iterable<PositionNode> children(PositionNode v) {
        return v.kind() == PositionNode.Kind.ARRAY ? v.elements() : v.fields().values();
    }

    private static void write(StringBuilder out, PositionNode v, int depth) {
        if (flat(v)) {
            inline(out, v);
            return;
        }
        container(out, v, depth, true);
    }

    private static void inline(StringBuilder out, PositionNode v) {
        if (!v.isContainer()) {
            out.append(scalar(v));
            return;
        }
        container(out, v, 0, false);
    }

    /** Writes an object or array, one entry per line at {@code depth + 1}, or all on this line. */
    private static void container(StringBuilder out, PositionNode v, int depth, boolean lines) {
        boolean isArray = v.kind() == PositionNode.Kind.ARRAY;
        out.append(isArray ? '[' : '{');
        boolean first = true;
        for (Map.Entry<String, PositionNode> e : entries(v)) {
            out.append(first ? "" : lines ? "," : ", ");
            first = false;
            if (lines) {
                newLine(out, depth + 1);
            }
            if (e.getKey() != null) {
                out.append(quoted(e.getKey())).append(": ");
            }
            if (lines) {
                write(out, e.getValue(), depth + 1);
            } else {
                inline(out, e.getValue());
            }
        }
        if (lines) {
            newLine(out, depth);
        }
        out.append(isArray ? ']' : '}');
    }

    /** @return an object's fields, or an array's elements under null names */
    private static Iterable<Map.Entry<String, PositionNode>> entries(PositionNode v) {
        if (v.kind() != PositionNode.Kind.ARRAY) {
            return v.fields().entrySet();
        }
        List<Map.Entry<String, PositionNode>> list =
                new ArrayList<>(v.elements().size());
        for (PositionNode element : v.elements()) {
            list.add(new AbstractMap.SimpleImmutableEntry<>(null, element));
        }
        return list;
    }

    private static String scalar(PositionNode v) {
        return v.kind() == PositionNode.Kind.STRING ? quoted(v.text()) : v.literal();
    }

    private static String quoted(String text) {
        return TextNode.valueOf(text).toString();
    }

    private static void newLine(StringBuilder out, int depth) {
        out.append('\n');
        out.append("  ".repeat(depth));
    }
}
