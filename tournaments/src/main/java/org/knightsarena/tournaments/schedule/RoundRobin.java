package org.knightsarena.tournaments.schedule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Plans round-robin schedules for tables of 3 to 6 players ({@link TableSize}).
 *
 * <p>When the number of combinations C(n, k) is at most {@link #MAX_COMBINATIONS}, every round
 * plays every combination k times, rotating the seats cyclically, so every pair meets equally
 * often and every entrant sits in every seat equally often ({@link Schedule.Design#ALL_COMBINATIONS}).
 *
 * <p>Otherwise each round is floor(n / k) disjoint tables ({@link Schedule.Design#BALANCED}). The
 * players of a round are those with the fewest games so far (seeded tie-breaks), so games per
 * entrant never differ by more than 1. Players are grouped into tables by a seeded local search
 * that keeps pair counts even (a convex penalty on meeting a pair again), and each table's seat
 * order is the permutation that puts players where they have sat least. The result is
 * deterministic for a given seed.
 *
 * <p>Stateless and thread-safe.
 */
public final class RoundRobin {

    /** The largest C(n, k) for which all combinations are played. */
    public static final int MAX_COMBINATIONS = 35;

    private static final int RESTARTS = 16;

    private RoundRobin() {}

    /**
     * Plans a schedule.
     *
     * @param entrants entrant names, never null; names may repeat (indices identify entrants)
     * @param tableSize players per table, 3 to 6
     * @param rounds number of rounds, 1 or more
     * @param seed seed for tie-breaks; the same inputs and seed give the same schedule
     * @return the schedule, never null
     * @throws IllegalArgumentException if the table size is not 3 to 6, rounds is below 1, or there
     *     are fewer entrants than seats at a table
     */
    public static Schedule plan(List<String> entrants, int tableSize, int rounds, long seed) {
        Objects.requireNonNull(entrants, "entrants");
        TableSize.require(tableSize);
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be at least 1, was " + rounds);
        }
        if (entrants.size() < tableSize) {
            throw new IllegalArgumentException(
                    "need at least " + tableSize + " entrants for tables of " + tableSize + ", got " + entrants.size());
        }
        int n = entrants.size();
        if (combinations(n, tableSize) <= MAX_COMBINATIONS) {
            return new Schedule(
                    entrants,
                    tableSize,
                    rounds,
                    Schedule.Design.ALL_COMBINATIONS,
                    allCombinations(n, tableSize, rounds));
        }
        return new Schedule(
                entrants,
                tableSize,
                rounds,
                Schedule.Design.BALANCED,
                new BalancedDesign(n, tableSize, new Random(seed)).plan(rounds));
    }

    static long combinations(int n, int k) {
        long c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }

    private static List<Table> allCombinations(int n, int k, int rounds) {
        List<int[]> combos = new ArrayList<>();
        collect(n, k, 0, new int[k], 0, combos);
        List<Table> tables = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (int rotation = 0; rotation < k; rotation++) {
                for (int[] combo : combos) {
                    List<Integer> seats = new ArrayList<>(k);
                    for (int s = 0; s < k; s++) {
                        seats.add(combo[(s + rotation) % k]);
                    }
                    tables.add(new Table(round, seats));
                }
            }
        }
        return tables;
    }

    private static void collect(int n, int k, int from, int[] chosen, int depth, List<int[]> out) {
        if (depth == k) {
            out.add(chosen.clone());
            return;
        }
        for (int i = from; i <= n - (k - depth); i++) {
            chosen[depth] = i;
            collect(n, k, i + 1, chosen, depth + 1, out);
        }
    }

    /** The mutable planning state of one balanced schedule; confined to one call of plan. */
    private static final class BalancedDesign {
        private final int n;
        private final int k;
        private final Random random;
        private final int[][] pairs;
        private final int[][] seats;
        private final int[] games;
        private final List<int[]> permutations;
        /** Seat s holds group[s]: the permutation a table already seated is scored with. */
        private final int[] identity;

        BalancedDesign(int n, int k, Random random) {
            this.n = n;
            this.k = k;
            this.random = random;
            this.pairs = new int[n][n];
            this.seats = new int[n][k];
            this.games = new int[n];
            this.permutations = new ArrayList<>();
            this.identity = IntStream.range(0, k).toArray();
            permute(new int[k], new boolean[k], 0);
        }

        List<Table> plan(int rounds) {
            int perRound = n / k;
            List<int[][]> schedule = new ArrayList<>(rounds);
            for (int round = 1; round <= rounds; round++) {
                List<Integer> players = choosePlayers(perRound * k);
                int[][] groups = bestGrouping(players, perRound);
                for (int[] group : groups) {
                    for (int p : group) {
                        games[p]++;
                    }
                    count(group, 1);
                }
                schedule.add(groups);
            }
            improveAcrossRounds(schedule);
            List<Table> tables = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                for (int[] group : schedule.get(r)) {
                    int[] seated = seat(group);
                    List<Integer> order = new ArrayList<>(k);
                    for (int s = 0; s < k; s++) {
                        order.add(seated[s]);
                        seats[seated[s]][s]++;
                    }
                    tables.add(new Table(r + 1, order));
                }
            }
            improveSeats(tables);
            return tables;
        }

        private void count(int[] group, int delta) {
            for (int a = 0; a < group.length; a++) {
                for (int b = a + 1; b < group.length; b++) {
                    pairs[group[a]][group[b]] += delta;
                    pairs[group[b]][group[a]] += delta;
                }
            }
        }

        /**
         * Swaps two players of the same round between their tables while that lowers the sum of
         * penalty(pair count) over all pairs; rounds stay disjoint and game counts are unchanged.
         */
        private void improveAcrossRounds(List<int[][]> schedule) {
            boolean improved = true;
            while (improved) {
                improved = false;
                for (int[][] groups : schedule) {
                    for (int g = 0; g < groups.length; g++) {
                        for (int h = g + 1; h < groups.length; h++) {
                            for (int i = 0; i < k; i++) {
                                for (int j = 0; j < k; j++) {
                                    if (swapGain(groups[g], i, groups[h], j) > 0) {
                                        count(groups[g], -1);
                                        count(groups[h], -1);
                                        swap(groups, g, i, h, j);
                                        count(groups[g], 1);
                                        count(groups[h], 1);
                                        improved = true;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        /** The drop in total pair penalty if x = g[i] and y = h[j] trade tables. */
        private long swapGain(int[] g, int i, int[] h, int j) {
            int x = g[i];
            int y = h[j];
            long gain = 0;
            for (int t = 0; t < k; t++) {
                if (t != i) {
                    int q = g[t];
                    gain += change(pairs[x][q], -1) + change(pairs[y][q], +1);
                }
                if (t != j) {
                    int q = h[t];
                    gain += change(pairs[y][q], -1) + change(pairs[x][q], +1);
                }
            }
            return -gain;
        }

        /** The change in penalty(c) = c^4 when c moves by delta (+1 or -1). */
        private static long change(long c, int delta) {
            long d = c + delta;
            return d * d * d * d - c * c * c * c;
        }

        /** Re-seats each table while another permutation lowers the total seat penalty. */
        private void improveSeats(List<Table> tables) {
            boolean improved = true;
            while (improved) {
                improved = false;
                for (int t = 0; t < tables.size(); t++) {
                    Table table = tables.get(t);
                    int[] group = new int[k];
                    for (int s = 0; s < k; s++) {
                        group[s] = table.entrantAt(s);
                        seats[group[s]][s]--;
                    }
                    long before = seatCost(group, identity);
                    int[] seated = seat(group);
                    List<Integer> order = new ArrayList<>(k);
                    for (int s = 0; s < k; s++) {
                        order.add(seated[s]);
                        seats[seated[s]][s]++;
                    }
                    if (seatCost(seated, identity) < before) {
                        tables.set(t, new Table(table.round(), order));
                        improved = true;
                    } else {
                        for (int s = 0; s < k; s++) {
                            seats[seated[s]][s]--;
                            seats[group[s]][s]++;
                        }
                    }
                }
            }
        }

        private List<Integer> choosePlayers(int count) {
            List<Integer> all = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                all.add(i);
            }
            Collections.shuffle(all, random);
            all.sort(Comparator.comparingInt(i -> games[i]));
            return all.subList(0, count);
        }

        private int[][] bestGrouping(List<Integer> players, int groups) {
            int[][] best = null;
            long bestCost = Long.MAX_VALUE;
            for (int attempt = 0; attempt < RESTARTS; attempt++) {
                List<Integer> order = new ArrayList<>(players);
                Collections.shuffle(order, random);
                int[][] grouping = new int[groups][k];
                for (int i = 0; i < order.size(); i++) {
                    grouping[i / k][i % k] = order.get(i);
                }
                improve(grouping);
                long cost = 0;
                for (int[] group : grouping) {
                    cost += groupCost(group);
                }
                if (cost < bestCost) {
                    bestCost = cost;
                    best = grouping;
                }
            }
            return best;
        }

        /** Swaps players between groups while any swap lowers the total cost. */
        private void improve(int[][] grouping) {
            boolean improved = true;
            while (improved) {
                improved = false;
                for (int g = 0; g < grouping.length; g++) {
                    for (int h = g + 1; h < grouping.length; h++) {
                        for (int i = 0; i < k; i++) {
                            for (int j = 0; j < k; j++) {
                                long before = groupCost(grouping[g]) + groupCost(grouping[h]);
                                swap(grouping, g, i, h, j);
                                long after = groupCost(grouping[g]) + groupCost(grouping[h]);
                                if (after < before) {
                                    improved = true;
                                } else {
                                    swap(grouping, g, i, h, j);
                                }
                            }
                        }
                    }
                }
            }
        }

        private static void swap(int[][] grouping, int g, int i, int h, int j) {
            int tmp = grouping[g][i];
            grouping[g][i] = grouping[h][j];
            grouping[h][j] = tmp;
        }

        /** The rise in the sum of cubed pair counts if this group plays: 3c^2 + 3c + 1 per pair. */
        private long groupCost(int[] group) {
            long cost = 0;
            for (int a = 0; a < group.length; a++) {
                for (int b = a + 1; b < group.length; b++) {
                    long c = pairs[group[a]][group[b]];
                    cost += 3 * c * c + 3 * c + 1;
                }
            }
            return cost;
        }

        /** Orders a group so players take the seats they have used least (convex penalty). */
        private int[] seat(int[] group) {
            int[] best = null;
            long bestCost = Long.MAX_VALUE;
            for (int[] perm : permutations) {
                long cost = seatCost(group, perm);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = perm;
                }
            }
            int[] seated = new int[k];
            for (int s = 0; s < k; s++) {
                seated[s] = group[best[s]];
            }
            return seated;
        }

        /** The rise in total seat penalty c^4 if group[perm[s]] takes seat s for every s. */
        private long seatCost(int[] group, int[] perm) {
            long cost = 0;
            for (int s = 0; s < k; s++) {
                cost += change(seats[group[perm[s]]][s], +1);
            }
            return cost;
        }

        private void permute(int[] current, boolean[] used, int depth) {
            if (depth == k) {
                permutations.add(current.clone());
                return;
            }
            for (int i = 0; i < k; i++) {
                if (!used[i]) {
                    used[i] = true;
                    current[depth] = i;
                    permute(current, used, depth + 1);
                    used[i] = false;
                }
            }
        }
    }
}
