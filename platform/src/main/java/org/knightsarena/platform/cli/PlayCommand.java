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
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.knightsarena.api.MatchResult;
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
        ErrorOutput errors = ErrorOutput.of(spec);
        errors.requireAtLeastOne("--games", games);
        errors.requireAtLeastOne("--threads", threads);
        errors.requireAtLeastOne("--turn-cap", turnCap);
        GameOptions.MapChoice mapChoice = mapChoice(errors, map);
        Lineup lineup;
        try {
            lineup = Lineup.of(rules, agents, AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        GameOptions options = lineup.options().withTurnCap(turnCap).withMap(mapChoice);
        Standings standings = new Standings(lineup);

        out.printf(Locale.ROOT, "%d %s of %s on %s maps, seeds %d to %d, turn cap %d%n", games,
                games == 1 ? "game" : "games", lineup.ruleset().id(), mapId(mapChoice), seed, seed + games - 1,
                turnCap);
        out.flush();
        long start = System.nanoTime();
        int workers = Math.min(threads, games);
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
    private Outcome play(MatchPool pool, int index, AtomicLong finished) {
        MatchRecord record = pool.play(index, seed + index);
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
    private record Outcome(MatchResult result, List<Integer> faults, Optional<Replay> replay) {
    }

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
            errors.status(String.format(Locale.ROOT, "[%s%s] %d/%d games", "#".repeat(filled),
                    ".".repeat(WIDTH - filled), done, total));
        }
    }
}
