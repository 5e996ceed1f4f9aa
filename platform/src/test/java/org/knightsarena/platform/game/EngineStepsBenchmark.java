package org.knightsarena.platform.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The engine's hot paths one at a time, where {@link DecisionApplyBenchmark} times them together:
 * building a decision's legal options, applying actions, copying a game, the forward model (a
 * bot's determinised copy and a copy of that), and the Longest Road search (docs/benchmarks.md
 * says how to run it).
 *
 * <p>The positions are taken from games of four uniform random players with fixed seeds and
 * choices, every {@value #EVERY}th decision, so every run measures the same positions; each
 * operation takes the next one in turn. JMH's scores are nanoseconds per operation, wall clock;
 * at the end of each trial a {@code [cpu]} line gives the benchmark thread's CPU time per
 * operation ({@link CpuTimedBenchmark}), the figure to compare on a shared machine.
 */
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class EngineStepsBenchmark extends CpuTimedBenchmark {

    /** A position is kept every this many decisions. */
    static final int EVERY = 37;

    private static final int GAMES = 16;

    @Param({"BASE", "CITIES_AND_KNIGHTS"})
    public Ruleset ruleset;

    /** Positions with their decision not yet built. */
    private final List<Game> positions = new ArrayList<>();
    /** Each position's forward model for the seat that decides there. */
    private final List<Simulation> simulations = new ArrayList<>();
    /** The actions of whole games, to apply again from the start. */
    private final List<List<Action>> games = new ArrayList<>();

    private GameOptions options;
    private int next;
    private int nextGame;

    @Setup(Level.Trial)
    public void playGames() {
        options = GameOptions.standard(ruleset, 4);
        Random choices = new Random(2026);
        for (long seed = 1; seed <= GAMES; seed++) {
            Game game = Game.create(options, seed);
            List<Action> actions = new ArrayList<>();
            for (int step = 0; !game.isOver(); step++) {
                if (step % EVERY == 0) {
                    positions.add(game.copy());
                    simulations.add(game.view(game.decider()).simulate());
                }
                Action action = UniformAgent.choose(game.decision(), choices);
                game.applyChecked(action);
                actions.add(action);
            }
            games.add(actions);
        }
        long actions = games.stream().mapToLong(List::size).sum();
        System.out.printf(
                Locale.ROOT,
                "%n[positions] %s: %d positions from %d games of %.0f actions on average%n",
                ruleset,
                positions.size(),
                GAMES,
                (double) actions / GAMES);
    }

    private int nextPosition() {
        int i = next;
        next = i + 1 == positions.size() ? 0 : i + 1;
        return i;
    }

    /** Builds the pending decision with its legal options, as the runner asks for each one. */
    @Benchmark
    public Decision decisionGeneration() {
        counted();
        return LegalActions.decision(positions.get(nextPosition()).state());
    }

    /**
     * Applies a whole game's recorded actions to a fresh game without checks or decisions: the
     * score less {@link #createGame}'s, divided by the mean actions per game (printed as
     * {@code [positions]} at the start of the trial), is the cost of one apply.
     */
    @Benchmark
    public int applyWholeGame() {
        counted();
        int g = nextGame;
        nextGame = g + 1 == games.size() ? 0 : g + 1;
        Game game = Game.create(options, g + 1);
        for (Action action : games.get(g)) {
            game.applyChecked(action);
        }
        return game.turn();
    }

    /** Creates a fresh game only: what {@link #applyWholeGame} spends besides applying. */
    @Benchmark
    public Game createGame() {
        counted();
        return Game.create(options, 1 + nextGame++ % GAMES);
    }

    /** Copies a game with its history, as the match runner and the tables do. */
    @Benchmark
    public Game copyGame() {
        counted();
        return positions.get(nextPosition()).copy();
    }

    /** A bot's forward model: the determinised copy its view hands out ({@code GameView.simulate()}). */
    @Benchmark
    public Simulation forwardModel() {
        counted();
        Game game = positions.get(nextPosition());
        return game.view(game.decider()).simulate();
    }

    /** A copy of a forward model, as a search makes one per branch. */
    @Benchmark
    public Simulation forwardModelCopy() {
        counted();
        return simulations.get(nextPosition()).copy();
    }

    /** The Longest Road search for every seat of a position. */
    @Benchmark
    public int longestRoad() {
        counted();
        GameState state = positions.get(nextPosition()).state();
        int longest = 0;
        for (int seat = 0; seat < options.playerCount(); seat++) {
            longest = Math.max(longest, LongestRoad.length(state, seat));
        }
        return longest;
    }
}
