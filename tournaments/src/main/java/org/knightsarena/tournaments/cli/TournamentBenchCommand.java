package org.knightsarena.tournaments.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.cli.AgentsOption;
import org.knightsarena.platform.cli.ErrorOutput;
import org.knightsarena.platform.cli.RulesOption;
import org.knightsarena.platform.cli.ThreadsOption;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchExecutor;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.tournaments.queue.ClaimedMatch;
import org.knightsarena.tournaments.queue.MatchQueue;
import org.knightsarena.tournaments.queue.MatchWorkers;
import org.knightsarena.tournaments.queue.ReplayCodec;
import org.knightsarena.tournaments.queue.ResultRecorder;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.rating.GameResult;
import org.knightsarena.tournaments.rating.Ratings;
import org.knightsarena.tournaments.schedule.RoundRobin;
import org.knightsarena.tournaments.source.BotFileCache;
import org.knightsarena.tournaments.source.BotFiles;
import org.knightsarena.tournaments.source.SourceResolvingExecutor;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.EntrantSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.tournaments.tournament.Standings;
import org.knightsarena.tournaments.tournament.Tournament;
import org.knightsarena.tournaments.tournament.TournamentSettings;
import org.knightsarena.tournaments.tournament.Tournaments;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arena bench-tournament}: measures the tournament pipeline in a fresh temporary data
 * folder, deleted afterwards, and prints four figures.
 *
 * <ol>
 *   <li>Throughput: a round-robin of the given agents (default six heuristic agents, Cities &amp;
 *       Knights, tables of 4: 60 matches a round) played through the match queue exactly as
 *       {@code arena tournament} plays it, in matches per minute.
 *   <li>Storage size: bytes per stored match (the gzip replay, its uncompressed text, and the
 *       database files divided by the matches).
 *   <li>Write rate: one real outcome stored again and again into a queue of fresh matches, each a
 *       claim and a result transaction (results, ratings, replay), on one thread.
 *   <li>Recompute: ratings recomputed from {@code --results} stored results (random finishing
 *       places, bulk-loaded), reading them from the database and in memory only.
 * </ol>
 *
 * <p>Exit codes: 0 on success, 1 when a step failed, 2 for bad options.
 */
@Command(
        name = "bench-tournament",
        sortOptions = false,
        description = {
            "Measures tournament throughput, storage writes, bytes per match and rating recomputation.",
            "--agents: the entrants of the throughput round-robin, built-in agents or bot JARs (default: "
                    + TournamentBenchCommand.DEFAULT_AGENTS + ")."
        })
public final class TournamentBenchCommand implements Callable<Integer> {
    static final String DEFAULT_AGENTS = "heuristic,heuristic,heuristic,heuristic,heuristic,heuristic";

    @Spec
    private CommandSpec spec;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Shows this help and exits.")
    private boolean help;

    @Mixin
    private final AgentsOption agents = new AgentsOption(DEFAULT_AGENTS);

    @Mixin
    private RulesOption rules;

    @Option(
            names = "--rounds",
            defaultValue = "1",
            paramLabel = "N",
            description = "Rounds of the throughput round-robin (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Mixin
    private ThreadsOption threads;

    @Option(
            names = "--writes",
            defaultValue = "1000",
            paramLabel = "N",
            description = "Results stored for the write rate (default: ${DEFAULT-VALUE}).")
    private int writes;

    @Option(
            names = "--results",
            defaultValue = "100000",
            paramLabel = "N",
            description = "Stored results the ratings are recomputed from (default: ${DEFAULT-VALUE}).")
    private int results;

    /** Creates the command; picocli fills in its fields. */
    public TournamentBenchCommand() {}

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        ErrorOutput errors = ErrorOutput.of(spec);
        errors.requireAtLeastOne("--rounds", rounds);
        errors.requireAtLeastOne("--writes", writes);
        errors.requireAtLeastOne("--results", results);
        Entries entries;
        try {
            entries = Entries.parse(agents.names(), AgentCatalog.builtIn());
        } catch (IllegalArgumentException e) {
            return errors.fail(e.getMessage(), 2);
        }
        Path folder = Files.createTempDirectory("arena-bench-");
        Clock clock = Clock.systemUTC();
        try (Database db = Database.open(folder);
                MatchExecutor executor = SourceResolvingExecutor.forSeats(
                        entries.sources(),
                        threads.value(),
                        new BotFileCache(folder.resolve("jars"), new BotFiles(db, clock)))) {
            List<EntrantSpec> entrants = entries.register(db.jdbi(), new BotFiles(db, clock), clock.instant());
            int size = entrants.size() == 3 ? 3 : 4;
            TournamentSettings settings = new TournamentSettings(
                    rules.value(),
                    size,
                    rounds,
                    1,
                    TournamentSettings.Start.STANDARD,
                    MatchLimits.DEFAULT,
                    EloSettings.STANDARD);
            errors.status("throughput: playing the round-robin ...");
            throughput(out, db, clock, settings, entrants, executor);
            errors.status("write rate: storing " + writes + " results ...");
            writeRate(out, db, clock, settings, entrants, executor);
            errors.status("recompute: loading " + results + " results ...");
            recompute(out, db, clock, entrants, size);
            errors.clearStatus();
            out.flush();
            return 0;
        } catch (InterruptedException e) {
            return errors.interrupted();
        } catch (RuntimeException e) {
            return errors.fail("the benchmark failed: " + e, 1);
        } finally {
            delete(folder);
        }
    }

    private void throughput(
            PrintWriter out,
            Database db,
            Clock clock,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            MatchExecutor executor)
            throws InterruptedException {
        Tournament t = new Tournaments(db, clock)
                .create("bench throughput", settings, entrants, Optional.empty(), OptionalLong.empty());
        MatchQueue queue = new MatchQueue(db, clock, TournamentCommand.LEASE);
        int matches = queue.counts(t.id()).total();
        long start = System.nanoTime();
        new MatchWorkers(queue, new ResultRecorder(db, clock), executor, threads.value(), MatchWorkers.processOwner())
                .run(t.id(), (m, r) -> {});
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(
                Locale.ROOT,
                "throughput: %d matches of %s (%s, tables of %d) in %.1f s on %d %s: %.0f matches/min%n",
                matches,
                settings.ruleset().id(),
                String.join(",", agents.names()),
                settings.tableSize(),
                seconds,
                threads.value(),
                threads.value() == 1 ? "thread" : "threads",
                60 * matches / seconds);
        Map<String, Object> sizes = db.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT COUNT(*) AS n, AVG(LENGTH(data)) AS gz, AVG(size_bytes) AS json FROM replays")
                        .mapToMap()
                        .one());
        // Fold the write-ahead log into the database file so the file size counts every page once.
        db.jdbi()
                .useHandle(h -> h.createQuery("PRAGMA wal_checkpoint(TRUNCATE)")
                        .mapToMap()
                        .list());
        long files = fileSize(db.file()) + fileSize(Path.of(db.file() + "-wal"));
        out.printf(
                Locale.ROOT,
                "storage: %.0f bytes per replay gzip (%.0f bytes of replay text, %.1fx); database files %.0f"
                        + " bytes per stored match%n",
                number(sizes.get("gz")),
                number(sizes.get("json")),
                number(sizes.get("json")) / number(sizes.get("gz")),
                (double) files / number(sizes.get("n")));
    }

    private void writeRate(
            PrintWriter out,
            Database db,
            Clock clock,
            TournamentSettings settings,
            List<EntrantSpec> entrants,
            MatchExecutor executor) {
        List<EntrantSpec> table = entrants.subList(0, settings.tableSize());
        int perRound = matchesPerRound(table, settings.tableSize());
        Tournament t = new Tournaments(db, clock)
                .create(
                        "bench writes",
                        settings.withRounds((writes + perRound - 1) / perRound),
                        table,
                        Optional.empty(),
                        OptionalLong.empty());
        MatchQueue queue = new MatchQueue(db, clock, TournamentCommand.LEASE);
        ResultRecorder recorder = new ResultRecorder(db, clock);
        String owner = MatchWorkers.processOwner();
        ClaimedMatch first = queue.claim(t.id(), owner).orElseThrow();
        MatchOutcome outcome = executor.play(first.spec());
        recorder.record(first, outcome);
        long start = System.nanoTime();
        int stored = 0;
        for (; stored < writes - 1; stored++) {
            Optional<ClaimedMatch> next = queue.claim(t.id(), owner);
            if (next.isEmpty()) {
                break;
            }
            recorder.record(next.get(), outcome);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int compressions = Math.min(stored, 100);
        start = System.nanoTime();
        for (int i = 0; i < compressions; i++) {
            ReplayCodec.compress(outcome.replay());
        }
        double gzipMs = (System.nanoTime() - start) / 1e6 / Math.max(1, compressions);
        out.printf(
                Locale.ROOT,
                "writes: %d results stored in %.2f s on one thread: %.0f results/s (claim + result"
                        + " transaction each; %.1f ms of the %.1f ms per result is gzip of the %d-byte replay)%n",
                stored,
                seconds,
                stored / seconds,
                gzipMs,
                1000 * seconds / stored,
                outcome.replay().size());
    }

    private void recompute(PrintWriter out, Database db, Clock clock, List<EntrantSpec> entrants, int size) {
        TournamentSettings settings = new TournamentSettings(
                Ruleset.CITIES_AND_KNIGHTS,
                size,
                1,
                1,
                TournamentSettings.Start.STANDARD,
                MatchLimits.DEFAULT,
                EloSettings.STANDARD);
        int perRound = matchesPerRound(entrants, size);
        Tournament t = new Tournaments(db, clock)
                .create(
                        "bench recompute",
                        settings.withRounds((results + perRound - 1) / perRound),
                        entrants,
                        Optional.empty(),
                        OptionalLong.empty());
        Random random = new Random(1);
        db.jdbi().useTransaction(h -> {
            h.createUpdate("UPDATE matches SET status = 'finished', result_seq = ordinal + 1 WHERE tournament_id = :t"
                            + " AND ordinal < :n")
                    .bind("t", t.id())
                    .bind("n", results)
                    .execute();
            PreparedBatch places =
                    h.prepareBatch("UPDATE match_seats SET place = :place WHERE match_id = :m AND seat = :seat");
            List<Integer> order = new ArrayList<>();
            for (int s = 1; s <= size; s++) {
                order.add(s);
            }
            h.createQuery("SELECT id FROM matches WHERE tournament_id = :t AND status = 'finished' ORDER BY id")
                    .bind("t", t.id())
                    .mapTo(Long.class)
                    .forEach(id -> {
                        Collections.shuffle(order, random);
                        for (int s = 0; s < size; s++) {
                            places.bind("place", order.get(s))
                                    .bind("m", id)
                                    .bind("seat", s)
                                    .add();
                        }
                    });
            places.execute();
        });
        Standings standings = new Standings(db);
        long start = System.nanoTime();
        List<GameResult> loaded = standings.results(t.id());
        double read = (System.nanoTime() - start) / 1e9;
        start = System.nanoTime();
        Ratings.recompute(loaded, EloSettings.STANDARD);
        double compute = (System.nanoTime() - start) / 1e9;
        out.printf(
                Locale.ROOT,
                "recompute: %d stored results read in %.2f s and rated in %.2f s (%.2f s in all)%n",
                loaded.size(),
                read,
                compute,
                read + compute);
    }

    private static int matchesPerRound(List<EntrantSpec> entrants, int size) {
        return RoundRobin.plan(entrants.stream().map(EntrantSpec::label).toList(), size, 1, 1)
                .tables()
                .size();
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    private static long fileSize(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes a folder and everything in it. */
    static void delete(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
