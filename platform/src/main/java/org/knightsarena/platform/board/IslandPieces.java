package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * The pieces of one fixed-frame island (terrains, number tokens, harbours) and how a seeded random
 * board is dealt from them onto its topology. The standard island ({@link StandardMap}) and the 5–6
 * player island ({@link ExtensionMap}) differ only in their pieces and topology, so both deal here.
 *
 * @param topology the island's graph
 * @param terrains one entry per hex, in the order the shuffle starts from
 * @param tokens one entry per non-desert hex, in the order the shuffle starts from
 * @param harbours one entry per harbour slot, in the order the shuffle starts from
 */
record IslandPieces(Topology topology, Terrain[] terrains, int[] tokens, Harbour[] harbours) {

    /**
     * Deals a random board. Draws come from {@code rng} in this fixed order, so the same seed gives
     * the same board: the terrains are shuffled onto the hexes, the harbours onto the slots, then the
     * tokens onto the non-desert hexes in ascending hex order, shuffled again (drawing on) while
     * {@code rule} rejects the placement. Each shuffle is a Fisher-Yates shuffle from the last index
     * down, calling {@code rng.nextInt(i + 1)} once per index {@code i > 0}.
     */
    Board deal(RandomGenerator rng, TokenRule rule) {
        Objects.requireNonNull(rng, "rng");
        Objects.requireNonNull(rule, "rule");
        Terrain[] dealtTerrains = terrains.clone();
        shuffle(dealtTerrains, rng);
        Harbour[] dealtHarbours = harbours.clone();
        shuffle(dealtHarbours, rng);

        int[] drawn = tokens.clone();
        int[] placed = new int[dealtTerrains.length];
        do {
            shuffle(drawn, rng);
            int next = 0;
            for (int hex = 0; hex < dealtTerrains.length; hex++) {
                placed[hex] = dealtTerrains[hex] == Terrain.DESERT ? 0 : drawn[next++];
            }
        } while (!accepts(rule, placed));

        List<Integer> tokenList = new ArrayList<>(placed.length);
        for (int token : placed) {
            tokenList.add(token);
        }
        return Board.from(new Board.MapSpec(List.of(dealtTerrains), tokenList, List.of(dealtHarbours)));
    }

    private boolean accepts(TokenRule rule, int[] placed) {
        return switch (rule) {
            case ANY -> true;
            case NO_ADJACENT_RED -> !hasAdjacentRed(topology, placed);
        };
    }

    /** @return whether a 6 or 8 lies next to another 6 or 8 */
    static boolean hasAdjacentRed(Topology topology, int[] placed) {
        for (int hex = 0; hex < placed.length; hex++) {
            if (isRed(placed[hex])) {
                for (int k = 0; k < topology.hexNeighbourCount(hex); k++) {
                    if (isRed(placed[topology.hexNeighbour(hex, k)])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean isRed(int token) {
        return token == 6 || token == 8;
    }

    static <T> void shuffle(T[] items, RandomGenerator rng) {
        for (int i = items.length - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T swap = items[i];
            items[i] = items[j];
            items[j] = swap;
        }
    }

    static void shuffle(int[] items, RandomGenerator rng) {
        for (int i = items.length - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int swap = items[i];
            items[i] = items[j];
            items[j] = swap;
        }
    }
}
