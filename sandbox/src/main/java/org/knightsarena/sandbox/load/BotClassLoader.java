package org.knightsarena.sandbox.load;

import java.util.Map;
import java.util.Objects;

/**
 * The class loader of one agent instance in one match (DESIGN.md §4.4): it defines the bot's
 * instrumented classes from bytes in memory, and resolves everything else through
 * {@link ExposedClasses} (the API and the allowed JDK) or, for the calls the instrumenter inserted,
 * through this agent's own copy of the sandbox runtime. Nothing is written to disk, and two loaders
 * share no bot class and no static field.
 *
 * <p>Parent-first: the bot's classes cannot shadow API or JDK classes (the verifier refuses bot
 * classes in those packages anyway). Thread-safe.
 */
public final class BotClassLoader extends ClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> classes;
    private final RuntimeLoader runtime = new RuntimeLoader();
    private final MeterControl meter;

    /**
     * @param name    names the loader in stack traces, such as the bot's agent class
     * @param classes binary class name to instrumented bytes, never null; kept, not copied, so the
     *                caller must never modify the map or its arrays
     */
    public BotClassLoader(String name, Map<String, byte[]> classes) {
        super(Objects.requireNonNull(name, "name"), ExposedClasses.instance());
        this.classes = Objects.requireNonNull(classes, "classes");
        this.meter = MeterControl.of(runtime);
    }

    /** @return the meter of this agent instance, which its instrumented code charges */
    public MeterControl meter() {
        return meter;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(RuntimeLoader.PACKAGE)) {
            return runtime.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name + " is neither in the bot's JAR nor visible to bots");
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
