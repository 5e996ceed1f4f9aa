package org.knightsarena.sandbox;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.knightsarena.api.Agent;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.sandbox.load.BotClassLoader;

/**
 * The class loaders of one bot version, kept across matches so that its classes are defined, and
 * compiled by the JIT, once per JVM rather than once per match: each loader serves one agent at a
 * time, and goes back here when that agent's match is over (after its {@code onMatchEnd}). The
 * instrumentation gives each match fresh static fields ({@code PerMatchStatics}), and the meter's
 * start clears the rest, so nothing passes from one match to the next. An agent whose match ends
 * otherwise (ejected, abandoned on a stuck call, dropped by the host) keeps its loader, which is
 * collected with it. The arrays in a loader's enums are put back as initialised when it is given
 * back ({@link EnumArrays}).
 *
 * <p>As many loaders as agents of the version play at once; the idle ones are kept up to
 * {@value #IDLE_KEPT}. Thread-safe.
 */
final class LoaderPool {
    static final int IDLE_KEPT = 8;

    /** A loader handed to one agent, and whether it is new (its enums not yet initialised). */
    record Lease(BotClassLoader loader, boolean fresh) {}

    private final String agentClass;
    private final Map<String, byte[]> classes;
    private final List<String> enums;
    private final Deque<BotClassLoader> idle = new ArrayDeque<>();
    /** The arrays of each loader's enums as initialised, put back when the loader is given back. */
    private final Map<BotClassLoader, EnumArrays> enumArrays = new java.util.WeakHashMap<>();
    /** Whether the agent class has its own {@code onEvent}; found at the first agent's lease. */
    private Boolean agentListens;

    /**
     * @param agentClass the bot's agent class, which names its loaders
     * @param classes    the instrumented classes by binary name, kept, never modified
     * @param enums      the classes a fresh loader initialises before its first match
     */
    LoaderPool(String agentClass, Map<String, byte[]> classes, List<String> enums) {
        this.agentClass = agentClass;
        this.classes = classes;
        this.enums = List.copyOf(enums);
    }

    Map<String, byte[]> classes() {
        return classes;
    }

    /** @return an idle loader, or a new one when none is idle */
    synchronized Lease take() {
        BotClassLoader loader = idle.pollFirst();
        return loader != null
                ? new Lease(loader, false)
                : new Lease(new BotClassLoader("bot " + agentClass, classes), true);
    }

    /** Takes back a loader whose agent's match is over and whose calls have all returned. */
    synchronized void giveBack(BotClassLoader loader) {
        EnumArrays arrays = enumArrays.get(loader);
        if (arrays != null) {
            arrays.putBack();
        }
        if (idle.size() < IDLE_KEPT) {
            idle.addFirst(loader); // the most recently used, whose code the JIT compiled furthest
        }
    }

    /**
     * @return whether the bot's agent class overrides {@code onEvent}, found once per version
     *         without running bot code: the class is loaded in {@code loader}, not initialised
     */
    synchronized boolean agentListens(BotClassLoader loader) {
        if (agentListens == null) {
            try {
                Class<?> type = Class.forName(agentClass, false, loader);
                agentListens = type.getMethod("onEvent", GameEvent.class).getDeclaringClass() != Agent.class;
            } catch (ReflectiveOperationException | LinkageError e) {
                return true; // its construction, at its first call, says what is wrong with it
            }
        }
        return agentListens;
    }

    /**
     * Initialises a fresh loader's enums, in name order: they are kept from match to match, so
     * their initializers run once per loader, and before the meter's start that counts the match.
     *
     * @throws ClassNotFoundException never for classes of the JAR
     */
    void initialiseEnums(BotClassLoader loader) throws ClassNotFoundException {
        List<Class<?>> initialised = new java.util.ArrayList<>(enums.size());
        for (String name : enums) {
            initialised.add(Class.forName(name, true, loader));
        }
        EnumArrays arrays = EnumArrays.capture(initialised);
        synchronized (this) {
            enumArrays.put(loader, arrays);
        }
    }
}
