package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.GameOptions;
import org.knightsarena.sandbox.BudgetExhausted;
import org.knightsarena.sandbox.Watched;

/**
 * Plays one match: asks each decision's agent, validates the answer and applies it.
 *
 * <p>An agent that throws, answers illegally or overruns its time gets the default move for
 * the decision (roll, end the turn, decline, the first option, or the first cards of its hand
 * for a discard or a gift) and a {@link FaultRecorded} event. At the strike limit the agent is
 * ejected ({@link org.knightsarena.api.event.AgentEjected}): it is no longer asked or told
 * anything, the runner makes its default moves, and it is ranked last. Events reach each agent as its seat may see
 * them, in order, before each of its decisions and at the end.
 */
public final class MatchRunner {

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
        return play(Game.create(options, seed), agents, names);
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
        int n = options.playerCount();
        if (agents.size() != n || names.size() != n) {
            throw new IllegalArgumentException("a game of " + n + " needs " + n + " agents, got " + agents.size());
        }
        Seat[] seats = new Seat[n];
        for (int p = 0; p < n; p++) {
            Seat seat = new Seat(agents.get(p), game.view(p), budget);
            seats[p] = seat;
            if (benched.containsKey(p)) {
                seat.faults++;
                seat.ejected = true;
                game.recordFault(p, Fault.CRASHED, benched.get(p));
                game.recordEjection(p, seat.faults);
                seat.log.log("benched: " + benched.get(p));
                continue;
            }
            Random random = new Random(game.seed() * 0x9E3779B97F4A7C15L + p + 1);
            MatchContext context = new MatchContext(p, n, options.ruleset(), random, budget, seat.log);
            seat.guard(() -> seat.agent.onMatchStart(context));
        }
        long decisions = 0;
        List<GameEvent> events = game.events();
        while (!game.isOver()) {
            Decision decision = game.decision();
            int p = decision.seat();
            Seat seat = seats[p];
            if (seat.ejected) {
                game.applyChecked(defaultAnswer(decision));
                continue;
            }
            seat.deliver(events, p);
            decisions++;
            long start = System.nanoTime();
            Action answer = seat.ask(decision);
            long elapsed = System.nanoTime() - start;
            Optional<String> fault = seat.overran(elapsed);
            Fault kind = Fault.TIMEOUT;
            if (fault.isEmpty()) {
                if (seat.thrown instanceof BudgetExhausted) {
                    kind = Fault.BUDGET;
                    fault = Optional.of(seat.thrown.getMessage());
                    seat.thrown = null;
                } else if (seat.thrown != null) {
                    kind = Fault.EXCEPTION;
                    fault = Optional.of(seat.thrown.toString());
                    seat.thrown = null;
                } else if (answer == null) {
                    kind = Fault.ILLEGAL_ANSWER;
                    fault = Optional.of("answered null");
                } else if (!isListedOption(decision.options(), answer)) {
                    kind = Fault.ILLEGAL_ANSWER;
                    fault = decision.validate(answer);
                }
            }
            if (fault.isPresent()) {
                seat.faults++;
                game.recordFault(p, kind, fault.get());
                answer = defaultAnswer(decision);
            }
            for (int q = 0; q < n; q++) {
                // callbacks (onEvent, onMatchStart) may have struck any seat, not only the one asked
                if (!seats[q].ejected && seats[q].faults >= strikeLimit) {
                    seats[q].ejected = true;
                    game.recordEjection(q, seats[q].faults);
                    seats[q].log.log("ejected after " + seats[q].faults + " faults; the runner plays its moves");
                }
            }
            game.applyChecked(answer);
        }
        boolean[] ejected = new boolean[n];
        for (int p = 0; p < n; p++) {
            ejected[p] = seats[p].ejected;
        }
        MatchResult result = rankEjectedLast(game.result(), ejected);
        List<Integer> faults = new ArrayList<>(n);
        List<Boolean> out = new ArrayList<>(n);
        List<List<String>> logs = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            Seat seat = seats[p];
            if (!seat.ejected) {
                seat.deliver(events, p);
                seat.guard(() -> seat.agent.onMatchEnd(result));
            }
            faults.add(seat.faults);
            out.add(seat.ejected);
            logs.add(seat.log.lines());
        }
        return new MatchRecord(result, names, game, decisions, faults, out, logs);
    }

    /**
     * Moves ejected seats below every other seat; among themselves, and among the others, the
     * order of the rules' places is kept (ties still share a place). An ejected winner loses its
     * win.
     */
    static MatchResult rankEjectedLast(MatchResult result, boolean[] ejected) {
        int n = ejected.length;
        boolean any = false;
        for (boolean e : ejected) {
            any |= e;
        }
        if (!any) {
            return result;
        }
        List<Integer> places = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            int place = 1;
            for (int q = 0; q < n; q++) {
                boolean above = ejected[q] == ejected[p]
                        ? result.places().get(q) < result.places().get(p)
                        : !ejected[q];
                if (above) {
                    place++;
                }
            }
            places.add(place);
        }
        java.util.OptionalInt winner = result.winner().isPresent() && ejected[result.winner().getAsInt()]
                ? java.util.OptionalInt.empty() : result.winner();
        return new MatchResult(result.ending(), winner, result.points(), places, result.turns());
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

    /** The move made for an agent that did not give a legal one. */
    public static Action defaultAnswer(Decision decision) {
        if (decision instanceof BeforeRoll) {
            return RollDice.INSTANCE;
        }
        if (decision instanceof MainTurn) {
            return EndTurn.INSTANCE;
        }
        if (decision instanceof RespondToOffer) {
            return DeclineOffer.INSTANCE;
        }
        if (decision instanceof ChooseTradePartner) {
            return CancelTrade.INSTANCE;
        }
        if (decision instanceof Discard) {
            Discard d = (Discard) decision;
            return new DiscardCards(d.hand().first(d.count()));
        }
        if (decision instanceof ChooseCardsToTake) {
            ChooseCardsToTake d = (ChooseCardsToTake) decision;
            return new TakeCards(d.theirHand().first(d.count()));
        }
        if (decision instanceof ChooseGift) {
            ChooseGift d = (ChooseGift) decision;
            return new GiveCards(d.hand().first(d.count()));
        }
        return decision.options().get(0);
    }

    /** One agent at the table, with its clock, log and fault count. */
    private static final class Seat {
        final Agent agent;
        final GameView view;
        final CappedLog log = new CappedLog();
        final long perDecisionNanos;
        long bankNanos;
        int delivered;
        int faults;
        boolean ejected;
        Throwable thrown;

        Seat(Agent agent, GameView view, TimeBudget budget) {
            this.agent = agent;
            this.view = view;
            this.perDecisionNanos = budget.perDecision().toNanos();
            this.bankNanos = budget.bank().toNanos();
        }

        void deliver(List<GameEvent> events, int seat) {
            for (int size = events.size(); delivered < size; delivered++) {
                GameEvent e = events.get(delivered);
                if (e.isVisibleTo(seat)) {
                    try {
                        agent.onEvent(e);
                    } catch (RuntimeException | StackOverflowError thrown) {
                        faults++;
                        log.log("onEvent threw " + thrown);
                    }
                }
            }
        }

        Action ask(Decision decision) {
            if (agent instanceof Watched watched) {
                watched.allow(Duration.ofNanos(perDecisionNanos + bankNanos));
            }
            try {
                return agent.decide(view, decision);
            } catch (RuntimeException | StackOverflowError e) {
                thrown = e;
                return null;
            }
        }

        /** Charges the chess clock: time over the per-decision allowance comes out of the bank. */
        Optional<String> overran(long elapsed) {
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

        void guard(Runnable callback) {
            try {
                callback.run();
            } catch (RuntimeException | StackOverflowError e) {
                faults++;
                log.log("callback threw " + e);
            }
        }
    }
}
