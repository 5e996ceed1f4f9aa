package org.knightsarena.tournaments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.DatabaseLocation;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena bench-workers --db URL}: the figures of issue 19, in one run. A round-robin of a bot
 * JAR entered several times (default: the heuristic sample bot built as an upload, six times,
 * Cities &amp; Knights at tables of 4: 60 matches) is played first in this process on a temporary
 * SQLite folder ({@code arena tournament}'s way), then on the PostgreSQL database by 1, 2 and 4
 * {@code arena worker} processes of one thread each, each on a fresh copy of the tournament. It
 * prints matches per minute for each, counted from the first stored result to the last (so the
 * workers' start-up is left out), and the claim collisions per 1,000 claims the workers report
 * when stopped.
 *
 * <p>The database should be one for benchmarks: the workers play every queued match in it. Child
 * processes are started as this one was ({@code java -jar arena.jar worker ...}).
 *
 * <p>Exit codes: 0 on success, 1 when a step failed, 2 for bad options.
 */
@Command(
        name = "bench-workers",
        sortOptions = false,
        description = "Matches per minute with 1, 2 and 4 worker processes on PostgreSQL against in-process SQLite.")
public final class FleetBenchCommand implements Callable<Integer> {

    private static final Pattern STOPPED =
            Pattern.compile("stopped after (\\d+) claims, (\\d+) claim attempts collided, ([0-9.]+) ms a claim");

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Option(
            names = "--db",
            required = true,
            paramLabel = "URL",
            converter = DatabaseOption.class,
            description = DatabaseOption.DESCRIPTION)
    private DatabaseLocation db;

    @Option(
            names = "--jar",
            defaultValue = "sample-agents/target/bots/heuristic.jar",
            paramLabel = "JAR",
            description = "The bot JAR every entrant plays (default: ${DEFAULT-VALUE}).")
    private Path jar;

    @Option(
            names = "--entrants",
            defaultValue = "6",
            paramLabel = "N",
            description = "How many times the JAR is entered, 4 or more (default: ${DEFAULT-VALUE}).")
    private int entrants;

    @Option(
            names = "--workers",
            split = ",",
            defaultValue = "1,2,4",
            paramLabel = "N",
            description = "The worker process counts to measure (default: ${DEFAULT-VALUE}).")
    private List<Integer> workers;

    @Override
    public Integer call() throws Exception {
        ErrorOutput errors = ErrorOutput.of(spec);
        if (entrants < 4) {
            throw errors.invalid("--entrants", "must be 4 or more (tables of 4), but was " + entrants);
        }
        if (!Files.isRegularFile(jar)) {
            return errors.fail(
                    "no bot JAR at " + jar.toAbsolutePath()
                            + " (build the sample bots: mvn -pl sample-agents -am package -DskipTests)",
                    2);
        }
        PrintWriter out = spec.commandLine().getOut();
        Entries entries = Entries.parse(Collections.nCopies(entrants, jar.toString()), AgentCatalog.builtIn());
        Path scratch = Files.createTempDirectory("arena-bench-workers-");
        int max = workers.stream().mapToInt(Integer::intValue).max().orElse(1);
        try {
            measureInProcess(errors, out, entries, scratch, max);
            try (Database shared = Database.open(db)) {
                for (int n : workers) {
                    int status = measureFleet(errors, out, shared, entries, scratch, n);
                    if (status != 0) {
                        return status;
                    }
                }
            }
            errors.clearStatus();
            return 0;
        } finally {
            TournamentBenchCommand.delete(scratch);
        }
    }

    /** Plays one tournament in this process on SQLite with one thread and with the most, and prints matches a minute. */
    private void measureInProcess(ErrorOutput errors, PrintWriter out, Entries entries, Path scratch, int max)
            throws Exception {
        for (int threads : List.of(1, max)) {
            errors.status("in-process SQLite, " + threads + " threads ...");
            Path folder = scratch.resolve("sqlite-" + threads);
            try (Database sqlite = Database.open(folder);
                    MatchExecutor executor = SourceResolvingExecutor.forSeats(
                            entries.sources(),
                            threads,
                            new BotFileCache(folder.resolve("jars"), new BotFiles(sqlite, Clock.systemUTC())))) {
                Tournament t = tournament(sqlite, entries, 1);
                new MatchWorkers(
                                new MatchQueue(sqlite, Clock.systemUTC(), TournamentCommand.LEASE),
                                new ResultRecorder(sqlite, Clock.systemUTC()),
                                executor,
                                threads,
                                MatchWorkers.processOwner())
                        .run(t.id(), (m, r) -> {});
                out.printf(
                        Locale.ROOT,
                        "in-process on SQLite, %d %s: %.1f matches/min%n",
                        threads,
                        threads == 1 ? "thread" : "threads",
                        perMinute(sqlite, t.id()));
                out.flush();
            }
        }
    }

    /**
     * Plays one tournament with {@code n} worker processes on the shared database, stops them and
     * prints matches a minute and their claims. @return 0, or the exit code of a worker that ended early
     */
    private int measureFleet(ErrorOutput errors, PrintWriter out, Database shared, Entries entries, Path scratch, int n)
            throws Exception {
        errors.status(n + " worker processes on " + shared.location() + " ...");
        Tournament t = tournament(shared, entries, 100 + n);
        List<Process> fleet = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            Path log = scratch.resolve("worker-" + n + "-" + i + ".log");
            logs.add(log);
            fleet.add(worker(scratch.resolve("cache-" + i), "bench-" + n + "-" + i, log));
        }
        MatchQueue queue = new MatchQueue(shared, Clock.systemUTC(), TournamentCommand.LEASE);
        while (!queue.counts(t.id()).isDrained()) {
            for (Process p : fleet) {
                if (!p.isAlive()) {
                    return errors.fail(
                            "a worker process ended early: " + Files.readString(logs.get(fleet.indexOf(p))), 1);
                }
            }
            Thread.sleep(500);
        }
        long claims = 0;
        long collisions = 0;
        double claimMillis = 0;
        for (int i = 0; i < n; i++) {
            fleet.get(i).destroy(); // SIGTERM: it prints its claims
            fleet.get(i).waitFor(2, TimeUnit.MINUTES);
            Matcher m = STOPPED.matcher(Files.readString(logs.get(i)));
            if (m.find()) {
                claims += Long.parseLong(m.group(1));
                collisions += Long.parseLong(m.group(2));
                claimMillis += Double.parseDouble(m.group(3)) * Long.parseLong(m.group(1));
            }
        }
        out.printf(
                Locale.ROOT,
                "%d worker %s on PostgreSQL: %.1f matches/min; %d claims, %d collided (%.1f per"
                        + " 1,000), %.1f ms a claim%n",
                n,
                n == 1 ? "process" : "processes",
                perMinute(shared, t.id()),
                claims,
                collisions,
                claims == 0 ? 0.0 : 1000.0 * collisions / claims,
                claims == 0 ? 0.0 : claimMillis / claims);
        out.flush();
        return 0;
    }

    private Tournament tournament(Database database, Entries entries, long seed) {
        Clock clock = Clock.systemUTC();
        List<EntrantSpec> specs = entries.register(database.jdbi(), new BotFiles(database, clock), clock.instant());
        TournamentSettings settings = new TournamentSettings(
                Ruleset.CITIES_AND_KNIGHTS,
                4,
                1,
                seed,
                TournamentSettings.Start.STANDARD,
                MatchLimits.DEFAULT,
                EloSettings.STANDARD);
        return new Tournaments(database, clock)
                .create(
                        "bench-workers " + seed + " at " + clock.instant(),
                        settings,
                        specs,
                        Optional.empty(),
                        OptionalLong.empty());
    }

    /** Matches per minute from the first stored result to the last. */
    private static double perMinute(Database database, long tournamentId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT COUNT(*) AS n, MIN(finished_at) AS first, MAX(finished_at) AS last FROM matches"
                                        + " WHERE tournament_id = :t AND status = 'finished'")
                        .bind("t", tournamentId)
                        .map((rs, ctx) -> rs.getLong("last") > rs.getLong("first")
                                ? (rs.getLong("n") - 1) * 60_000.0 / (rs.getLong("last") - rs.getLong("first"))
                                : 0.0)
                        .one());
    }

    /** Starts {@code arena worker} the way this process was started. */
    private Process worker(Path cache, String name, Path log) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        String launched = System.getProperty("sun.java.command", "").split(" ")[0];
        List<String> command = new ArrayList<>(List.of(java));
        if (launched.endsWith(".jar")) {
            command.addAll(List.of("-jar", launched));
        } else {
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), launched));
        }
        command.addAll(List.of(
                "worker",
                "--db",
                db.toString(),
                "--threads",
                "1",
                "--name",
                name,
                "--cache",
                cache.toString(),
                "--finish-within",
                "0"));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }
}
