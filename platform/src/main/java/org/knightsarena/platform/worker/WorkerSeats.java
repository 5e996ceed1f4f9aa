package org.knightsarena.platform.worker;

import java.nio.file.Path;
import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.SeatResolver;

/**
 * Where a worker JVM gets its agents: built-in names from the catalogue, {@code jar:} seats from
 * the sandbox. Every agent is wrapped so that its calls mark the {@link Beacon}.
 */
final class WorkerSeats implements SeatResolver {

    private final AgentCatalog catalog;
    private final Beacon beacon;

    WorkerSeats(AgentCatalog catalog, Beacon beacon) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.beacon = Objects.requireNonNull(beacon, "beacon");
    }

    @Override
    public Agent agentFor(MatchSpec spec, int seat) {
        String name = spec.seats().get(seat);
        Agent agent = MatchSpec.isJar(name)
                ? jarAgent(Path.of(name.substring(MatchSpec.JAR_PREFIX.length())), spec.seed())
                : catalog.create(name);
        return new BeaconAgent(agent, seat, beacon);
    }

    /**
     * Loads an uploaded bot through the sandbox.
     *
     * <p>INTEGRATION POINT: when {@code org.knightsarena.sandbox.SandboxedBot} is merged, this
     * becomes {@code SandboxedBot.load(jar, settings).newAgent(matchSeed)} (loading the JAR once
     * per worker and caching it by path is worth it: workers are reused across matches).
     *
     * @throws IllegalArgumentException always, until then
     */
    static Agent jarAgent(Path jar, long matchSeed) {
        throw new IllegalArgumentException("bot JARs need the sandbox, which this build does not have yet: " + jar);
    }
}
