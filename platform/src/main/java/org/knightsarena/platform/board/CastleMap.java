package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * The island of Traders &amp; Barbarians' Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1.1):
 * the standard island with the castle hex in place of a forest, in a corner of the coast, and the
 * desert in the corner opposite; the ten other coastal hexes carry one number each of 2 to 12 (no 7),
 * where the barbarians land. Stateless and thread-safe.
 */
public final class CastleMap {
    /** The coastal terrains besides the castle and the desert. */
    private static final Terrain[] COAST = {
        Terrain.FOREST, Terrain.FOREST, Terrain.HILLS, Terrain.HILLS, Terrain.PASTURE,
        Terrain.PASTURE, Terrain.PASTURE, Terrain.MOUNTAINS, Terrain.FIELDS, Terrain.FIELDS,
    };
    /** The inner terrains. */
    private static final Terrain[] INNER = {
        Terrain.FOREST,
        Terrain.PASTURE,
        Terrain.HILLS,
        Terrain.MOUNTAINS,
        Terrain.MOUNTAINS,
        Terrain.FIELDS,
        Terrain.FIELDS,
    };

    private static final int[] COAST_TOKENS = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    /** The standard tokens left after the coast's, one more than the inner hexes: the last dealt is left out. */
    private static final int[] INNER_TOKENS = {3, 4, 5, 6, 8, 9, 10, 11};

    private CastleMap() {}

    /**
     * Deals a castle island. Draws, in this order: the castle's corner ({@code nextInt(6)}), the
     * coastal terrains, the inner terrains, the harbours, then the coastal and inner tokens together,
     * dealt again while {@code rule} rejects them; each shuffle as {@link StandardMap#random}'s.
     */
    public static Board random(RandomGenerator rng, TokenRule rule) {
        Objects.requireNonNull(rng, "rng");
        Topology t = Topology.standard();
        int hexes = t.hexCount();
        List<Integer> corners = new ArrayList<>();
        for (int hex = 0; hex < hexes; hex++) {
            if (t.hexNeighbourCount(hex) == 3) {
                corners.add(hex);
            }
        }
        int castle = corners.get(rng.nextInt(corners.size()));
        int desert = hexes - 1 - castle; // hex ids run in rows, so the point opposite is the mirrored id
        Terrain[] coast = COAST.clone();
        IslandPieces.shuffle(coast, rng);
        Terrain[] inner = INNER.clone();
        IslandPieces.shuffle(inner, rng);
        Harbour[] harbours = StandardMap.HARBOURS.clone();
        IslandPieces.shuffle(harbours, rng);

        Terrain[] terrains = new Terrain[hexes];
        for (int hex = 0, c = 0, i = 0; hex < hexes; hex++) {
            terrains[hex] = hex == castle
                    ? Terrain.CASTLE
                    : hex == desert ? Terrain.DESERT : isCoast(t, hex) ? coast[c++] : inner[i++];
        }
        int[] placed = new int[hexes];
        int[] coastTokens = COAST_TOKENS.clone();
        int[] innerTokens = INNER_TOKENS.clone();
        do {
            IslandPieces.shuffle(coastTokens, rng);
            IslandPieces.shuffle(innerTokens, rng);
            for (int hex = 0, c = 0, i = 0; hex < hexes; hex++) {
                placed[hex] =
                        hex == castle || hex == desert ? 0 : isCoast(t, hex) ? coastTokens[c++] : innerTokens[i++];
            }
        } while (rule == TokenRule.NO_ADJACENT_RED && IslandPieces.hasAdjacentRed(t, placed));
        List<Integer> tokens = new ArrayList<>(hexes);
        for (int token : placed) {
            tokens.add(token);
        }
        return Board.from(new Board.MapSpec(List.of(terrains), tokens, List.of(harbours)));
    }

    /** @return whether a hex of the standard island lies on the coast */
    public static boolean isCoast(Topology t, int hex) {
        return t.hexNeighbourCount(hex) < 6;
    }
}
