package org.knightsarena.sandbox;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/**
 * The instrumented classes of the JARs the sandbox accepted, by the SHA-256 of the JAR's bytes and
 * the inspection limits it passed: the same bot version uploaded twice, or stored under another
 * path, is inspected, verified and instrumented once per JVM, and its class loaders are shared
 * ({@code LoaderPool}).
 *
 * <p>Static on purpose (one cache per JVM, as worker JVMs load the same versions match after
 * match); it keeps the {@value #KEPT} versions used last. Thread-safe.
 */
final class InstrumentedJars {
    static final int KEPT = 64;

    /** What an accepted JAR becomes: its agent class and the loaders of its instrumented classes. */
    record Accepted(String agentClass, LoaderPool loaders) {}

    private record Key(String sha256, InspectionLimits limits) {}

    private static final Map<Key, Accepted> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Accepted> eldest) {
            return size() > KEPT;
        }
    };

    private InstrumentedJars() {}

    /**
     * @return what a JAR with this digest became when it passed these limits before, or what
     *         {@code accept} makes of it now (which throws when it is refused: nothing is kept then)
     */
    static Accepted of(String sha256, InspectionLimits limits, AcceptSupplier accept) throws BotRejected {
        Key key = new Key(sha256, limits);
        Optional<Accepted> known;
        synchronized (CACHE) {
            known = Optional.ofNullable(CACHE.get(key));
        }
        if (known.isPresent()) {
            return known.get();
        }
        Accepted made = accept.get(); // outside the lock: two threads may both instrument, and one wins
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(key, k -> made);
        }
    }

    /** Inspects, verifies and instruments a JAR, or refuses it. */
    @FunctionalInterface
    interface AcceptSupplier {
        Accepted get() throws BotRejected;
    }
}
