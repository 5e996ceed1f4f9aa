package org.knightsarena.platform.board;

import java.util.List;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * Factories for the base game's island: the beginner layout and random layouts with the
 * pieces of §2.1.
 *
 * <p>Stateless and thread-safe; the random source is always passed in, so a seeded match
 * builds the same board every time.
 *
 * @since 0.1
 */
public final class StandardMap {

    /** The 19 terrain hexes of §2.1, in the order the shuffle starts from. */
    private static final Terrain[] TERRAINS = {
        Terrain.FOREST,
        Terrain.FOREST,
        Terrain.FOREST,
        Terrain.FOREST,
        Terrain.PASTURE,
        Terrain.PASTURE,
        Terrain.PASTURE,
        Terrain.PASTURE,
        Terrain.FIELDS,
        Terrain.FIELDS,
        Terrain.FIELDS,
        Terrain.FIELDS,
        Terrain.HILLS,
        Terrain.HILLS,
        Terrain.HILLS,
        Terrain.MOUNTAINS,
        Terrain.MOUNTAINS,
        Terrain.MOUNTAINS,
        Terrain.DESERT,
    };

    /** The 18 number tokens of §2.1, in the order the shuffle starts from. */
    private static final int[] TOKENS = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};

    /** The 9 harbours of §2.1, in the order the shuffle starts from (the castle island deals them too). */
    static final Harbour[] HARBOURS = {
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.GENERIC,
        Harbour.BRICK,
        Harbour.LUMBER,
        Harbour.WOOL,
        Harbour.GRAIN,
        Harbour.ORE,
    };

    /*
     * The "starting map for beginners" of the base game rulebook (4th/5th edition), hex by hex
     * in Topology order (rows of 3, 4, 5, 4, 3), harbours by slot clockwise from the top left.
     * Terrains and tokens are as in josefwaller/PyCatan2 src/pycatan/board/beginner_board.py
     * and its rendered snapshot test/snapshots/test_board_renderer/test_renders_beginner_board,
     * and agree with the board printed in AustinBenoit/BetterSettlersBoard README.md (the
     * same layout, rotated). Harbour types are from PyCatan2. PyCatan2 puts the brick harbour on
     * the west edge of hex 7, where the sea frame has no harbour; here it sits in the nearest
     * frame slot, the west edge of hex 12 (slot 7). This placement is not confirmed against
     * the printed rulebook.
     */
    private static final Board BEGINNER = Board.from(new Board.MapSpec(
            List.of(
                    Terrain.MOUNTAINS,
                    Terrain.PASTURE,
                    Terrain.FOREST,
                    Terrain.FIELDS,
                    Terrain.HILLS,
                    Terrain.PASTURE,
                    Terrain.HILLS,
                    Terrain.FIELDS,
                    Terrain.FOREST,
                    Terrain.DESERT,
                    Terrain.FOREST,
                    Terrain.MOUNTAINS,
                    Terrain.FOREST,
                    Terrain.MOUNTAINS,
                    Terrain.FIELDS,
                    Terrain.PASTURE,
                    Terrain.HILLS,
                    Terrain.FIELDS,
                    Terrain.PASTURE),
            List.of(10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11),
            List.of(
                    Harbour.GENERIC,
                    Harbour.GRAIN,
                    Harbour.ORE,
                    Harbour.GENERIC,
                    Harbour.WOOL,
                    Harbour.GENERIC,
                    Harbour.GENERIC,
                    Harbour.BRICK,
                    Harbour.LUMBER)));

    private static final IslandPieces PIECES = new IslandPieces(Topology.standard(), TERRAINS, TOKENS, HARBOURS);

    private StandardMap() {}

    /**
     * Returns the beginner layout of the base game rulebook: desert in the centre (hex 9), fixed
     * terrains, tokens and harbours. It has no 6 or 8 next to another.
     *
     * @return the shared beginner board, never null
     */
    public static Board beginner() {
        return BEGINNER;
    }

    /**
     * Builds a random island from the pieces of §2.1.
     *
     * <p>Draws come from {@code rng} in this fixed order, so the same seed gives the same board:
     * <ol>
     *   <li>the 19 terrains are shuffled onto hexes 0..18;</li>
     *   <li>the 9 harbours are shuffled onto slots 0..8;</li>
     *   <li>the 18 tokens are shuffled onto the non-desert hexes in ascending hex order; while
     *       {@code rule} rejects the placement, the tokens are shuffled again, drawing on from
     *       the same {@code rng}.</li>
     * </ol>
     * Each shuffle is a Fisher-Yates shuffle from the last index down, calling
     * {@code rng.nextInt(i + 1)} once per index {@code i > 0}. Terrains and harbours therefore
     * do not depend on {@code rule}.
     *
     * @param rng the match's random source, never null
     * @param rule the token constraint, never null
     * @return a new board
     */
    public static Board random(RandomGenerator rng, TokenRule rule) {
        return PIECES.deal(rng, rule);
    }
}
