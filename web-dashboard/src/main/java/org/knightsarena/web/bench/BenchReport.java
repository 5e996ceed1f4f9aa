package org.knightsarena.web.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.synthetic.BenchDatabase;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * The figures {@link DashboardBenchCommand} prints: what was seeded and how long it took, the load
 * run's table per endpoint with its error samples, and the profile of the serving threads.
 */
final class BenchReport {
    private BenchReport() {}

    static void printCounts(PrintWriter out, Database db, BenchDatabase.Counts c) {
        out.printf(
                Locale.ROOT,
                "seeded: %d finished matches (+%d given up, +%d queued) in %d leagues, %d seasons"
                        + " (%d closed), %d entrants; %d seats, %d rating changes, %d faults, %d replays"
                        + " (one real %.1f KB gzip replay reused for every one)%n",
                c.finished(),
                c.aborted(),
                c.queued(),
                c.leagues(),
                c.seasons(),
                c.closedSeasons(),
                c.entrants(),
                c.seats(),
                c.ratingChanges(),
                c.faults(),
                c.replays(),
                seededReplayKb(db));
        out.flush();
    }

    static void printSeedingTime(PrintWriter out, Database db, BenchDatabase.Seeded seeded) {
        BenchDatabase.Counts c = seeded.counts();
        out.printf(
                Locale.ROOT,
                "seeding took %.1f s: batch inserts %.1f s, closing %d seasons (frozen standings,"
                        + " %d bootstrap samples) %.1f s; database %.0f MB%n",
                seconds(seeded.writeTime().plus(seeded.closeTime())),
                seconds(seeded.writeTime()),
                c.closedSeasons(),
                Standings.BOOTSTRAP_SAMPLES,
                seconds(seeded.closeTime()),
                databaseBytes(db) / 1e6);
        out.flush();
    }

    private static double seededReplayKb(Database db) {
        return new ReplayReads(db).largestStoredBytes() / 1024.0;
    }

    static void print(PrintWriter out, List<LoadRun.Figures> figures) {
        String format = "%-20s %-42s %8s %6s %6s %8s %8s %8s %8s %7s%n";
        out.printf(
                Locale.ROOT,
                format,
                "endpoint",
                "GET",
                "requests",
                "errors",
                "late",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "max ms",
                "req/s");
        int total = 0;
        double seconds = 0;
        for (LoadRun.Figures f : figures) {
            Latencies l = f.latencies();
            boolean any = l.count() > 0;
            out.printf(
                    Locale.ROOT,
                    format,
                    f.endpoint().name(),
                    f.endpoint().path(),
                    l.count(),
                    f.errors(),
                    f.unfinished(),
                    any ? fixed(l.percentileMillis(50)) : "-",
                    any ? fixed(l.percentileMillis(95)) : "-",
                    any ? fixed(l.percentileMillis(99)) : "-",
                    any ? fixed(l.maxMillis()) : "-",
                    String.format(Locale.ROOT, "%.1f", f.throughput()));
            total += l.count();
            seconds = f.seconds();
        }
        out.printf(
                Locale.ROOT,
                "all endpoints: %d responses of 200 in %s s, %.1f req/s (late: started in the"
                        + " window, still running at its end, not timed)%n",
                total,
                number(seconds),
                total / seconds);
        for (LoadRun.Figures f : figures) {
            for (String sample : f.errorSamples()) {
                out.println("error on " + f.endpoint().name() + ": " + sample);
            }
        }
        out.flush();
    }

    static void printProfile(PrintWriter out, StackSampler sampler) {
        out.printf(Locale.ROOT, "profile: %d stacks of serving threads; innermost project frame:%n", sampler.samples());
        for (StackSampler.Share s : sampler.projectFrames(8)) {
            out.printf(Locale.ROOT, "  %5.1f%%  %s%n", s.percent(), s.frame());
        }
        out.println("top of stack:");
        for (StackSampler.Share s : sampler.topFrames(8)) {
            out.printf(Locale.ROOT, "  %5.1f%%  %s%n", s.percent(), s.frame());
        }
        out.flush();
    }

    private static String fixed(double millis) {
        return String.format(Locale.ROOT, millis < 10 ? "%.2f" : "%.1f", millis);
    }

    private static double seconds(Duration d) {
        return d.toNanos() / 1e9;
    }

    static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    static String loadAverage() {
        Path file = Path.of("/proc/loadavg");
        try {
            if (!Files.isReadable(file)) {
                return "unknown";
            }
            String[] parts = Files.readString(file).trim().split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2] + " (1, 5, 15 min)";
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static long databaseBytes(Database db) {
        long bytes = 0;
        for (String suffix : List.of("", "-wal")) {
            Path file = Path.of(db.file() + suffix);
            try {
                bytes += Files.exists(file) ? Files.size(file) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return bytes;
    }
}
