package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.Agent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.maps.Scenarios;

/**
 * Plays matches on the calling thread, in this JVM. This is the one place where a
 * {@link MatchSpec} becomes agents and a played match: worker JVMs play their matches through it
 * too, with their own {@link SeatResolver}. Thread-safe: each call makes fresh agents.
 */
public final class InProcessExecutor implements MatchExecutor {

    private final SeatResolver seats;

    /** @param catalog where agents are found by name; bot JARs are refused */
    public InProcessExecutor(AgentCatalog catalog) {
        this(SeatResolver.builtIn(catalog));
    }

    /** @param seats makes each seat's agent, never null; it is called from the playing thread */
    public InProcessExecutor(SeatResolver seats) {
        this.seats = Objects.requireNonNull(seats, "seats");
    }

    @Override
    public MatchOutcome play(MatchSpec spec) {
        Objects.requireNonNull(spec, "spec");
        List<Agent> agents = new ArrayList<>(spec.seats().size());
        for (int seat = 0; seat < spec.seats().size(); seat++) {
            agents.add(
                    spec.benched().containsKey(seat)
                            ? MatchRunner.BENCHED
                            : Objects.requireNonNull(seats.agentFor(spec, seat), "agent for seat " + seat));
        }
        long start = System.nanoTime();
        MatchRecord record = new MatchRunner(spec.gameOptions(), spec.budget(), spec.strikeLimit())
                .play(
                        Game.create(spec.gameOptions(), spec.seed(), Scenarios::deal),
                        agents,
                        spec.seats(),
                        spec.benched());
        return MatchOutcome.completed(record, Duration.ofNanos(System.nanoTime() - start));
    }

    /** Nothing to release. */
    @Override
    public void close() {}
}
