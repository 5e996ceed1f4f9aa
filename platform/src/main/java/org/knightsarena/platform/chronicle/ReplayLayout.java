package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.util.Instantiatable;
import java.io.IOException;
import java.util.Arrays;

/**
 * Lays a replay out for reading: the top level, the header and its option and map objects
 * one entry per line, and each element of a top-level array (every event, every action) on
 * a single line; everything nested inside those stays on that line. With {@code expandTop}
 * false, everything is on one line. Always {@code ": "} and {@code ", "}; line ends are
 * {@code \n} on every platform.
 *
 * <p>Mutable and for one generator at a time: Jackson takes a fresh copy for each write
 * through {@link #createInstance()}.
 */
final class ReplayLayout implements PrettyPrinter, Instantiatable<ReplayLayout> {
    private static final String INDENT = "  ";

    private final boolean expandTop;
    private boolean[] compact = new boolean[8];
    private boolean[] array = new boolean[8];
    private int depth;

    ReplayLayout(boolean expandTop) {
        this.expandTop = expandTop;
    }

    @Override
    public ReplayLayout createInstance() {
        return new ReplayLayout(expandTop);
    }

    private void open(JsonGenerator g, boolean isArray) throws IOException {
        boolean isCompact;
        if (!expandTop) {
            isCompact = true;
        } else if (depth == 0) {
            isCompact = false;
        } else {
            isCompact = compact[depth - 1] || array[depth - 1] || (isArray && depth > 1);
        }
        if (depth == compact.length) {
            compact = Arrays.copyOf(compact, depth * 2);
            array = Arrays.copyOf(array, depth * 2);
        }
        compact[depth] = isCompact;
        array[depth] = isArray;
        depth++;
        g.writeRaw(isArray ? '[' : '{');
    }

    private void close(JsonGenerator g, int entries, char bracket) throws IOException {
        depth--;
        if (!compact[depth] && entries > 0) {
            newLine(g);
        }
        g.writeRaw(bracket);
    }

    private void newLine(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
        for (int i = 0; i < depth; i++) {
            g.writeRaw(INDENT);
        }
    }

    private void separate(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        if (compact[depth - 1]) {
            g.writeRaw(' ');
        } else {
            newLine(g);
        }
    }

    private void first(JsonGenerator g) throws IOException {
        if (!compact[depth - 1]) {
            newLine(g);
        }
    }

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        open(g, false);
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        first(g);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        separate(g);
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        close(g, entries, '}');
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        open(g, true);
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        first(g);
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        separate(g);
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        close(g, values, ']');
    }
}
