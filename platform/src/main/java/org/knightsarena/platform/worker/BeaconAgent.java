package org.knightsarena.platform.worker;

import java.time.Duration;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.sandbox.Watched;

/**
 * An agent that marks every call on the {@link Beacon}, with the wall-clock allowance the match
 * runner gave it, so the parent knows which seat was being asked when the worker died or hung,
 * and how long that call may take.
 *
 * <p>A call that returns, or throws what the match runner turns into a fault, clears the mark.
 * Any other throwable (an {@link Error} that escapes the runner) leaves it, so the worker can
 * blame the seat for the crash.
 */
final class BeaconAgent implements Watched, AutoCloseable {

    private final Agent agent;
    private final int seat;
    private final Beacon beacon;
    private long allowanceNanos;

    BeaconAgent(Agent agent, int seat, Beacon beacon) {
        this.agent = agent;
        this.seat = seat;
        this.beacon = beacon;
    }

    @Override
    public void allow(Duration wallClock) {
        allowanceNanos = Beacon.nanos(wallClock);
        if (agent instanceof Watched watched) {
            watched.allow(wallClock);
        }
    }

    @Override
    public boolean listensToEvents() {
        return Watched.listens(agent);
    }

    @Override
    public void onMatchStart(MatchContext context) {
        enter();
        try {
            agent.onMatchStart(context);
        } catch (RuntimeException | StackOverflowError e) {
            beacon.leave();
            throw e;
        }
        beacon.leave();
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        enter();
        Action answer;
        try {
            answer = agent.decide(view, decision);
        } catch (RuntimeException | StackOverflowError e) {
            beacon.leave();
            throw e;
        }
        beacon.leave();
        return answer;
    }

    @Override
    public void onEvent(GameEvent event) {
        enter();
        try {
            agent.onEvent(event);
        } catch (RuntimeException | StackOverflowError e) {
            beacon.leave();
            throw e;
        }
        beacon.leave();
    }

    @Override
    public void onMatchEnd(MatchResult result) {
        enter();
        try {
            agent.onMatchEnd(result);
        } catch (RuntimeException | StackOverflowError e) {
            beacon.leave();
            throw e;
        }
        beacon.leave();
    }

    /** Closes the agent it marks, if it holds something past the match (a sandboxed agent's loader). */
    @Override
    public void close() throws Exception {
        if (agent instanceof AutoCloseable closeable) {
            closeable.close();
        }
    }

    /** Marks the call, with the allowance given for it (which is for this call only). */
    private void enter() {
        beacon.enter(seat, allowanceNanos);
        allowanceNanos = 0;
    }
}
