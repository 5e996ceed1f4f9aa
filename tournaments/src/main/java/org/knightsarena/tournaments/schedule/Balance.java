package org.knightsarena.tournaments.schedule;

import java.util.Objects;

/**
 * How evenly a schedule spreads meetings and seats: how often each pair of entrants shares a
 * table, how often each entrant sits in each seat, and how many games each entrant plays.
 *
 * <p>Immutable and thread-safe; the counts are copied in and never handed out as arrays.
 */
public final class Balance {

    private final int entrants;
    private final int tableSize;
    private final int[][] pairCounts;
    private final int[][] seatCounts;
    private final int[] games;

    private Balance(int entrants, int tableSize, int[][] pairCounts, int[][] seatCounts, int[] games) {
        this.entrants = entrants;
        this.tableSize = tableSize;
        this.pairCounts = pairCounts;
        this.seatCounts = seatCounts;
        this.games = games;
    }

    /** Counts the pairs, seats and games of {@code schedule} (never null). */
    public static Balance of(Schedule schedule) {
        Objects.requireNonNull(schedule, "schedule");
        int n = schedule.entrants().size();
        int k = schedule.tableSize();
        int[][] pairs = new int[n][n];
        int[][] seats = new int[n][k];
        int[] games = new int[n];
        for (Table table : schedule.tables()) {
            for (int s = 0; s < k; s++) {
                int a = table.entrantAt(s);
                seats[a][s]++;
                games[a]++;
                for (int t = s + 1; t < k; t++) {
                    int b = table.entrantAt(t);
                    pairs[a][b]++;
                    pairs[b][a]++;
                }
            }
        }
        return new Balance(n, k, pairs, seats, games);
    }

    /** Returns the number of entrants counted. */
    public int entrants() {
        return entrants;
    }

    /** Returns how many tables entrants {@code a} and {@code b} (distinct indices) share. */
    public int pairCount(int a, int b) {
        if (a == b) {
            throw new IllegalArgumentException("a pair needs two different entrants, got " + a + " twice");
        }
        return pairCounts[a][b];
    }

    /** Returns the smallest pair count over all pairs of distinct entrants. */
    public int minPairCount() {
        int min = Integer.MAX_VALUE;
        for (int a = 0; a < entrants; a++) {
            for (int b = a + 1; b < entrants; b++) {
                min = Math.min(min, pairCounts[a][b]);
            }
        }
        return min;
    }

    /** Returns the largest pair count over all pairs of distinct entrants. */
    public int maxPairCount() {
        int max = 0;
        for (int a = 0; a < entrants; a++) {
            for (int b = a + 1; b < entrants; b++) {
                max = Math.max(max, pairCounts[a][b]);
            }
        }
        return max;
    }

    /** Returns how often entrant {@code entrant} sat in seat {@code seat} (0-based). */
    public int seatCount(int entrant, int seat) {
        return seatCounts[entrant][seat];
    }

    /** Returns the largest difference, over entrants, between their most and least used seat. */
    public int seatSpread() {
        int spread = 0;
        for (int a = 0; a < entrants; a++) {
            int min = Integer.MAX_VALUE;
            int max = 0;
            for (int s = 0; s < tableSize; s++) {
                min = Math.min(min, seatCounts[a][s]);
                max = Math.max(max, seatCounts[a][s]);
            }
            spread = Math.max(spread, max - min);
        }
        return spread;
    }

    /** Returns the number of games entrant {@code entrant} plays. */
    public int games(int entrant) {
        return games[entrant];
    }

    /** Returns the difference between the most and fewest games played by any entrant. */
    public int gamesSpread() {
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int g : games) {
            min = Math.min(min, g);
            max = Math.max(max, g);
        }
        return max - min;
    }

    @Override
    public String toString() {
        return "Balance[pairs " + minPairCount() + ".." + maxPairCount() + ", seatSpread " + seatSpread()
                + ", gamesSpread " + gamesSpread() + "]";
    }
}
