package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.Agent;

/**
 * Plays matches on the calling thread, in this JVM: for trusted agents (the built-in ones).
 * Thread-safe: each call makes fresh agents.
 */
public final class InProcessExecutor implements MatchExecutor {

    private final AgentCatalog catalog;

    /** @param catalog where agents are found by name */
    public InProcessExecutor(AgentCatalog catalog) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
    }

    @Override
    public MatchOutcome play(MatchSpec spec) {
        List<Agent> agents = new ArrayList<>();
        for (String seat : spec.seats()) {
            if (MatchSpec.isJar(seat)) {
                throw new IllegalArgumentException("bot JARs run in worker JVMs, not in process: " + seat);
            }
            agents.add(catalog.create(seat));
        }
        long start = System.nanoTime();
        MatchRecord record = new MatchRunner(spec.gameOptions(), spec.budget(), spec.strikeLimit())
                .play(spec.seed(), agents, spec.seats());
        return MatchOutcome.completed(record, Duration.ofNanos(System.nanoTime() - start));
    }

    /** Nothing to release. */
    @Override
    public void close() {}
}
