package org.knightsarena.web.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.InProcessExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.rating.Bootstrap;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.rating.GameResult;
import org.knightsarena.tournaments.rating.Ratings;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.synthetic.BenchDatabase;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.web.server.ConnectionLimits;
import org.knightsarena.web.server.Dashboard;
import org.knightsarena.web.server.DashboardSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena bench-dashboard}: measures the dashboard with a large stored history and prints
 * the figures.
 *
 * <ol>
 *   <li>Replay size: real Cities &amp; Knights matches of four heuristic agents, their replay's
 *       JSON and gzip sizes (median and largest).
 *   <li>Seeding: {@link BenchDatabase} writes {@code --matches} finished matches in four leagues,
 *       reusing the median replay of step 1 for the matches that have one.
 *   <li>Where the leaderboard's time goes: the standings of the biggest running season computed
 *       directly, step by step (read, ratings, bootstrap intervals).
 *   <li>Load: the real dashboard on that database, {@code --clients} threads sending GETs to the
 *       leaderboard and matches-list API for {@code --seconds}; per endpoint the requests,
 *       p50/p95/p99/max and throughput, and every non-200 response as an error.
 * </ol>
 *
 * <p>Exit codes: 0 on success (even with error responses, which are printed), 1 when a step
 * failed, 2 for bad options.
 */
@Command(
        name = "bench-dashboard",
        sortOptions = false,
        description = "Measures the dashboard's leaderboard and matches API under a loopback load on a seeded"
                + " database, and the size of a stored replay.")
public final class DashboardBenchCommand implements Callable<Integer> {
    /** The endpoint names {@code --only} accepts, in the order they are loaded. */
    static final List<String> ENDPOINTS = List.of(
            "leaderboard-open", "leaderboard-biggest", "matches", "matches-league", "matches-agent", "matches-deep");

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Option(
            names = "--matches",
            defaultValue = "100000",
            paramLabel = "N",
            description = "Finished matches to seed, 100 or more (default: ${DEFAULT-VALUE}).")
    private int matches;

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "Seed into this data folder, which must hold no league yet; a folder this command seeded"
                    + " before is loaded again as it is (default: a temporary folder, deleted afterwards).")
    private Path data;

    @Option(names = "--keep", description = "Keep the temporary data folder and print where it is.")
    private boolean keep;

    @Option(
            names = "--clients",
            defaultValue = "4",
            paramLabel = "N",
            description = "Client threads sending requests (default: ${DEFAULT-VALUE}).")
    private int clients;

    @Option(
            names = "--seconds",
            defaultValue = "20",
            paramLabel = "S",
            description = "Measured load in seconds, more than 0 (default: ${DEFAULT-VALUE}).")
    private double seconds;

    @Option(
            names = "--warmup",
            defaultValue = "5",
            paramLabel = "S",
            description = "Load before the measured seconds, 0 or more (default: ${DEFAULT-VALUE}).")
    private double warmup;

    @Option(
            names = "--only",
            split = ",",
            paramLabel = "NAME",
            description = "Load only these endpoints: leaderboard-open, leaderboard-biggest, matches, matches-league,"
                    + " matches-agent, matches-deep (default: all).")
    private List<String> only;

    @Option(
            names = "--replay-seeds",
            defaultValue = "5",
            paramLabel = "N",
            description = "Matches played for the replay size (default: ${DEFAULT-VALUE}).")
    private int replaySeeds;

    @Option(
            names = "--profile",
            description = "Sample the server threads' stacks during the load and print where they spent it.")
    private boolean profile;

    /** Creates the command; picocli fills in its fields. */
    public DashboardBenchCommand() {}

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        List<String> chosen = checkedEndpoints(errors);
        out.printf(
                Locale.ROOT,
                "bench-dashboard: %d cores, Java %s, load average %s%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                BenchReport.loadAverage());
        errors.status("replay size: playing " + replaySeeds + " matches ...");
        BenchDatabase.StoredReplay replay = replaySizes(out, errors);
        boolean temporary = data == null;
        Path folder = temporary ? Files.createTempDirectory("arena-bench-dashboard-") : data;
        try (Database db = Database.open(folder)) {
            Optional<BenchDatabase.Seeded> earlier = temporary ? Optional.empty() : BenchDatabase.find(db);
            BenchDatabase.Seeded seeded;
            if (earlier.isPresent()) {
                seeded = earlier.get();
                out.printf(
                        Locale.ROOT,
                        "seeding: none, %s holds the history seeded earlier (--matches is ignored)%n",
                        folder);
                BenchReport.printCounts(out, db, seeded.counts());
            } else {
                errors.status("seeding " + matches + " matches ...");
                seeded = BenchDatabase.seed(db, matches, replay, 1, Clock.systemUTC());
                errors.clearStatus();
                BenchReport.printCounts(out, db, seeded.counts());
                BenchReport.printSeedingTime(out, db, seeded);
            }
            errors.status("timing the standings ...");
            standingsSteps(out, errors, db, seeded.biggestSeasonTournament());
            load(out, errors, db, folder, seeded, chosen);
            out.printf(Locale.ROOT, "load average after: %s%n", BenchReport.loadAverage());
            out.flush();
            return 0;
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        } catch (InterruptedException e) {
            return errors.interrupted();
        } catch (RuntimeException e) {
            return errors.fail("the benchmark failed: " + e, 1);
        } finally {
            if (temporary && !keep) {
                delete(folder);
            } else {
                out.println("data folder kept: " + folder.toAbsolutePath() + " (arena serve --data " + folder
                        + " --play-threads 0 serves it)");
                out.flush();
            }
        }
    }

    /** @return the endpoints to load; @throws picocli.CommandLine.ParameterException naming the option out of range */
    private List<String> checkedEndpoints(ErrorOutput errors) {
        if (matches < 100) {
            throw errors.invalid("--matches", "must be 100 or more, but was " + matches);
        }
        errors.requireAtLeastOne("--clients", clients);
        errors.requireAtLeastOne("--replay-seeds", replaySeeds);
        if (!(seconds > 0)) {
            throw errors.invalid("--seconds", "must be more than 0, but was " + seconds);
        }
        if (!(warmup >= 0)) {
            throw errors.invalid("--warmup", "must be 0 or more, but was " + warmup);
        }
        List<String> chosen = only == null ? ENDPOINTS : only;
        for (String name : chosen) {
            if (!ENDPOINTS.contains(name)) {
                throw errors.invalid(
                        "--only", "'" + name + "' is not an endpoint; choose from " + String.join(", ", ENDPOINTS));
            }
        }
        return chosen;
    }

    /** Plays the matches, prints their replay sizes and returns the median one, compressed. */
    private BenchDatabase.StoredReplay replaySizes(PrintWriter out, ErrorOutput errors) {
        InProcessExecutor executor = new InProcessExecutor(AgentCatalog.builtIn());
        List<String> seats = List.of("heuristic", "heuristic#2", "heuristic#3", "heuristic#4");
        List<BenchDatabase.StoredReplay> replays = new ArrayList<>();
        for (int seed = 1; seed <= replaySeeds; seed++) {
            MatchOutcome outcome = executor.play(MatchSpec.of(seed, Ruleset.CITIES_AND_KNIGHTS, seats));
            replays.add(new BenchDatabase.StoredReplay(
                    ReplayCodec.compress(outcome.replay()), outcome.replay().size()));
        }
        replays.sort(Comparator.comparingInt(r -> r.gzip().length));
        BenchDatabase.StoredReplay median = replays.get((replays.size() - 1) / 2);
        long[] json = replays.stream()
                .mapToLong(BenchDatabase.StoredReplay::jsonBytes)
                .sorted()
                .toArray();
        errors.clearStatus();
        out.printf(
                Locale.ROOT,
                "replay size: %d Cities & Knights matches of 4 heuristic agents (seeds 1-%d):"
                        + " JSON median %.1f KB, max %.1f KB; gzip median %.1f KB, max %.1f KB%n",
                replays.size(),
                replaySeeds,
                json[(json.length - 1) / 2] / 1024.0,
                json[json.length - 1] / 1024.0,
                median.gzip().length / 1024.0,
                replays.get(replays.size() - 1).gzip().length / 1024.0);
        return median;
    }

    /** Times the steps of a standings table, the work the leaderboard does for every request. */
    private static void standingsSteps(PrintWriter out, ErrorOutput errors, Database db, long tournament) {
        Standings standings = new Standings(db);
        long start = System.nanoTime();
        List<GameResult> results = standings.results(tournament);
        long read = System.nanoTime();
        Ratings.recompute(results, EloSettings.STANDARD);
        long rated = System.nanoTime();
        Bootstrap.interval(results, EloSettings.STANDARD, Standings.BOOTSTRAP_SAMPLES, 1);
        long boot = System.nanoTime();
        standings.table(tournament, Standings.BOOTSTRAP_SAMPLES, 1);
        long table = System.nanoTime();
        errors.clearStatus();
        out.printf(
                Locale.ROOT,
                "standings of the biggest running season (%d results): read %.0f ms, ratings %.0f ms,"
                        + " %d bootstrap samples %.0f ms; Standings.table in all %.0f ms%n",
                results.size(),
                (read - start) / 1e6,
                (rated - read) / 1e6,
                Standings.BOOTSTRAP_SAMPLES,
                (boot - rated) / 1e6,
                (table - boot) / 1e6);
        out.flush();
    }

    private void load(
            PrintWriter out,
            ErrorOutput errors,
            Database db,
            Path folder,
            BenchDatabase.Seeded seeded,
            List<String> chosen)
            throws InterruptedException {
        DashboardSettings defaults = DashboardSettings.defaults("127.0.0.1", 0, folder);
        // Every load client connects from 127.0.0.1: room for them all under the per-address cap.
        ConnectionLimits connections = defaults.connections()
                .withPerAddress(Math.max(defaults.connections().perAddress(), 2 * clients));
        Dashboard dashboard = Dashboard.create(
                defaults.withPlay(0, defaults.openLeague()).withConnections(connections), db, Clock.systemUTC());
        try {
            dashboard.start();
            int deepOffset = seeded.counts().finished() / 2 / 50 * 50;
            Map<String, String> paths = Map.of(
                    "leaderboard-open", "/api/leagues/" + seeded.openLeagueId() + "/leaderboard",
                    "leaderboard-biggest", "/api/leagues/" + seeded.biggestLeagueId() + "/leaderboard",
                    "matches", "/api/matches",
                    "matches-league", "/api/matches?league=" + seeded.biggestLeagueId(),
                    "matches-agent", "/api/matches?agent=" + seeded.busiestAgent(),
                    "matches-deep", "/api/matches?offset=" + deepOffset);
            List<LoadRun.Endpoint> endpoints = ENDPOINTS.stream()
                    .filter(chosen::contains)
                    .map(name -> new LoadRun.Endpoint(name, paths.get(name)))
                    .toList();
            out.printf(
                    Locale.ROOT,
                    "load: %d client %s on %s for %s s after %s s of warm-up; replay viewer at" + " /replays/%d%n",
                    clients,
                    clients == 1 ? "thread" : "threads",
                    dashboard.url(),
                    BenchReport.number(seconds),
                    BenchReport.number(warmup),
                    seeded.replayMatchId());
            out.flush();
            LoadRun run = new LoadRun(dashboard.url(), endpoints, clients);
            errors.status("loading the dashboard for " + BenchReport.number(warmup + seconds) + " s ...");
            StackSampler sampler = profile ? StackSampler.start(Duration.ofMillis(10)) : null;
            List<LoadRun.Figures> figures =
                    run.run(Duration.ofMillis((long) (warmup * 1000)), Duration.ofMillis((long) (seconds * 1000)));
            if (sampler != null) {
                sampler.stop();
            }
            errors.clearStatus();
            BenchReport.print(out, figures);
            if (sampler != null) {
                BenchReport.printProfile(out, sampler);
            }
        } finally {
            dashboard.close();
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
