package org.knightsarena.sandbox.inspect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.sandbox.problem.Problem;

/**
 * Inspects an uploaded bot JAR (DESIGN.md §4.1), as the upload page and {@code arena check} do:
 * reads it within the limits, refuses unsafe entries, and finds the {@code Agent} class.
 *
 * <p>The agent is looked for only when the JAR was read without problems, since finding it means
 * scanning the file again. Immutable and thread-safe.
 *
 * <pre>{@code
 * InspectionReport report = JarInspector.of(InspectionLimits.DEFAULT).inspect(jar);
 * if (!report.isAccepted()) System.out.println(report.describe());
 * }</pre>
 */
public final class JarInspector {
    private final InspectionLimits limits;
    private final JarReader reader;
    private final AgentFinder finder = new AgentFinder();

    private JarInspector(InspectionLimits limits) {
        this.limits = limits;
        this.reader = new JarReader(limits);
    }

    /**
     * @param limits the caps to apply, never null
     * @return an inspector applying them
     */
    public static JarInspector of(InspectionLimits limits) {
        return new JarInspector(Objects.requireNonNull(limits, "limits"));
    }

    /** @return the caps this inspector applies */
    public InspectionLimits limits() {
        return limits;
    }

    /**
     * Inspects a JAR file. Problems with the JAR are in the report, never thrown.
     *
     * @param jar the JAR, never null
     * @return the report, never null
     * @throws UncheckedIOException if the file cannot be opened or read at all
     */
    public InspectionReport inspect(Path jar) {
        Objects.requireNonNull(jar, "jar");
        JarContents contents;
        try {
            contents = reader.read(jar);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        }
        if (!contents.problems().isEmpty()) {
            return new InspectionReport(Optional.empty(), contents.classes(), contents.problems());
        }
        AgentFinder.Result found = finder.find(jar, contents.classes(), contents.agentClassAttribute());
        List<Problem> problems = new ArrayList<>(contents.problems());
        problems.addAll(found.problems());
        return new InspectionReport(found.agentClass(), contents.classes(), problems);
    }
}
