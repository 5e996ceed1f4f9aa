package org.knightsarena.sandbox.inspect;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.knightsarena.sandbox.problem.Problem;

/**
 * What inspection found in a bot JAR: the agent class, the class bytes for the next stages, and
 * every problem. Immutable: the map and list are unmodifiable copies and the byte arrays are copied
 * in; callers must not modify the arrays they read from {@link #classes()}.
 *
 * @param agentClass the binary name of the {@code Agent} implementation (such as {@code bots.Good}),
 *                   present when it could be determined
 * @param classes    class binary name to class file bytes, in name order, never null
 * @param problems   everything wrong, in the order found, never null; empty when accepted
 */
public record InspectionReport(Optional<String> agentClass, Map<String, byte[]> classes, List<Problem> problems) {

    /** @throws NullPointerException if an argument is null */
    public InspectionReport {
        Objects.requireNonNull(agentClass, "agentClass");
        Objects.requireNonNull(classes, "classes");
        Objects.requireNonNull(problems, "problems");
        Map<String, byte[]> copy = new LinkedHashMap<>();
        new TreeMap<>(classes).forEach((name, bytes) -> copy.put(name, bytes.clone()));
        classes = java.util.Collections.unmodifiableMap(copy);
        problems = List.copyOf(problems);
    }

    /** @return true when there are no problems and the agent class is known */
    public boolean isAccepted() {
        return problems.isEmpty() && agentClass.isPresent();
    }

    /**
     * @return a text a person can act on: a first line saying accepted (with the agent) or refused
     *         (with the number of problems), then each problem on its own line
     */
    public String describe() {
        if (isAccepted()) {
            return "accepted: agent " + agentClass.get() + " (" + classes.size() + " classes)";
        }
        StringBuilder s = new StringBuilder("refused: ")
                .append(problems.size())
                .append(problems.size() == 1 ? " problem" : " problems");
        for (Problem p : problems) {
            s.append('\n').append("  ").append(p);
        }
        return s.toString();
    }

    /** @return {@link #describe()} */
    @Override
    public String toString() {
        return describe();
    }
}
