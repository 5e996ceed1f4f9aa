package org.knightsarena.platform.worker;

import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.platform.match.SeatResolver;
import org.knightsarena.sandbox.SandboxSettings;

/**
 * Where a worker JVM gets its agents: built-in names from the catalogue, {@code jar:} seats from
 * the sandbox. Every agent is wrapped so that its calls mark the {@link Beacon}.
 */
final class WorkerSeats implements SeatResolver {

    private final SeatResolver agents;
    private final Beacon beacon;

    WorkerSeats(AgentCatalog catalog, SandboxSettings sandbox, Beacon beacon) {
        this.agents = SeatResolver.withJars(catalog, new BotJars(sandbox));
        this.beacon = Objects.requireNonNull(beacon, "beacon");
    }

    @Override
    public Agent agentFor(MatchSpec spec, int seat) {
        return new BeaconAgent(agents.agentFor(spec, seat), seat, beacon);
    }
}
