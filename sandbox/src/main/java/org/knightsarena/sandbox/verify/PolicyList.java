package org.knightsarena.sandbox.verify;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One list file of the verification policy ({@code jdk-allowed.txt} or {@code jdk-denied.txt}):
 * entries naming JDK packages, classes or members. The syntax is documented at the top of
 * {@code jdk-allowed.txt}. Immutable.
 *
 * @param name    the file name, for messages
 * @param entries the entries in file order, without comments and blank lines
 */
record PolicyList(String name, Set<String> entries) {

    /** {@code pkg/*}, {@code pkg/**}, {@code pkg/Class}, {@code pkg/Class#member} or {@code pkg/Class#method(descriptor)}. */
    private static final Pattern ENTRY = Pattern.compile("(?:[a-z][a-z0-9_]*/)+(?:\\*\\*|\\*|[A-Za-z_$][A-Za-z0-9_$]*"
            + "(?:#(?:<init>|[A-Za-z_$][A-Za-z0-9_$]*)(?:\\([\\[A-Za-z0-9_$/;]*\\)[\\[A-Za-z0-9_$/;]+)?)?)");

    PolicyList {
        Objects.requireNonNull(name, "name");
        entries = Set.copyOf(entries);
    }

    /**
     * Reads a list bundled next to this class.
     *
     * @throws IllegalArgumentException if a line does not parse or an entry repeats
     */
    static PolicyList read(String resource) {
        try (InputStream in = PolicyList.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("policy list " + resource + " is missing from the sandbox module");
            }
            return parse(
                    resource,
                    new String(in.readAllBytes(), StandardCharsets.UTF_8)
                            .lines()
                            .toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Parses the lines of a list file.
     *
     * @throws IllegalArgumentException naming the file and line if a line does not parse or an
     *                                  entry repeats
     */
    static PolicyList parse(String name, List<String> lines) {
        Set<String> entries = new LinkedHashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!ENTRY.matcher(line).matches()) {
                throw new IllegalArgumentException(name + " line " + (i + 1) + ": '" + line
                        + "' is not pkg/*, pkg/**, pkg/Class, pkg/Class#member or pkg/Class#method(descriptor)");
            }
            if (!entries.add(line)) {
                throw new IllegalArgumentException(name + " line " + (i + 1) + ": '" + line + "' is listed twice");
            }
        }
        return new PolicyList(name, entries);
    }

    boolean contains(String entry) {
        return entries.contains(entry);
    }
}
