package org.knightsarena.web.table;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.Agent;
import org.knightsarena.api.AgentLog;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.match.ChessClock;
import org.knightsarena.platform.match.FaultDetail;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.platform.match.SeatRandom;
import org.knightsarena.sandbox.AgentUnusable;
import org.knightsarena.sandbox.BudgetExhausted;
import org.knightsarena.sandbox.Watched;

/**
 * A bot at a table with a person: it answers its seat's decisions under the usual limits of a
 * match (a chess clock of so much time per decision plus a bank, a strike limit after which the
 * seat is played by the default moves). {@link MatchRunner} cannot seat it here, because its loop
 * owns the game until the end and would clock the person's seat like a bot's.
 * Not thread-safe: the table calls it under its lock.
 */
final class BotSeat {
    private final Agent agent;
    private final int seat;
    private final int strikeLimit;
    private final ChessClock clock;
    /** Not kept: a game at a person's table is not stored as a match with its seats' logs. */
    private final AgentLog log = line -> {};

    private int delivered;
    private int faults;
    private boolean ejected;

    BotSeat(Agent agent, int seat, TimeBudget budget, int strikeLimit) {
        this.agent = agent;
        this.seat = seat;
        this.strikeLimit = strikeLimit;
        this.clock = new ChessClock(budget);
    }

    /** Tells the bot the match starts, with the generator a match runner would give this seat. */
    void start(Game game) {
        MatchContext context = new MatchContext(
                seat,
                game.options().playerCount(),
                game.options().ruleset(),
                SeatRandom.forSeat(game.seed(), seat),
                clock.remaining(),
                log);
        guard(game, "onMatchStart", () -> agent.onMatchStart(context));
    }

    /** Asks the bot for the pending decision of its seat and applies its answer, or the default move. */
    void play(Game game) {
        Decision decision = game.decision();
        deliver(game);
        if (ejected) {
            game.applyChecked(decision.defaultAnswer());
            return;
        }
        allow(clock.allowance());
        long start = System.nanoTime();
        Action answer = null;
        RuntimeException thrown = null;
        try {
            answer = agent.decide(game.view(seat), decision);
        } catch (RuntimeException e) {
            thrown = e;
        } catch (StackOverflowError e) {
            thrown = new IllegalStateException(e.toString(), e);
        }
        Optional<String> overrun = clock.charge(System.nanoTime() - start);
        if (thrown instanceof AgentUnusable) { // the seat plays no more, whatever its clock says
            failed(game, "decide", thrown);
            answer = null;
        } else if (overrun.isPresent()) {
            strike(game, Fault.TIMEOUT, overrun.get());
            answer = null;
        } else if (thrown != null) {
            failed(game, "decide", thrown);
        } else if (answer == null) {
            strike(game, Fault.ILLEGAL_ANSWER, "answered null");
        } else if (decision.validate(answer).isPresent()) {
            strike(game, Fault.ILLEGAL_ANSWER, decision.validate(answer).get());
            answer = null;
        }
        game.applyChecked(answer == null ? decision.defaultAnswer() : answer);
    }

    /** Tells the bot the events it has not seen and how the game ended, then releases it ({@link #release}). */
    void end(Game game) {
        deliver(game);
        if (!ejected) {
            MatchResult result = game.result();
            guard(game, "onMatchEnd", () -> agent.onMatchEnd(result));
        }
        release();
    }

    /**
     * Releases what the bot holds outside this JVM's heap: a process bot's process is stopped.
     * Safe to call twice; the bot is asked nothing after it.
     */
    void release() {
        ejected = true; // not recorded: the game is over or no longer played here
        if (agent instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                log.log("the bot of seat " + seat + " did not close cleanly: " + e);
            }
        }
    }

    /** Tells the bot the events it has not seen, until a fault there ejects it. */
    private void deliver(Game game) {
        List<GameEvent> events = game.events();
        for (int size = events.size(); delivered < size && !ejected; delivered++) {
            GameEvent e = events.get(delivered);
            if (e.isVisibleTo(seat)) {
                guard(game, "onEvent", () -> agent.onEvent(e));
            }
        }
    }

    /** Runs a callback, bounded by one decision's time; what it throws is a fault of this seat. */
    private void guard(Game game, String what, Runnable callback) {
        allow(clock.perDecision());
        try {
            callback.run();
        } catch (RuntimeException e) {
            failed(game, what, e);
        } catch (StackOverflowError e) {
            failed(game, what, new IllegalStateException(e.toString(), e));
        }
    }

    private void allow(Duration time) {
        if (agent instanceof Watched watched) {
            watched.allow(time);
        }
    }

    /** Records what a call threw as the fault it is, as the match runner does. */
    private void failed(Game game, String what, RuntimeException e) {
        if (e instanceof AgentUnusable) {
            strike(game, Fault.CRASHED, e.getMessage());
            eject(game);
        } else if (e instanceof BudgetExhausted) {
            strike(game, Fault.BUDGET, e.getMessage());
        } else {
            strike(
                    game,
                    Fault.EXCEPTION,
                    FaultDetail.thrown(
                            what,
                            e,
                            game.turn(),
                            "decide".equals(what) ? Optional.of(game.decision()) : Optional.empty()));
        }
    }

    private void strike(Game game, Fault kind, String detail) {
        faults++;
        game.recordFault(seat, kind, FaultDetail.capped(detail));
        if (faults >= strikeLimit) {
            eject(game);
        }
    }

    private void eject(Game game) {
        if (!ejected) {
            ejected = true;
            game.recordEjection(seat, faults);
            log.log("ejected after " + faults + " faults; the table plays its moves");
        }
    }
}
