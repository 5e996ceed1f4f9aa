package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * The island of Barbarian Attack at 5 or 6 players (docs/rules/traders-and-barbarians.md#R-24.4.1,
 * rulings in docs/rulings.md): the 5–6 player island with the castle hex in place of a forest, in a
 * corner of the coast, one desert in the corner opposite and the other inland. Every number 2 to 12
 * (no 7) lies on the coast at least once, so barbarians can land on each total; the coast's four other
 * hexes take tokens drawn from the rest, the inland hexes the tokens left but one. Stateless and
 * thread-safe.
 */
public final class ExtensionCastleMap {
    /** The 27 producing terrains: the extension's 30 hexes less the two deserts and the forest the castle replaces. */
    private static final Terrain[] PRODUCING = producing();
    /** One of each number, on the coast. */
    private static final int[] COAST_TOKENS = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    /** The extension's 28 tokens less those ten: the coast draws 4 of them, the inland hexes 13, 1 is left out. */
    private static final int[] SPARE_TOKENS = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};
    /** The coast's numbered hexes beyond the ten of {@link #COAST_TOKENS}. */
    private static final int EXTRA_COAST = 4;

    private ExtensionCastleMap() {}

    /**
     * Deals a castle island for 5–6 players. Draws, in this order: the castle's corner, the inland
     * desert's hex, the producing terrains, the harbours, then the spare and the coastal tokens,
     * dealt again while {@code rule} rejects them; each shuffle as {@link StandardMap#random}'s.
     */
    public static Board random(RandomGenerator rng, TokenRule rule) {
        Objects.requireNonNull(rng, "rng");
        Topology t = ExtensionMap.topology();
        int hexes = t.hexCount();
        List<Integer> corners = new ArrayList<>();
        List<Integer> inland = new ArrayList<>();
        for (int hex = 0; hex < hexes; hex++) {
            if (t.hexNeighbourCount(hex) == 3) {
                corners.add(hex);
            } else if (!CastleMap.isCoast(t, hex)) {
                inland.add(hex);
            }
        }
        int castle = corners.get(rng.nextInt(corners.size()));
        int desert = hexes - 1 - castle; // the rows are symmetric, so the mirrored id is the point opposite
        int inlandDesert = inland.get(rng.nextInt(inland.size()));
        Terrain[] producing = PRODUCING.clone();
        IslandPieces.shuffle(producing, rng);
        Harbour[] harbours = ExtensionMap.harbours();
        IslandPieces.shuffle(harbours, rng);

        Terrain[] terrains = new Terrain[hexes];
        for (int hex = 0, p = 0; hex < hexes; hex++) {
            terrains[hex] = hex == castle
                    ? Terrain.CASTLE
                    : hex == desert || hex == inlandDesert ? Terrain.DESERT : producing[p++];
        }
        int[] placed = new int[hexes];
        do {
            dealTokens(t, terrains, rng, placed);
        } while (rule == TokenRule.NO_ADJACENT_RED && IslandPieces.hasAdjacentRed(t, placed));
        List<Integer> tokens = new ArrayList<>(hexes);
        for (int token : placed) {
            tokens.add(token);
        }
        return Board.from(new Board.MapSpec(List.of(terrains), tokens, List.of(harbours)));
    }

    private static void dealTokens(Topology t, Terrain[] terrains, RandomGenerator rng, int[] placed) {
        int[] spare = SPARE_TOKENS.clone();
        IslandPieces.shuffle(spare, rng);
        int[] coast = new int[COAST_TOKENS.length + EXTRA_COAST];
        System.arraycopy(COAST_TOKENS, 0, coast, 0, COAST_TOKENS.length);
        System.arraycopy(spare, 0, coast, COAST_TOKENS.length, EXTRA_COAST);
        IslandPieces.shuffle(coast, rng);
        for (int hex = 0, c = 0, i = EXTRA_COAST; hex < terrains.length; hex++) {
            boolean producesNothing = terrains[hex] == Terrain.CASTLE || terrains[hex] == Terrain.DESERT;
            placed[hex] = producesNothing ? 0 : CastleMap.isCoast(t, hex) ? coast[c++] : spare[i++];
        }
    }

    private static Terrain[] producing() {
        List<Terrain> all = new ArrayList<>();
        addCopies(all, Terrain.FOREST, 5);
        addCopies(all, Terrain.PASTURE, 6);
        addCopies(all, Terrain.FIELDS, 6);
        addCopies(all, Terrain.HILLS, 5);
        addCopies(all, Terrain.MOUNTAINS, 5);
        return all.toArray(new Terrain[0]);
    }

    private static void addCopies(List<Terrain> all, Terrain terrain, int count) {
        for (int i = 0; i < count; i++) {
            all.add(terrain);
        }
    }
}
