package org.knightsarena.sandbox.load;

import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.verify.ClassVerifier;

/**
 * The parent of every bot class loader: it exposes the bot API ({@code org.knightsarena.api.*},
 * from the host's loader, so bots and the engine share its types) and the JDK classes bot code may
 * refer to, and nothing else: every other name, including the engine, the sandbox and other bots,
 * gives {@link ClassNotFoundException}. No resources at all.
 *
 * <p>This is the second line of defence; the verifier has already refused bots that name anything
 * else. It also exposes the few {@code java.lang.invoke} types the JVM itself resolves, through the
 * bot's loader, when it links the lambda, string concatenation and record bootstraps that the
 * verifier allows. Thread-safe; one instance serves all bots (it only caches its verdicts).
 */
public final class ExposedClasses extends ClassLoader {
    private static final String API = "org.knightsarena.api.";
    /** Resolved by the JVM for the invokedynamic bootstraps javac emits; bot code cannot call them. */
    private static final Set<String> BOOTSTRAP_TYPES = Set.of(
            "java.lang.invoke.LambdaMetafactory",
            "java.lang.invoke.StringConcatFactory",
            "java.lang.runtime.ObjectMethods",
            "java.lang.invoke.MethodHandles$Lookup",
            "java.lang.invoke.MethodHandle",
            "java.lang.invoke.MethodType",
            "java.lang.invoke.CallSite",
            "java.lang.invoke.TypeDescriptor");

    static {
        registerAsParallelCapable();
    }

    private static final ExposedClasses INSTANCE = new ExposedClasses();

    private final ClassLoader api = Agent.class.getClassLoader();
    private final ClassLoader jdk = ClassLoader.getPlatformClassLoader();
    private final ClassVerifier policy = ClassVerifier.create();
    /** The verdict per JDK name: every bot loader asks for the same few hundred names. */
    private final ConcurrentMap<String, Boolean> visible = new ConcurrentHashMap<>();

    private ExposedClasses() {
        super("bot-visible", null);
    }

    /** @return the one instance */
    public static ExposedClasses instance() {
        return INSTANCE;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(API)) {
            return api.loadClass(name);
        }
        if (visible.computeIfAbsent(name, n -> BOOTSTRAP_TYPES.contains(n) || policy.mayResolve(n.replace('.', '/')))) {
            return jdk.loadClass(name);
        }
        throw new ClassNotFoundException(name + " is not visible to bots: they see only org.knightsarena.api"
                + " and the JDK classes the sandbox allows");
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    @Override
    public URL getResource(String name) {
        return null;
    }

    @Override
    public Enumeration<URL> getResources(String name) {
        return Collections.emptyEnumeration();
    }
}
