package org.knightsarena.tournaments.synthetic;

import java.util.Arrays;
import java.util.Random;

/**
 * Balanced rounds like the round-robin's large-league design: each round is a fresh shuffle
 * of the entrants cut into disjoint tables, with the seats in shuffled order.
 */
final class ShuffledTables {
    private final Random random;
    private final int[] entrants;
    private final int size;
    private int next;
    private int round;

    ShuffledTables(Random random, int entrantCount, int size) {
        this.random = random;
        this.entrants = new int[entrantCount];
        for (int i = 0; i < entrantCount; i++) {
            entrants[i] = i;
        }
        this.size = size;
        this.next = entrantCount;
    }

    int[] next() {
        if (next + size > entrants.length) {
            for (int i = entrants.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = entrants[i];
                entrants[i] = entrants[j];
                entrants[j] = t;
            }
            next = 0;
            round++;
        }
        int[] table = Arrays.copyOfRange(entrants, next, next + size);
        next += size;
        return table;
    }

    int round() {
        return round;
    }
}
