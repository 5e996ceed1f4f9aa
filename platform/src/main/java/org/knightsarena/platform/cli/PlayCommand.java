package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.PositionFormatException;
import org.knightsarena.platform.game.state.Variant;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.platform.position.Positions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena play}: plays a round of games between built-in agents and prints the results per
 * agent.
 *
 * <p>Game {@code i} (from 0) uses seed {@code seed + i} and seats the agents rotated by {@code i}
 * (see {@link Lineup}). Games run on a fixed pool of threads; each is independent and
 * deterministic given its seed, and results are added up in game order, so the table is the same
 * for any number of threads. Only the closing {@code games/s} line depends on the machine.
 *
 * <p>With {@code --from FILE}, plays instead the one game saved in a position file (see
 * {@link Positions} and {@code docs/position-format.md}) to its end, the agents seated in the
 * order given, optionally with the next rolls forced by {@code --dice}. The ruleset, table size,
 * seed, map and turn cap then come from the position; a position of a Cities &amp; Knights game
 * is accepted although new games of that ruleset are not yet. {@code --replay} is refused with
 * {@code --from}: a replay is re-run from a seed, which a continued game does not have.
 *
 * <p>Exit codes: 0 when every game was played, 1 when a game crashed or the replay could not be
 * written, 2 for bad options or a position or dice list that cannot be used.
 */
@Command(
        name = "play",
        sortOptions = false,
        description = {
            "Plays a round of games between agents and prints the results per agent.",
            "--agents: 2 to 6, one per seat, of any kind (2 play Catan for Two with the base rules, 5 and 6 the 5-6 player extension) (default: "
                    + PlayCommand.DEFAULT_AGENTS + ")."
        })
public final class PlayCommand implements Callable<Integer> {
    static final String DEFAULT_AGENTS = "heuristic,random,random,random";

    /** Games in flight per thread: enough to keep the pool busy without holding every result. */
    private static final int QUEUE_PER_THREAD = 16;
    /** Runs shorter than this show no progress bar. */
    private static final long PROGRESS_AFTER_NANOS = TimeUnit.SECONDS.toNanos(1);

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Mixin
    private RulesOption rules;

    @Mixin
    private final AgentsOption agents = new AgentsOption(DEFAULT_AGENTS);

    @Option(
            names = "--games",
            defaultValue = "1",
            paramLabel = "N",
            description = "How many games to play, 1 or more (default: ${DEFAULT-VALUE}).")
    private int games;

    @Mixin
    private SeedOption seedOption;

    @Mixin
    private ThreadsOption threads;

    @Mixin
    private TurnCapOption turnCapOption;

    @Mixin
    private final VariantOptions scenario = new VariantOptions();

    @Option(
            names = "--replay",
            paramLabel = "FILE",
            description = "Writes the replay of the first game to FILE as JSON.")
    private Path replay;

    @Option(
            names = "--map",
            defaultValue = "random-no-adjacent-red",
            paramLabel = "MAP",
            description = "random, random-no-adjacent-red or beginner (default: ${DEFAULT-VALUE}).")
    private String map;

    @Option(
            names = "--easy-start",
            description = "Cities & Knights easy start (R-3.8): no event die in each player's first two turns.")
    private boolean easyStart;

    @Option(
            names = "--from",
            paramLabel = "FILE",
            description = "Continues the game saved in a position file (from arena replay --position) instead of"
                    + " playing new games; the agents take the seats in the order given.")
    private Path from;

    @Mixin
    private final DiceOption dice = new DiceOption();

    /** Options that a position decides, so that they cannot be given with {@code --from}. */
    private static final List<String> SET_BY_POSITION =
            List.of("--rules", "--games", "--seed", "--turn-cap", "--map", "--easy-start", "--scenario", "--variant");

    /** Creates the command; picocli fills in its fields. */
    public PlayCommand() {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        if (from != null) {
            return continueFromPosition(out, errors);
        }
        if (dice.given()) {
            return errors.fail("--dice needs --from: it forces the rolls of a game continued from a position", 2);
        }
        errors.requireAtLeastOne("--games", games);
        GameOptions.MapChoice mapChoice = mapChoice(errors, map);
        Lineup lineup;
        try {
            lineup = Lineup.of(rules.value(), agents.names(), AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        lineup.uncontainedWarning().ifPresent(errors::warn);
        long seed = seedOption.value();
        int turnCap = turnCapOption.value();
        GameOptions options;
        try {
            options = lineup.options()
                    .withTurnCap(turnCap)
                    .withMap(mapChoice)
                    .withStart(easyStart ? GameOptions.Start.EASY : GameOptions.Start.STANDARD);
            options = scenario.applyTo(options, errors);
            if (options.scenario().isPresent()
                    && spec.commandLine().getParseResult().hasMatchedOption("--map")) {
                return errors.fail("--map is for the standard island; a --scenario brings its own map", 2);
            }
        } catch (IllegalArgumentException e) { // the beginner map for 5 or 6 agents (R-24.4.1)
            return errors.fail(e.getMessage(), 2);
        }
        Standings standings = new Standings(lineup);

        out.printf(
                Locale.ROOT,
                "%d %s of %s%s on %s, seeds %d to %d, turn cap %d%n",
                games,
                games == 1 ? "game" : "games",
                lineup.ruleset().id(),
                withVariants(options),
                board(options),
                seed,
                seed + games - 1,
                turnCap);
        out.flush();
        long start = System.nanoTime();
        int workers = Math.min(threads.value(), games);
        int failed = playAll(options, lineup, standings, errors, workers, start);
        if (failed != 0) {
            return failed;
        }
        printSummary(out, standings, seed, start, workers);
        return 0;
    }

    /** @return " with" and the variants other than Seafarers, which the scenario names, or nothing */
    private static String withVariants(GameOptions options) {
        Set<Variant> shown = EnumSet.noneOf(Variant.class);
        shown.addAll(options.variants());
        shown.remove(Variant.SEAFARERS);
        return shown.isEmpty() ? "" : " with " + Variant.ids(shown);
    }

    /** @return what the games are played on: the scenario, Barbarian Attack's castle map, or the map choice */
    private static String board(GameOptions options) {
        if (options.scenario().isPresent()) {
            return "scenario " + options.scenario().get();
        }
        return options.barbarianAttack() ? "the castle map" : mapId(options.map()) + " maps";
    }

    /** Plays the games on {@code workers} threads into the standings; @return 0, or the exit code of a failure */
    private int playAll(
            GameOptions options, Lineup lineup, Standings standings, ErrorOutput errors, int workers, long start) {
        Progress progress = new Progress(errors, start);
        try (MatchPool pool = new MatchPool("play", new MatchRunner(options, TimeBudget.DEFAULT), lineup, workers)) {
            AtomicLong finished = new AtomicLong();
            ArrayDeque<Future<Outcome>> inFlight = new ArrayDeque<>();
            int submitted = 0;
            for (int game = 0; game < games; game++) {
                while (submitted < games && inFlight.size() < workers * QUEUE_PER_THREAD) {
                    int index = submitted++;
                    inFlight.add(pool.submit(() -> play(pool, index, finished)));
                }
                Outcome outcome = await(inFlight.poll(), progress, finished);
                standings.add(game, outcome.result(), outcome.faults());
                if (outcome.replay().isPresent()) {
                    ReplayJson.write(outcome.replay().get(), replay);
                }
            }
        } catch (ExecutionException e) {
            return errors.crashed(e);
        } catch (UncheckedIOException e) {
            return errors.fail("cannot write the replay to " + replay + ": " + e.getCause(), 1);
        } catch (InterruptedException e) {
            return errors.interrupted();
        } finally {
            errors.clearStatus();
        }
        return 0;
    }

    private void printSummary(PrintWriter out, Standings standings, long seed, long start, int workers) {
        double seconds = Math.max(System.nanoTime() - start, 1) / 1e9;
        standings.print(out);
        if (replay != null) {
            out.printf(Locale.ROOT, "replay of the first game (seed %d) written to %s%n", seed, replay);
        }
        out.printf(
                Locale.ROOT,
                "%.1f games/s (%d %s in %.2f s on %d %s)%n",
                games / seconds,
                games,
                games == 1 ? "game" : "games",
                seconds,
                workers,
                workers == 1 ? "thread" : "threads");
        out.flush();
    }

    /** {@code --from}: plays the one game of a position to its end on this thread. */
    private int continueFromPosition(PrintWriter out, ErrorOutput errors) {
        for (String option : SET_BY_POSITION) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                return errors.fail(option + " cannot be used with --from: the position sets it", 2);
            }
        }
        if (replay != null) {
            return errors.fail(
                    "--replay cannot be used with --from: a game continued from a position cannot be"
                            + " re-run from a seed; save positions with arena replay FILE --at N --position instead",
                    2);
        }
        Game game;
        try {
            game = Positions.read(from);
        } catch (UncheckedIOException e) {
            return errors.fail("cannot read " + from + ": " + ReplayCommand.reason(e.getCause()), 2);
        } catch (PositionFormatException e) {
            return errors.fail("not a valid position: " + e.getMessage(), 2);
        }
        if (game.isOver()) {
            return errors.fail("the game in " + from + " is already over", 2);
        }
        Lineup lineup;
        try {
            lineup = seatsOf(game);
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        lineup.uncontainedWarning().ifPresent(errors::warn);
        try {
            dice.force(game);
        } catch (IllegalArgumentException e) {
            return errors.fail("invalid value for --dice: " + e.getMessage(), 2);
        }
        out.printf(
                Locale.ROOT,
                "1 game of %s continued from %s at turn %d (seed %d, turn cap %d)%n",
                game.options().ruleset().id(),
                from,
                game.turn(),
                game.seed(),
                game.options().turnCap());
        out.flush();
        MatchRecord record;
        try {
            record = new MatchRunner(game.options(), TimeBudget.DEFAULT)
                    .play(game, lineup.seatedAgents(0, game.seed()), lineup.seatedLabels(0));
        } catch (RuntimeException | StackOverflowError e) {
            return errors.fail("the game from " + from + " crashed: " + e, 1);
        }
        Standings standings = new Standings(lineup);
        standings.add(0, record.result(), record.faults());
        standings.print(out);
        out.flush();
        return 0;
    }

    /**
     * @return the agents given, for the seats of the position's game
     * @throws IllegalArgumentException if an agent is unknown or they are not one per seat
     */
    private Lineup seatsOf(Game game) {
        Lineup lineup = Lineup.of(game.options().ruleset(), agents.names(), AgentCatalog.builtIn());
        int seats = game.options().playerCount();
        if (lineup.size() != seats) {
            throw new IllegalArgumentException(
                    "the position is a game of " + seats + " but " + lineup.size() + " agents were given");
        }
        return lineup;
    }

    /** Plays game {@code index} of the run; runs on a worker thread. */
    private Outcome play(MatchPool pool, int index, AtomicLong finished) {
        MatchRecord record = pool.play(index, seedOption.value() + index);
        Optional<Replay> kept = index == 0 && replay != null ? Optional.of(record.replay()) : Optional.empty();
        finished.incrementAndGet();
        return new Outcome(record.result(), record.faults(), kept);
    }

    /** Waits for a game, redrawing the progress bar while it waits. */
    private Outcome await(Future<Outcome> future, Progress progress, AtomicLong finished)
            throws ExecutionException, InterruptedException {
        while (true) {
            try {
                return future.get(100, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                progress.show(finished.get(), games);
            }
        }
    }

    private static GameOptions.MapChoice mapChoice(ErrorOutput errors, String id) {
        for (GameOptions.MapChoice choice : GameOptions.MapChoice.values()) {
            if (mapId(choice).equals(id.trim().toLowerCase(Locale.ROOT))) {
                return choice;
            }
        }
        throw errors.invalid("--map", "unknown map '" + id + "'; use random, random-no-adjacent-red or beginner");
    }

    /** @return the command-line name of a map choice, such as {@code random-no-adjacent-red} */
    static String mapId(GameOptions.MapChoice choice) {
        return choice.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** What the table needs from one game, and its replay when it is the one to keep. */
    private record Outcome(MatchResult result, List<Integer> faults, Optional<Replay> replay) {}

    /** A progress bar in the status line, drawn only after the run has taken a second. */
    private static final class Progress {
        private static final int WIDTH = 30;

        private final ErrorOutput errors;
        private final long start;

        Progress(ErrorOutput errors, long start) {
            this.errors = errors;
            this.start = start;
        }

        void show(long done, long total) {
            if (System.nanoTime() - start < PROGRESS_AFTER_NANOS) {
                return;
            }
            int filled = (int) (WIDTH * done / total);
            errors.status(String.format(
                    Locale.ROOT, "[%s%s] %d/%d games", "#".repeat(filled), ".".repeat(WIDTH - filled), done, total));
        }
    }
}
