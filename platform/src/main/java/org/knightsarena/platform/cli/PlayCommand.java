package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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
 * <p>Exit codes: 0 when every game was played, 1 when a game crashed or the replay could not be
 * written, 2 for bad options.
 */
@Command(name = "play", sortOptions = false,
        description = "Plays a round of games between built-in agents and prints the results per agent.")
public final class PlayCommand implements Callable<Integer> {

    /** Games in flight per thread: enough to keep the pool busy without holding every result. */
    private static final int QUEUE_PER_THREAD = 16;
    /** Runs shorter than this show no progress bar. */
    private static final long PROGRESS_AFTER_NANOS = TimeUnit.SECONDS.toNanos(1);

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Shows this help and exits.")
    private boolean help;

    @Option(names = "--rules", defaultValue = "base", paramLabel = "RULES",
            description = "The ruleset: base or cities-and-knights (default: ${DEFAULT-VALUE}).")
    private String rules;

    @Option(names = "--agents", split = ",", defaultValue = "heuristic,random,random,random", paramLabel = "NAME",
            description = "3 or 4 built-in agents, comma-separated; a name may carry a #n suffix"
                    + " (default: ${DEFAULT-VALUE}).")
    private List<String> agents;

    @Option(names = "--games", defaultValue = "1", paramLabel = "N",
            description = "How many games to play, 1 or more (default: ${DEFAULT-VALUE}).")
    private int games;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "The seed of the first game; game i uses S+i (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--threads", paramLabel = "T",
            description = "Worker threads, 1 or more (default: all cores, ${DEFAULT-VALUE} here).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--turn-cap", defaultValue = "" + GameOptions.DEFAULT_TURN_CAP, paramLabel = "N",
            description = "Ends a game with no winner after N turns (default: ${DEFAULT-VALUE}).")
    private int turnCap;

    @Option(names = "--replay", paramLabel = "FILE",
            description = "Writes the replay of the first game to FILE as JSON.")
    private Path replay;

    @Option(names = "--map", defaultValue = "random-no-adjacent-red", paramLabel = "MAP",
            description = "random, random-no-adjacent-red or beginner (default: ${DEFAULT-VALUE}).")
    private String map;

    /** Creates the command; picocli fills in its fields. */
    public PlayCommand() {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        requireAtLeastOne("--games", games);
        requireAtLeastOne("--threads", threads);
        requireAtLeastOne("--turn-cap", turnCap);
        GameOptions.MapChoice mapChoice = mapChoice(map);
        Ruleset ruleset;
        Lineup lineup;
        try {
            ruleset = Lineup.playableRuleset(rules);
            lineup = Lineup.of(agents, AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            err.println("arena play: " + e.getMessage());
            err.flush();
            return 2;
        }
        GameOptions options = GameOptions.standard(ruleset, lineup.size()).withTurnCap(turnCap).withMap(mapChoice);
        MatchRunner runner = new MatchRunner(options, TimeBudget.DEFAULT);
        Standings standings = new Standings(lineup);

        out.printf(Locale.ROOT, "%d %s of %s on %s maps, seeds %d to %d, turn cap %d%n", games,
                games == 1 ? "game" : "games", ruleset.id(), mapId(mapChoice), seed, seed + games - 1, turnCap);
        out.flush();
        long start = System.nanoTime();
        int workers = Math.min(threads, games);
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemonThreads());
        Progress progress = new Progress(err, System.console() != null, start);
        try {
            AtomicLong finished = new AtomicLong();
            ArrayDeque<Future<Outcome>> inFlight = new ArrayDeque<>();
            int submitted = 0;
            for (int game = 0; game < games; game++) {
                while (submitted < games && inFlight.size() < workers * QUEUE_PER_THREAD) {
                    int index = submitted++;
                    inFlight.add(pool.submit(() -> play(runner, lineup, index, finished)));
                }
                Outcome outcome = await(inFlight.poll(), progress, finished);
                standings.add(game, outcome.result(), outcome.faults());
                if (outcome.replay().isPresent()) {
                    ReplayJson.write(outcome.replay().get(), replay);
                }
            }
        } catch (ExecutionException e) {
            progress.clear();
            err.println("arena play: " + e.getCause().getMessage());
            e.getCause().printStackTrace(err);
            err.flush();
            return 1;
        } catch (UncheckedIOException e) {
            progress.clear();
            err.println("arena play: cannot write the replay to " + replay + ": " + e.getCause());
            err.flush();
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("arena play: interrupted");
            err.flush();
            return 1;
        } finally {
            pool.shutdownNow();
            progress.clear();
        }
        double seconds = Math.max(System.nanoTime() - start, 1) / 1e9;

        standings.print(out);
        if (replay != null) {
            out.printf(Locale.ROOT, "replay of the first game (seed %d) written to %s%n", seed, replay);
        }
        out.printf(Locale.ROOT, "%.1f games/s (%d %s in %.2f s on %d %s)%n", games / seconds, games,
                games == 1 ? "game" : "games", seconds, workers, workers == 1 ? "thread" : "threads");
        out.flush();
        return 0;
    }

    /** Plays game {@code index} of the run; runs on a worker thread. */
    private Outcome play(MatchRunner runner, Lineup lineup, int index, AtomicLong finished) {
        MatchRecord record;
        try {
            record = runner.play(seed + index, lineup.seatedAgents(index), lineup.seatedLabels(index));
        } catch (RuntimeException | StackOverflowError e) {
            throw new IllegalStateException("the game with seed " + (seed + index) + " crashed: " + e, e);
        }
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

    private void requireAtLeastOne(String option, int value) {
        if (value < 1) {
            throw new ParameterException(spec.commandLine(),
                    "Invalid value for option '" + option + "': must be 1 or more, but was " + value);
        }
    }

    private GameOptions.MapChoice mapChoice(String id) {
        for (GameOptions.MapChoice choice : GameOptions.MapChoice.values()) {
            if (mapId(choice).equals(id.trim().toLowerCase(Locale.ROOT))) {
                return choice;
            }
        }
        throw new ParameterException(spec.commandLine(), "Invalid value for option '--map': unknown map '" + id
                + "'; use random, random-no-adjacent-red or beginner");
    }

    /** @return the command-line name of a map choice, such as {@code random-no-adjacent-red} */
    static String mapId(GameOptions.MapChoice choice) {
        return choice.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static java.util.concurrent.ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, "arena-play-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** What the table needs from one game, and its replay when it is the one to keep. */
    private record Outcome(MatchResult result, List<Integer> faults, Optional<Replay> replay) {
    }

    /** A one-line progress bar on stderr, drawn only on a terminal and only after a second. */
    private static final class Progress {
        private static final int WIDTH = 30;

        private final PrintWriter err;
        private final boolean enabled;
        private final long start;
        private boolean drawn;

        Progress(PrintWriter err, boolean enabled, long start) {
            this.err = err;
            this.enabled = enabled;
            this.start = start;
        }

        void show(long done, long total) {
            if (!enabled || System.nanoTime() - start < PROGRESS_AFTER_NANOS) {
                return;
            }
            int filled = (int) (WIDTH * done / total);
            err.printf(Locale.ROOT, "\r[%s%s] %d/%d games", "#".repeat(filled), ".".repeat(WIDTH - filled), done,
                    total);
            err.flush();
            drawn = true;
        }

        void clear() {
            if (drawn) {
                err.print("\r" + " ".repeat(WIDTH + 40) + "\r");
                err.flush();
                drawn = false;
            }
        }
    }
}
