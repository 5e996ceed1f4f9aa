package org.knightsarena.sandbox.inspect;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.sandbox.problem.Problem;

/**
 * What {@link JarReader} took from a JAR: the class bytes, the manifest's {@code Agent-Class}
 * attribute, and the problems found while reading; from a process bot's zip, its files by entry
 * name instead.
 */
record JarContents(
        Map<String, byte[]> classes,
        Optional<String> agentClassAttribute,
        List<Problem> problems,
        Map<String, byte[]> files) {
    JarContents {
        classes = Map.copyOf(classes);
        problems = List.copyOf(problems);
        files = Map.copyOf(files);
    }
}
