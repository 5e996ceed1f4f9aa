package org.knightsarena.sandbox.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.knightsarena.sandbox.problem.Problem;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Checks a bot's classes against the JDK allow- and deny-lists before any of them is loaded.
 *
 * <p>Every reference in the bytecode is checked: method calls, field reads and writes, types that
 * are created, cast to, tested or used as constants, method handles, invokedynamic bootstraps (only
 * those javac emits for lambdas, string concatenation and records, and then the lambda's target
 * too), supertypes, and {@code native} methods (refused). References to the bot's own classes and
 * to the bot API ({@code org/knightsarena/api/**}) are always allowed; the JDK is allowed as far
 * as {@code jdk-allowed.txt} and {@code jdk-denied.txt} say (their syntax and deciding rule are
 * documented at the top of {@code jdk-allowed.txt}). Bot classes in a reserved package
 * ({@code java/}, {@code javax/}, {@code jdk/}, {@code sun/}, {@code com/sun/},
 * {@code org/knightsarena/}) are refused and do not count as the bot's own.
 *
 * <p>Method signatures and local variable types are not checked: a value of a forbidden type is
 * harmless until code calls into it, and that call is checked.
 *
 * <p>Immutable and safe to share between threads.
 */
public final class ClassVerifier {
    private static final List<String> RESERVED =
            List.of("java/", "javax/", "jdk/", "sun/", "com/sun/", "org/knightsarena/");

    private static final String NOT_A_CLASS =
            "is not a valid class file — build the JAR from source with javac" + " (Java 17 class files)";

    private final JdkPolicy policy;

    ClassVerifier(JdkPolicy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    /**
     * @return a verifier using the lists bundled with the sandbox
     * @throws IllegalArgumentException if a bundled list is malformed (a build error)
     */
    public static ClassVerifier create() {
        return new ClassVerifier(JdkPolicy.bundled());
    }

    /**
     * Verifies a bot's own classes.
     *
     * @param classes class name to class file bytes, never null; the names identify classes in
     *                problems only when the bytes cannot be read, otherwise each class is known by
     *                the name inside its bytes
     * @return one problem per forbidden reference (class as {@code bots.Evil}, method in Java syntax as
     *         {@code decide(GameView, Decision)}, source line from the LineNumberTable when present): first those with
     *         unreadable or reserved classes, then the others ordered by class name and by position
     *         in the class file; empty when the bot may run; never null
     * @throws NullPointerException if {@code classes} or one of its values is null
     */
    public List<Problem> verify(Map<String, byte[]> classes) {
        Objects.requireNonNull(classes, "classes");
        List<Problem> problems = new ArrayList<>();
        Map<String, ClassReader> readers = new TreeMap<>();
        Map<String, BotClasses.Header> headers = new HashMap<>();
        for (Map.Entry<String, byte[]> e : new TreeMap<>(classes).entrySet()) {
            byte[] bytes = Objects.requireNonNull(e.getValue(), () -> "bytes of " + e.getKey());
            ClassNode node = new ClassNode();
            ClassReader reader;
            try {
                reader = new ClassReader(bytes);
                reader.accept(node, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            } catch (RuntimeException notAClass) {
                problems.add(Problem.at(e.getKey(), NOT_A_CLASS));
                continue;
            }
            String reserved =
                    RESERVED.stream().filter(node.name::startsWith).findFirst().orElse(null);
            if (reserved != null) {
                problems.add(Problem.at(
                        node.name.replace('/', '.'),
                        "package " + reserved.replace('/', '.')
                                + "* is reserved for the JDK and the platform — move the class"
                                + " into a package of your own, such as com.yourname.bot"));
                continue;
            }
            readers.put(node.name, reader);
            headers.put(node.name, header(node));
        }
        BotClasses bot = new BotClasses(headers, policy);
        for (ClassReader reader : readers.values()) {
            try {
                reader.accept(new ClassChecker(bot, problems), ClassReader.SKIP_FRAMES);
            } catch (RuntimeException malformed) {
                problems.add(Problem.at(reader.getClassName().replace('/', '.'), NOT_A_CLASS));
            }
        }
        return List.copyOf(problems);
    }

    /**
     * Whether bot code may refer to a JDK or API class at all: the class is allowed, or at least
     * one of its members is (as {@code java/lang/System#arraycopy} makes {@code System} visible).
     * The bot class loader uses this as a second line of defence behind {@link #verify}.
     *
     * @param internalName a class in internal form, such as {@code java/util/List}
     * @return whether a bot's class loader may resolve it
     */
    public boolean mayResolve(String internalName) {
        Objects.requireNonNull(internalName, "internalName");
        return !internalName.startsWith("[")
                && (policy.allowsClass(internalName) || policy.allowsSomeMemberOf(internalName));
    }

    private static BotClasses.Header header(ClassNode node) {
        Set<String> methods = new HashSet<>();
        for (MethodNode m : node.methods) {
            methods.add(m.name + m.desc);
        }
        Set<String> fields = new HashSet<>();
        for (FieldNode f : node.fields) {
            fields.add(f.name);
        }
        return new BotClasses.Header(node.superName, node.interfaces, methods, fields);
    }
}
