package org.knightsarena.platform.board;

import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * The island of the 5–6 player extension: 30 land hexes in rows of 3, 4, 5, 6, 5, 4, 3,
 * 28 number tokens and 11 harbours, dealt from a game's generator as {@link StandardMap} deals the
 * standard island.
 *
 * <p>Hexes go row by row from the top, left to right (0–2, 3–6, 7–11, 12–17, 18–22, 23–26, 27–29);
 * intersections and paths are numbered as {@link Topology} documents (80 and 109 of them). The
 * harbour slots go clockwise round the coast from the north-west edge of hex 0, two or three coastal
 * paths apart (a ruling: the rulebook's frame could not be read, docs/rulings.md).
 *
 * <p>Stateless and thread-safe.
 */
public final class ExtensionMap {

    /** Rows of the island from the top: the standard island's with a row of 6 in the middle. */
    private static final int[] ROW_LENGTHS = {3, 4, 5, 6, 5, 4, 3};

    /** Harbour slots as {hex, corner, next corner}, corners clockwise from the top (HexSide). */
    private static final int[][] HARBOUR_EDGES = {
        {0, 5, 0}, // north-west edge of hex 0
        {1, 0, 1}, // north-east edge of hex 1
        {6, 0, 1}, // north-east edge of hex 6
        {11, 1, 2}, // east edge of hex 11
        {17, 2, 3}, // south-east edge of hex 17
        {26, 2, 3}, // south-east edge of hex 26
        {29, 3, 4}, // south-west edge of hex 29
        {27, 3, 4}, // south-west edge of hex 27
        {23, 4, 5}, // west edge of hex 23
        {12, 4, 5}, // west edge of hex 12
        {7, 5, 0}, // north-west edge of hex 7
    };

    private static final Topology TOPOLOGY = Topology.of(axialRows(), HARBOUR_EDGES);

    /** the base game's 19 terrains and the extension's 11. */
    private static final Terrain[] TERRAINS = terrains();

    /** the 28 number tokens of the extension, one 2 and one 12 more than the others' share. */
    private static final int[] TOKENS = {
        2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12
    };

    /** the base game's 9 harbours, one more generic and one more wool. */
    private static final Harbour[] HARBOURS = {
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.BRICK,
        Harbour.LUMBER,
        Harbour.WOOL,
        Harbour.WOOL,
        Harbour.GRAIN,
        Harbour.ORE,
    };

    /** Deserts on the island. */
    static final int DESERTS = 2;

    private static final IslandPieces PIECES = new IslandPieces(TOPOLOGY, TERRAINS, TOKENS, HARBOURS);

    private ExtensionMap() {}

    /** @return a fresh copy of the island's 11 harbours, in the order a shuffle starts from */
    static Harbour[] harbours() {
        return HARBOURS.clone();
    }

    /** @return the 5–6 player island's graph, one shared instance */
    public static Topology topology() {
        return TOPOLOGY;
    }

    /**
     * Deals a random 5–6 player island: the 30 terrains onto hexes 0..29, the 11 harbours onto
     * slots 0..10, then the 28 tokens onto the non-desert hexes, again while {@code rule} rejects
     * them, all drawn from {@code rng} as {@link StandardMap#random} draws.
     *
     * @param rng the game's random source, never null
     * @param rule the token constraint, never null
     * @return a new board
     */
    public static Board random(RandomGenerator rng, TokenRule rule) {
        return PIECES.deal(rng, rule);
    }

    private static int[][] axialRows() {
        int hexes = 0;
        for (int length : ROW_LENGTHS) {
            hexes += length;
        }
        int[][] axial = new int[hexes][];
        int next = 0;
        int middle = ROW_LENGTHS.length / 2;
        for (int row = 0; row < ROW_LENGTHS.length; row++) {
            int r = row - middle;
            int firstQ = Math.max(-middle, -middle - r); // the top half widens left, the bottom keeps its left edge
            for (int i = 0; i < ROW_LENGTHS[row]; i++) {
                axial[next++] = new int[] {firstQ + i, r};
            }
        }
        return axial;
    }

    private static Terrain[] terrains() {
        Terrain[] all = new Terrain[30];
        int next = fill(all, 0, Terrain.FOREST, 6);
        next = fill(all, next, Terrain.PASTURE, 6);
        next = fill(all, next, Terrain.FIELDS, 6);
        next = fill(all, next, Terrain.HILLS, 5);
        next = fill(all, next, Terrain.MOUNTAINS, 5);
        fill(all, next, Terrain.DESERT, DESERTS);
        return all;
    }

    private static int fill(Terrain[] all, int from, Terrain terrain, int count) {
        for (int i = 0; i < count; i++) {
            all[from + i] = terrain;
        }
        return from + count;
    }
}
