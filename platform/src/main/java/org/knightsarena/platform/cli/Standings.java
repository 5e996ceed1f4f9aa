package org.knightsarena.platform.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.knightsarena.api.MatchResult;

/**
 * The results of a run of games, per entry of a {@link Lineup}: games, wins, points, places and
 * faults, plus the turns of all games.
 *
 * <p>Every total is an integer, so the table does not depend on the order games are added in.
 * Not thread-safe: one thread adds the games.
 */
final class Standings {

    private final Lineup lineup;
    private final long[] games;
    private final long[] wins;
    private final long[] points;
    private final long[] places;
    private final long[] faults;
    private long played;
    private long turns;
    private long capped;

    Standings(Lineup lineup) {
        this.lineup = lineup;
        int n = lineup.size();
        games = new long[n];
        wins = new long[n];
        points = new long[n];
        places = new long[n];
        faults = new long[n];
    }

    /**
     * Counts one finished game.
     *
     * @param game        the game's index in the run, which fixes its seating
     * @param result      how it ended
     * @param seatFaults  the faults of each seat
     */
    void add(long game, MatchResult result, List<Integer> seatFaults) {
        played++;
        turns += result.turns();
        if (result.ending() == MatchResult.Ending.TURN_CAP) {
            capped++;
        }
        for (int seat = 0; seat < lineup.size(); seat++) {
            int entry = lineup.entryAt(game, seat);
            games[entry]++;
            points[entry] += result.points().get(seat);
            places[entry] += result.places().get(seat);
            faults[entry] += seatFaults.get(seat);
            if (result.winner().isPresent() && result.winner().getAsInt() == seat) {
                wins[entry]++;
            }
        }
    }

    /** @return the games added so far */
    long played() {
        return played;
    }

    /**
     * Prints the table, one row per entry in lineup order, then the mean turns per game and
     * how many games reached the turn cap.
     */
    void print(PrintWriter out) {
        List<String> labels = lineup.labels();
        int width = "agent".length();
        for (String label : labels) {
            width = Math.max(width, label.length());
        }
        String row = "%-" + width + "s  %7s  %7s  %6s  %11s  %10s  %6s%n";
        out.printf(Locale.ROOT, row, "agent", "games", "wins", "win %", "mean points", "mean place", "faults");
        for (int e = 0; e < labels.size(); e++) {
            out.printf(
                    Locale.ROOT,
                    row,
                    labels.get(e),
                    games[e],
                    wins[e],
                    format("%.1f", 100.0 * wins[e], games[e]),
                    format("%.2f", points[e], games[e]),
                    format("%.2f", places[e], games[e]),
                    faults[e]);
        }
        out.printf(Locale.ROOT, "mean turns per game: %s%n", format("%.1f", turns, played));
        out.printf(Locale.ROOT, "turn cap reached: %d games%n", capped);
    }

    private static String format(String pattern, double total, long count) {
        return count == 0 ? "-" : String.format(Locale.ROOT, pattern, total / count);
    }
}
