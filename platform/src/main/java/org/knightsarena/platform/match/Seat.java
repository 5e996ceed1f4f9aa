package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.sandbox.AgentUnusable;
import org.knightsarena.sandbox.BudgetExhausted;
import org.knightsarena.sandbox.Watched;

/**
 * One agent at a match the {@link MatchRunner} plays, with its clock, log and fault count. Mutable,
 * used by the runner's thread alone.
 */
final class Seat {
    final Agent agent;
    final int seat;
    final Game game;
    final GameView view;
    final CappedLog log = new CappedLog();
    final ChessClock clock;
    final int strikeLimit;
    /** Whether the agent has its own {@code onEvent}: the default ignores every event. */
    final boolean listens;
    /**
     * Whether the agent is a built-in one, whose time is charged per turn: its decisions in a
     * row, from the first to the next seat's, as one (issue 15). Two clock reads per decision
     * were some 15 % of a game of random agents; the project's own agents keep to their time,
     * and an overrun is still a timeout fault, found at the turn's end (its answers stand). The
     * turn is timed by the {@link CoarseClock}: even one {@code System.nanoTime()} per change of
     * seat was some 8 % of such a game.
     */
    final boolean builtIn;

    long turnStart;
    int turnDecisions;

    int delivered;
    int faults;
    boolean ejected;
    boolean matchOver;
    Throwable thrown;

    Seat(Agent agent, int seat, Game game, TimeBudget budget, int strikeLimit) {
        this.agent = agent;
        this.seat = seat;
        this.game = game;
        this.view = game.view(seat);
        this.clock = new ChessClock(budget);
        this.strikeLimit = strikeLimit;
        this.listens = Watched.listens(agent); // a wrapper answers for the agent it wraps
        this.builtIn = AgentCatalog.isBuiltIn(agent);
    }

    /**
     * Ends the timed turn of one seat and starts the next one's, with one clock read.
     *
     * @param ending the built-in seat whose turn was being timed, or null
     * @param next   the seat to decide next, or null at the end of the game
     * @return {@code next} when its turn is now timed, else null
     */
    static Seat handOver(Seat ending, Seat next) {
        boolean timesNext = next != null && next.builtIn && !next.ejected;
        if (ending == null && !timesNext) {
            return null;
        }
        long now = CoarseClock.nanoTime();
        if (ending != null && ending.turnDecisions > 0 && !ending.ejected) {
            ending.clock
                    .charge(now - ending.turnStart, ending.turnDecisions)
                    .ifPresent(why -> ending.strike(Fault.TIMEOUT, why));
        }
        if (!timesNext) {
            return null;
        }
        next.turnStart = now;
        next.turnDecisions = 0;
        return next;
    }

    /**
     * Tells the agent the events it has not seen, until a fault there ejects it. An agent that
     * keeps {@link Agent#onEvent}'s default, which does nothing (the random agent), is told none:
     * checking each event's visibility and guarding each call to it cost some of the runner's
     * share of a game (issue 15), and skipping them changes nothing it or the replay sees.
     */
    void deliver(List<GameEvent> events) {
        if (!listens) {
            return;
        }
        for (int size = events.size(); delivered < size && !ejected; delivered++) {
            GameEvent e = events.get(delivered);
            if (e.isVisibleTo(seat)) {
                guard("onEvent", () -> agent.onEvent(e));
            }
        }
    }

    Action ask(Decision decision) {
        if (agent instanceof Watched watched) { // the allowance is a new Duration: only for who reads it
            watched.allow(clock.allowance());
        }
        try {
            return agent.decide(view, decision);
        } catch (RuntimeException | StackOverflowError e) {
            thrown = e;
            return null;
        }
    }

    /** Runs a callback, bounded by one decision's time; what it throws is a fault of this seat. */
    void guard(String what, Runnable callback) {
        allow(clock.perDecision());
        try {
            callback.run();
        } catch (RuntimeException | StackOverflowError e) {
            failed(what, e);
        }
    }

    private void allow(Duration time) {
        if (agent instanceof Watched watched) {
            watched.allow(time);
        }
    }

    /** Records what a call threw as the fault it is; an agent that can play no more is ejected now. */
    void failed(String what, Throwable e) {
        if (e instanceof AgentUnusable) {
            strike(Fault.CRASHED, e.getMessage());
            eject();
        } else if (e instanceof BudgetExhausted) {
            strike(Fault.BUDGET, e.getMessage());
        } else {
            strike(
                    Fault.EXCEPTION,
                    FaultDetail.thrown(
                            what,
                            e,
                            game.turn(),
                            "decide".equals(what) ? Optional.of(game.decision()) : Optional.empty()));
        }
    }

    /** Records a fault, its detail capped, and ejects the agent when it reaches the strike limit. */
    void strike(Fault kind, String detail) {
        faults++;
        game.recordFault(seat, kind, FaultDetail.capped(detail));
        if (faults >= strikeLimit) {
            eject();
        }
    }

    void eject() {
        if (!ejected && !matchOver) {
            ejected = true;
            game.recordEjection(seat, faults);
            log.log("ejected after " + faults + " faults; the runner plays its moves");
        }
    }
}
