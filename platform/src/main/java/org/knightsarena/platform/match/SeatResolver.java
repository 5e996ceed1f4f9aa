package org.knightsarena.platform.match;

import java.nio.file.Path;
import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.external.Containment;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.external.ProcessAgent;

/**
 * Makes the agent that plays one seat of a match: the seam between {@link InProcessExecutor},
 * which knows how a spec is played, and whoever knows where agents come from (the built-in
 * catalogue here, the sandbox for bot JARs in a worker JVM).
 */
@FunctionalInterface
public interface SeatResolver {

    /**
     * Makes a fresh agent for a seat.
     *
     * @param spec the match, never null
     * @param seat the seat, 0 to {@code spec.seats().size() - 1}; its name is {@code spec.seats().get(seat)}
     * @return a new agent, never null
     * @throws IllegalArgumentException if the seat names an agent that cannot be made here; the
     *                                  message names it and says why
     */
    Agent agentFor(MatchSpec spec, int seat);

    /**
     * @param catalog where built-in names are looked up, never null
     * @return a resolver for built-in agents and process bots ({@code python:} seats, contained as
     *         {@link Containment#available()} says), which refuses bot JARs
     * @see #withJars
     */
    static SeatResolver builtIn(AgentCatalog catalog) {
        Objects.requireNonNull(catalog, "catalog");
        return (spec, seat) -> {
            String name = spec.seats().get(seat);
            if (MatchSpec.isJar(name)) {
                throw new IllegalArgumentException("bot JARs run in worker JVMs, not in process: " + name);
            }
            return builtInOrProcess(catalog, name);
        };
    }

    /**
     * @param catalog where built-in names are looked up, never null
     * @param jars    where {@code jar:} seats are loaded, through the sandbox, never null
     * @return a resolver for built-in agents, process bots and bot JARs
     */
    static SeatResolver withJars(AgentCatalog catalog, BotJars jars) {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(jars, "jars");
        return (spec, seat) -> {
            String name = spec.seats().get(seat);
            return MatchSpec.isJar(name)
                    ? jars.newAgent(Path.of(name.substring(MatchSpec.JAR_PREFIX.length())), spec.seed())
                    : builtInOrProcess(catalog, name);
        };
    }

    /**
     * A process bot plays from the thread that plays the match: its process is the boundary, so it
     * needs no worker JVM, in this JVM or in a worker's.
     */
    private static Agent builtInOrProcess(AgentCatalog catalog, String name) {
        return ExternalBot.isExternal(name)
                ? new ProcessAgent(ExternalBot.parse(name), Containment.available())
                : catalog.create(name);
    }
}
