package org.knightsarena.sandbox.inspect;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.sandbox.problem.Problem;

/**
 * What {@link JarReader} took from a JAR: the class bytes, the manifest's {@code Agent-Class}
 * attribute, and the problems found while reading.
 */
record JarContents(Map<String, byte[]> classes, Optional<String> agentClassAttribute, List<Problem> problems) {
    JarContents {
        classes = Map.copyOf(classes);
        problems = List.copyOf(problems);
    }
}
