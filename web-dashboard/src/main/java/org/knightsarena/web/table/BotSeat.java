package org.knightsarena.web.table;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.knightsarena.api.Agent;
import org.knightsarena.api.AgentLog;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.match.MatchRunner;
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
    private final long perDecisionNanos;
    /** Not kept: a game at a person's table is not stored as a match with its seats' logs. */
    private final AgentLog log = line -> { };
    private long bankNanos;
    private int delivered;
    private int faults;
    private boolean ejected;

    BotSeat(Agent agent, int seat, TimeBudget budget, int strikeLimit) {
        this.agent = agent;
        this.seat = seat;
        this.strikeLimit = strikeLimit;
        this.perDecisionNanos = budget.perDecision().toNanos();
        this.bankNanos = budget.bank().toNanos();
    }

    /** Tells the bot the match starts, with the generator a match runner would give this seat. */
    void start(Game game) {
        Random random = new Random(game.seed() * 0x9E3779B97F4A7C15L + seat + 1);
        MatchContext context = new MatchContext(seat, game.options().playerCount(), game.options().ruleset(), random,
                new TimeBudget(Duration.ofNanos(perDecisionNanos), Duration.ofNanos(bankNanos)), log);
        try {
            agent.onMatchStart(context);
        } catch (RuntimeException | StackOverflowError e) {
            strike(game, Fault.EXCEPTION, "onMatchStart threw " + e);
        }
    }

    /** Asks the bot for the pending decision of its seat and applies its answer, or the default move. */
    void play(Game game) {
        Decision decision = game.decision();
        if (ejected) {
            game.applyChecked(MatchRunner.defaultAnswer(decision));
            return;
        }
        deliver(game.events());
        if (agent instanceof Watched watched) {
            watched.allow(Duration.ofNanos(perDecisionNanos + bankNanos));
        }
        long start = System.nanoTime();
        Action answer;
        try {
            answer = agent.decide(game.view(seat), decision);
        } catch (RuntimeException | StackOverflowError e) {
            strike(game, Fault.EXCEPTION, e.toString());
            game.applyChecked(MatchRunner.defaultAnswer(decision));
            return;
        }
        Optional<String> overrun = charge(System.nanoTime() - start);
        if (overrun.isPresent()) {
            strike(game, Fault.TIMEOUT, overrun.get());
            answer = MatchRunner.defaultAnswer(decision);
        } else if (answer == null || decision.validate(answer).isPresent()) {
            strike(game, Fault.ILLEGAL_ANSWER, answer == null ? "answered null" : decision.validate(answer).get());
            answer = MatchRunner.defaultAnswer(decision);
        }
        game.applyChecked(answer);
    }

    private void deliver(List<GameEvent> events) {
        for (int size = events.size(); delivered < size; delivered++) {
            GameEvent e = events.get(delivered);
            if (e.isVisibleTo(seat)) {
                try {
                    agent.onEvent(e);
                } catch (RuntimeException | StackOverflowError thrown) {
                    log.log("onEvent threw " + thrown);
                }
            }
        }
    }

    /** The chess clock: time over the per-decision allowance comes out of the bank. */
    private Optional<String> charge(long elapsed) {
        long over = elapsed - perDecisionNanos;
        if (over <= 0) {
            return Optional.empty();
        }
        bankNanos -= over;
        if (bankNanos >= 0) {
            return Optional.empty();
        }
        bankNanos = 0;
        return Optional.of("took " + elapsed / 1_000_000 + " ms with no time left in the bank");
    }

    private void strike(Game game, Fault kind, String detail) {
        faults++;
        game.recordFault(seat, kind, detail);
        if (!ejected && faults >= strikeLimit) {
            ejected = true;
            game.recordEjection(seat, faults);
            log.log("ejected after " + faults + " faults; the table plays its moves");
        }
    }
}
