package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.knightsarena.api.Agent;

/**
 * The built-in agents, found through {@code META-INF/services/org.knightsarena.api.Agent}.
 *
 * <p>An agent's name is its class's simple name without the {@code Agent} suffix, lower-cased
 * ({@code RandomAgent} is {@code random}). A name may carry a {@code #n} suffix to enter the same
 * agent more than once ({@code random#2}). Thread-safe after construction.
 */
public final class AgentCatalog {

    private final Map<String, Supplier<Agent>> agents;

    private AgentCatalog(Map<String, Supplier<Agent>> agents) {
        this.agents = agents;
    }

    /** The built-in agents' classes, as this class's loader sees them. */
    private static final Set<Class<? extends Agent>> BUILT_IN =
            ServiceLoader.load(Agent.class, AgentCatalog.class.getClassLoader()).stream()
                    .map(ServiceLoader.Provider::type)
                    .collect(Collectors.toUnmodifiableSet());

    /**
     * Whether an agent is one of the built-in agents, run as they are: the project's own code,
     * trusted to keep to its time (a bot JAR of the same classes runs under another loader,
     * wrapped in the sandbox, and is never built-in).
     *
     * @param agent any agent, never null
     * @return true for an instance of a built-in agent class loaded by the platform
     */
    public static boolean isBuiltIn(Agent agent) {
        return BUILT_IN.contains(agent.getClass());
    }

    /** @return the agents visible to this class's loader */
    public static AgentCatalog builtIn() {
        Map<String, Supplier<Agent>> found = new TreeMap<>();
        for (ServiceLoader.Provider<Agent> provider :
                ServiceLoader.load(Agent.class, AgentCatalog.class.getClassLoader()).stream()
                        .toList()) {
            found.put(nameOf(provider.type()), provider::get);
        }
        return new AgentCatalog(found);
    }

    /** @return the catalogue name of an agent class */
    public static String nameOf(Class<?> type) {
        String simple = type.getSimpleName();
        if (simple.endsWith("Agent") && simple.length() > "Agent".length()) {
            simple = simple.substring(0, simple.length() - "Agent".length());
        }
        return simple.toLowerCase(Locale.ROOT);
    }

    /** @return the known names, sorted */
    public List<String> names() {
        return new ArrayList<>(agents.keySet());
    }

    /**
     * Makes a fresh agent.
     *
     * @param name a known name, optionally with a {@code #n} suffix
     * @return a new instance
     * @throws IllegalArgumentException naming the unknown agent and the known ones
     */
    public Agent create(String name) {
        Supplier<Agent> supplier = agents.get(baseName(name));
        if (supplier == null) {
            throw new IllegalArgumentException(
                    "unknown agent '" + name + "'; built-in agents: " + String.join(", ", names()));
        }
        return supplier.get();
    }

    /** @return whether the name (without a {@code #n} suffix) is known */
    public boolean contains(String name) {
        return agents.containsKey(baseName(name));
    }

    /** @return the name without a {@code #n} suffix, trimmed and lower-cased */
    public static String baseName(String name) {
        int hash = name.indexOf('#');
        return (hash < 0 ? name : name.substring(0, hash)).trim().toLowerCase(Locale.ROOT);
    }
}
