package org.knightsarena.sandbox.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.knightsarena.sandbox.instrument.runtime.Meter;

/**
 * Defines the sandbox runtime ({@link Meter} and its helpers) anew for one agent instance, so that
 * the meter's static fields belong to that agent alone. Everything else comes from the JDK.
 *
 * <p>The class bytes are the sandbox's own, read once from its JAR and shared (they are never
 * modified). Thread-safe.
 */
final class RuntimeLoader extends ClassLoader {
    static final String PACKAGE = Meter.class.getPackageName() + ".";
    private static final Map<String, byte[]> BYTES = new ConcurrentHashMap<>();

    static {
        registerAsParallelCapable();
    }

    RuntimeLoader() {
        super("sandbox-runtime", ClassLoader.getPlatformClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith(PACKAGE)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                byte[] bytes = BYTES.computeIfAbsent(name, RuntimeLoader::read);
                loaded = defineClass(name, bytes, 0, bytes.length);
            }
            return loaded;
        }
    }

    private static byte[] read(String name) {
        String resource = name.replace('.', '/') + ".class";
        try (InputStream in = Meter.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(
                        "the sandbox runtime class " + name + " is missing from the sandbox JAR");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
