package org.knightsarena.platform.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.Agent;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.maps.Scenarios;
import org.knightsarena.sandbox.AgentUnusable;
import org.knightsarena.sandbox.Watched;

/**
 * Plays one match: asks each decision's agent, validates the answer and applies it.
 *
 * <p>An agent that throws, answers illegally or overruns its time gets the default move for
 * the decision (roll, end the turn, decline, the first option, or the first cards of its hand
 * for a discard or a gift) and a {@link FaultRecorded} event. A callback ({@code onMatchStart},
 * {@code onEvent}, {@code onMatchEnd}) that throws or runs out of budget is a fault too, recorded
 * the same way. At the strike limit the agent is ejected
 * ({@link org.knightsarena.api.event.AgentEjected}) at once, so its strikes never pass the limit:
 * it is no longer asked or told anything, the runner makes its default moves, and it is ranked
 * last. An agent that can play no more ({@link AgentUnusable}: its constructor failed, or a call
 * was abandoned) is ejected at its first such fault. Fault details are cut to
 * {@value #MAX_FAULT_DETAIL} characters where they are recorded. Events reach each agent as its
 * seat may see them, in order, before each of its decisions and at the end.
 *
 * <p>Agents that are {@link AutoCloseable} are closed when the match ends, however it ends.
 *
 * <p>Agents that are {@link Watched} are told the time each call may take: before a decision
 * what is left of their clock, before a callback the time of one decision.
 *
 * <p>A built-in agent ({@link AgentCatalog#isBuiltIn}) is timed per turn, not per decision: its
 * decisions in a row are charged to its clock together when the next seat's decision comes (one
 * clock read at each change of seat instead of two per decision), and an overrun is a timeout
 * fault found then, its answers standing. Every other agent is timed per decision, and an answer
 * that overran is replaced by the default move.
 */
public final class MatchRunner {

    /** The most characters of a fault's detail kept in the chronicle (and so in the replay). */
    public static final int MAX_FAULT_DETAIL = FaultDetail.MAX_CHARS;

    private final GameOptions options;
    private final TimeBudget budget;
    private final int strikeLimit;

    /**
     * A runner with the default strike limit.
     *
     * @param options the game settings
     * @param budget  each agent's thinking time
     */
    public MatchRunner(GameOptions options, TimeBudget budget) {
        this(options, budget, MatchSpec.DEFAULT_STRIKE_LIMIT);
    }

    /**
     * @param options     the game settings
     * @param budget      each agent's thinking time
     * @param strikeLimit faults after which an agent is ejected: it plays on autopilot (default
     *                    moves) and is ranked last
     */
    public MatchRunner(GameOptions options, TimeBudget budget, int strikeLimit) {
        this.options = Objects.requireNonNull(options, "options");
        this.budget = Objects.requireNonNull(budget, "budget");
        if (strikeLimit < 1) {
            throw new IllegalArgumentException("the strike limit must be at least 1, not " + strikeLimit);
        }
        this.strikeLimit = strikeLimit;
    }

    /**
     * Plays a match to its end.
     *
     * @param seed   the game's seed; each agent's generator is derived from it and its seat
     * @param agents fresh agents by seat, as many as {@code options.playerCount()}
     * @param names  their names, for the replay
     * @return the record of the match
     */
    public MatchRecord play(long seed, List<Agent> agents, List<String> names) {
        return play(Game.create(options, seed, Scenarios::deal), agents, names);
    }

    /** Stands in for the agent of a benched seat, which is never called. */
    public static final Agent BENCHED = (view, decision) -> {
        throw new IllegalStateException("a benched seat's agent is never asked");
    };

    /** Plays an already created game (for example one with forced dice) to its end. */
    public MatchRecord play(Game game, List<Agent> agents, List<String> names) {
        return play(game, agents, names, Map.of());
    }

    /**
     * Plays an already created game to its end with some seats benched from the start: each gets a
     * {@code CRASHED} fault with the reason and is ejected before the first decision; its agent
     * (use {@link #BENCHED}) is never called.
     */
    public MatchRecord play(Game game, List<Agent> agents, List<String> names, Map<Integer, String> benched) {
        try {
            return playSeats(game, agents, names, benched);
        } finally {
            closeAll(agents);
        }
    }

    /**
     * Closes the agents that hold resources beyond the match (a process bot's process), ejected or
     * not, however the match ended.
     */
    private static void closeAll(List<Agent> agents) {
        for (Agent agent : agents) {
            if (agent instanceof AutoCloseable closeable) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    // the match is over: a resource that will not close cannot change its record
                }
            }
        }
    }

    private MatchRecord playSeats(Game game, List<Agent> agents, List<String> names, Map<Integer, String> benched) {
        int n = options.playerCount();
        if (agents.size() != n || names.size() != n) {
            throw new IllegalArgumentException("a game of " + n + " needs " + n + " agents, got " + agents.size());
        }
        Seat[] seats = seat(game, agents, benched);
        long decisions = playUntilOver(game, seats);
        return finish(game, seats, names, decisions);
    }

    /** Seats the agents and starts each unbenched one's match; a benched seat is ejected from the start. */
    private Seat[] seat(Game game, List<Agent> agents, Map<Integer, String> benched) {
        int n = agents.size();
        Seat[] seats = new Seat[n];
        for (int p = 0; p < n; p++) {
            Seat seat = new Seat(agents.get(p), p, game, budget, strikeLimit);
            seats[p] = seat;
            if (benched.containsKey(p)) {
                seat.faults++;
                seat.ejected = true;
                game.recordFault(p, Fault.CRASHED, FaultDetail.capped(benched.get(p)));
                game.recordEjection(p, seat.faults);
                seat.log.log("benched: " + benched.get(p));
                continue;
            }
            MatchContext context =
                    new MatchContext(p, n, options.ruleset(), SeatRandom.forSeat(game.seed(), p), budget, seat.log);
            seat.guard("onMatchStart", () -> seat.agent.onMatchStart(context));
        }
        return seats;
    }

    /** Asks each decision of its seat until the game ends; @return the decisions the agents were asked */
    private long playUntilOver(Game game, Seat[] seats) {
        long decisions = 0;
        List<GameEvent> events = game.events();
        Seat timed = null; // the built-in seat whose turn is being timed as a whole
        while (!game.isOver()) {
            Decision decision = game.decision();
            Seat seat = seats[decision.seat()];
            if (seat != timed) {
                timed = Seat.handOver(timed, seat);
            }
            if (!seat.ejected) {
                seat.deliver(events);
            }
            if (seat.ejected) { // before, or by a fault in onEvent
                game.applyChecked(decision.defaultAnswer());
                continue;
            }
            decisions++;
            Action answer = answerOf(seat, decision);
            game.applyChecked(answer == null ? decision.defaultAnswer() : answer);
        }
        Seat.handOver(timed, null);
        return decisions;
    }

    /** @return the seat's answer, or null (after a strike) when it overran, threw, or answered illegally */
    private Action answerOf(Seat seat, Decision decision) {
        Action answer;
        Optional<String> overran = Optional.empty();
        if (seat.builtIn) {
            answer = seat.ask(decision);
            seat.turnDecisions++;
        } else {
            long start = System.nanoTime();
            answer = seat.ask(decision);
            overran = seat.clock.charge(System.nanoTime() - start);
        }
        if (seat.thrown instanceof AgentUnusable) { // the seat plays no more, whatever its clock says
            seat.failed("decide", seat.thrown);
            answer = null;
        } else if (overran.isPresent()) {
            seat.strike(Fault.TIMEOUT, overran.get());
            answer = null;
        } else if (seat.thrown != null) {
            seat.failed("decide", seat.thrown);
            answer = null;
        } else if (answer == null) {
            seat.strike(Fault.ILLEGAL_ANSWER, "answered null");
        } else if (!isListedOption(decision.options(), answer)) {
            Optional<String> illegal = decision.validate(answer);
            if (illegal.isPresent()) {
                seat.strike(Fault.ILLEGAL_ANSWER, illegal.get());
                answer = null;
            }
        }
        seat.thrown = null;
        return answer;
    }

    /** Delivers the last events, ranks ejected seats last and ends each remaining agent's match. */
    private MatchRecord finish(Game game, Seat[] seats, List<String> names, long decisions) {
        int n = seats.length;
        List<GameEvent> events = game.events();
        boolean[] ejected = new boolean[n];
        for (int p = 0; p < n; p++) {
            seats[p].deliver(events); // the last events, whose faults may still eject a seat
            ejected[p] = seats[p].ejected;
            seats[p].matchOver = true; // from here on a fault is recorded but ejects no one: the places are set
        }
        MatchResult result = EjectedLast.rank(game.result(), ejected);
        List<Integer> faults = new ArrayList<>(n);
        List<Boolean> out = new ArrayList<>(n);
        List<List<String>> logs = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            Seat seat = seats[p];
            if (!seat.ejected) {
                seat.guard("onMatchEnd", () -> seat.agent.onMatchEnd(result));
            }
            faults.add(seat.faults);
            out.add(seat.ejected);
            logs.add(seat.log.lines());
        }
        return new MatchRecord(result, names, game, decisions, faults, out, logs);
    }

    /**
     * Most agents answer with one of the listed option instances: an identity scan accepts
     * those without the equality checks of {@link Decision#validate}.
     */
    private static boolean isListedOption(List<Action> options, Action answer) {
        for (int i = 0, n = options.size(); i < n; i++) {
            if (options.get(i) == answer) {
                return true;
            }
        }
        return false;
    }
}
