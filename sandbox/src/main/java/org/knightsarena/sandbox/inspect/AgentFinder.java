package org.knightsarena.sandbox.inspect;

import io.github.classgraph.ClassGraph;
import io.github.classgraph.ClassInfo;
import io.github.classgraph.ScanResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.problem.Problem;

/**
 * Finds the {@link Agent} implementation in a JAR with ClassGraph, which reads class files without
 * loading them.
 *
 * <p>Usable agent: a public, non-abstract, top-level class implementing {@code Agent} (directly, or
 * through superclasses and interfaces in the JAR) with a public no-argument constructor. Exactly
 * one usable class is the agent; with several, the manifest attribute {@code Agent-Class} must name
 * one. Only run on a JAR that {@link JarReader} read without problems (no nested archives, no
 * {@code Class-Path}, within the limits), and only classes whose bytes the reader kept count.
 * Thread-safe: it has no state.
 */
final class AgentFinder {
    static final String AGENT = Agent.class.getName();

    /** The agent class, or the problems that prevent naming one. */
    record Result(Optional<String> agentClass, List<Problem> problems) {
        Result {
            problems = List.copyOf(problems);
        }
    }

    Result find(Path jar, Map<String, byte[]> classes, Optional<String> named) {
        String jarName = String.valueOf(jar.getFileName());
        List<Problem> problems = new ArrayList<>();
        try (ScanResult scan = new ClassGraph()
                .overrideClasspath(jar.toAbsolutePath().toString())
                .ignoreParentClassLoaders()
                .disableNestedJarScanning()
                .disableModuleScanning()
                .enableClassInfo()
                .enableMethodInfo()
                .ignoreClassVisibility()
                .ignoreMethodVisibility()
                .scan(1)) {
            List<ClassInfo> implementing = new ArrayList<>();
            for (ClassInfo c : scan.getClassesImplementing(AGENT)) {
                if (!c.isInterfaceOrAnnotation() && classes.containsKey(c.getName())) {
                    implementing.add(c);
                }
            }
            if (named.isPresent()) {
                return named(named.get(), implementing, classes);
            }
            List<String> usable = new ArrayList<>();
            for (ClassInfo c : implementing) {
                if (unusableReason(c).isEmpty()) {
                    usable.add(c.getName());
                }
            }
            usable.sort(null);
            if (usable.size() == 1) {
                return new Result(Optional.of(usable.get(0)), List.of());
            }
            if (usable.size() > 1) {
                problems.add(Problem.at(
                        JarReader.MANIFEST,
                        "several classes implement " + AGENT + " (" + String.join(", ", usable)
                                + "); name one in the manifest attribute Agent-Class"));
                return new Result(Optional.empty(), problems);
            }
            for (ClassInfo c : implementing) {
                unusableReason(c).ifPresent(r -> problems.add(Problem.at(c.getName(), r)));
            }
            problems.add(Problem.at(
                    jarName,
                    "no public, non-abstract, top-level class with a public" + " no-argument constructor implements "
                            + AGENT));
            return new Result(Optional.empty(), problems);
        } catch (RuntimeException e) {
            return new Result(Optional.empty(), List.of(Problem.at(jarName, "could not scan the classes: " + e)));
        }
    }

    private static Result named(String name, List<ClassInfo> implementing, Map<String, byte[]> classes) {
        if (!classes.containsKey(name)) {
            return new Result(
                    Optional.empty(),
                    List.of(Problem.at(
                            JarReader.MANIFEST,
                            "Agent-Class names " + JarReader.printable(name) + ", which is not in the JAR")));
        }
        for (ClassInfo c : implementing) {
            if (c.getName().equals(name)) {
                Optional<String> reason = unusableReason(c);
                return reason.isPresent()
                        ? new Result(Optional.empty(), List.of(Problem.at(name, reason.get())))
                        : new Result(Optional.of(name), List.of());
            }
        }
        return new Result(
                Optional.empty(),
                List.of(Problem.at(
                        JarReader.MANIFEST, "Agent-Class names " + name + ", which does not implement " + AGENT)));
    }

    private static Optional<String> unusableReason(ClassInfo c) {
        String prefix = "implements " + AGENT + " but ";
        if (c.isInnerClass() || c.isAnonymousInnerClass()) {
            return Optional.of(prefix + "is nested; the agent must be a top-level class");
        }
        if (!c.isPublic()) {
            return Optional.of(prefix + "is not public");
        }
        if (c.isAbstract()) {
            return Optional.of(prefix + "is abstract");
        }
        boolean publicNoArg =
                c.getDeclaredConstructorInfo().stream().anyMatch(m -> m.isPublic() && m.getParameterInfo().length == 0);
        if (!publicNoArg) {
            return Optional.of(prefix + "has no public no-argument constructor");
        }
        return Optional.empty();
    }
}
