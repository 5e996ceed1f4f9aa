package org.knightsarena.tournaments.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.knightsarena.tournaments.queue.QueueCounts;
import org.knightsarena.tournaments.rating.HeadToHead;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.tournament.Standing;
import org.knightsarena.tournaments.tournament.Standings;

/**
 * Prints a tournament's final table (rank, entrant, rating ± half the 95% interval, the interval,
 * games, wins, mean place, faults), the count of aborted matches, and the head-to-head record of
 * every pair as "ahead-behind" from the row's point of view.
 */
final class StandingsReport {

  private final Standings standings;

  StandingsReport(Database db) {
    this.standings = new Standings(db);
  }

  void print(PrintWriter out, long tournamentId, int samples, QueueCounts counts) {
    List<Standing> table = standings.table(tournamentId, samples, tournamentId);
    int width = "entrant".length();
    for (Standing s : table) {
      width = Math.max(width, s.label().length());
    }
    String row = "%4s  %-" + width + "s  %7s  %6s  %-15s  %6s  %5s  %10s  %6s%n";
    out.printf(Locale.ROOT, row, "rank", "entrant", "rating", "±", "95% interval", "games", "wins", "mean place",
        "faults");
    for (Standing s : table) {
      out.printf(Locale.ROOT, row, s.rank(), s.label(), fixed(1, s.rating()), fixed(1, s.interval().width() / 2),
          fixed(0, s.interval().low()) + ".." + fixed(0, s.interval().high()), s.games(), s.wins(),
          s.games() == 0 ? "-" : fixed(2, s.meanPlace()), s.faults());
    }
    out.printf(Locale.ROOT, "%d matches finished, %d aborted%s%n", counts.finished(), counts.aborted(),
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
