package org.knightsarena.sandbox.inspect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.knightsarena.sandbox.problem.Problem;

/**
 * Inspects an uploaded process bot's zip as {@link JarInspector} inspects a JAR, with the same
 * limits and entry checks (size, entry count and sizes, compression ratio against zip bombs, safe
 * names with no absolute path and no {@code ..}, no duplicates, no nested archive, no native
 * code, a central directory that agrees with the entries), and one more: no symbolic links. It
 * keeps every file in memory, for the caller to unpack; it writes nothing. Immutable and
 * thread-safe.
 */
public final class ZipInspector {
    private final JarReader reader;

    private ZipInspector(InspectionLimits limits) {
        this.reader = new JarReader(limits, JarReader.Kind.ZIP);
    }

    /**
     * @param limits the caps to apply, never null
     * @return an inspector applying them
     */
    public static ZipInspector of(InspectionLimits limits) {
        return new ZipInspector(Objects.requireNonNull(limits, "limits"));
    }

    /**
     * What a zip holds.
     *
     * @param files    its files by entry name (folders are implied by the names), empty when refused
     * @param problems what is wrong with it, each with the entry it is about; empty when accepted
     */
    public record Report(Map<String, byte[]> files, List<Problem> problems) {
        /** Copies both. */
        public Report {
            files = Map.copyOf(files);
            problems = List.copyOf(problems);
        }

        /** @return whether the zip was read without a problem */
        public boolean isAccepted() {
            return problems.isEmpty();
        }
    }

    /**
     * Inspects a zip file. Problems with the zip are in the report, never thrown.
     *
     * @param zip the zip, never null
     * @return the report, never null
     * @throws UncheckedIOException if the file cannot be opened or read at all
     */
    public Report inspect(Path zip) {
        Objects.requireNonNull(zip, "zip");
        try {
            JarContents contents = reader.read(zip);
            if (!contents.problems().isEmpty()) {
                return new Report(Map.of(), contents.problems());
            }
            List<Problem> problems = new ArrayList<>();
            for (String link : ZipLinks.in(zip).orElse(List.of())) {
                problems.add(Problem.at(JarReader.printable(link), "symbolic link; put the file itself in the zip"));
            }
            return new Report(problems.isEmpty() ? contents.files() : Map.of(), problems);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + zip, e);
        }
    }
}
