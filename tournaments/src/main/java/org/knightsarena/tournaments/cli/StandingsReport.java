package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.rating.HeadToHead;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Separation;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * Prints a tournament's final table (rank, entrant, rating ± half the 95% interval, the interval,
 * games, wins, mean place, faults, and whether the interval overlaps the next one's), a warning
 * when the order is not settled ({@link Separation}), the count of aborted matches, and the
 * head-to-head record of every pair as "ahead-behind" from the row's point of view.
 */
final class StandingsReport {

    private final Standings standings;

    StandingsReport(Database db) {
        this.standings = new Standings(db);
    }

    /** @return the table's separation, for a run that plays on until the order is settled */
    Separation separation(long tournamentId, int samples) {
        return Separation.of(standings.table(tournamentId, samples, tournamentId));
    }

    void print(PrintWriter out, long tournamentId, int samples, QueueCounts counts) {
        List<Standing> table = standings.table(tournamentId, samples, tournamentId);
        Separation separation = Separation.of(table);
        int width = "entrant".length();
        for (Standing s : table) {
            width = Math.max(width, s.label().length());
        }
        String row = "%4s  %-" + width + "s  %7s  %6s  %-15s  %6s  %5s  %10s  %6s  %s%n";
        out.printf(
                Locale.ROOT,
                row,
                "rank",
                "entrant",
                "rating",
                "±",
                "95% interval",
                "games",
                "wins",
                "mean place",
                "faults",
                "vs next");
        for (Standing s : table) {
            String next = s.rank() == table.size() ? "" : separation.overlapsNext(s.rank()) ? "overlaps" : "apart";
            out.printf(
                    Locale.ROOT,
                    row,
                    s.rank(),
                    s.label(),
                    fixed(1, s.rating()),
                    fixed(1, s.interval().width() / 2),
                    fixed(0, s.interval().low()) + ".." + fixed(0, s.interval().high()),
                    s.games(),
                    s.wins(),
                    s.games() == 0 ? "-" : fixed(2, s.meanPlace()),
                    s.faults(),
                    next);
        }
        if (!separation.isSettled()) {
            out.printf(
                    Locale.ROOT,
                    "not settled: the 95%% intervals of ranks %s overlap, so their order may be noise;"
                            + " play more rounds (--rounds, or --until-separated) to tell them apart%n",
                    separation.pairs());
        }
        out.printf(
                Locale.ROOT,
                "%d matches finished, %d aborted%s%n",
                counts.finished(),
                counts.aborted(),
                counts.isDrained() ? "" : ", " + (counts.queued() + counts.running()) + " not played");
        HeadToHead h2h = standings.headToHead(tournamentId);
        out.println("head-to-head (row finished ahead-behind column):");
        String cell = "%" + Math.max(7, width) + "s";
        out.printf(Locale.ROOT, "%-" + width + "s", "");
        for (Standing col : table) {
            out.printf(Locale.ROOT, "  " + cell, col.label());
        }
        out.println();
        for (Standing r : table) {
            out.printf(Locale.ROOT, "%-" + width + "s", r.label());
            for (Standing c : table) {
                HeadToHead.Meeting m = h2h.between(r.label(), c.label());
                out.printf(Locale.ROOT, "  " + cell, r == c ? "-" : m.ahead() + "-" + m.behind());
            }
            out.println();
        }
    }

    private static String fixed(int decimals, double value) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
