package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * One island of a match: the standard {@link Topology} (or the 5–6 player island of
 * {@link ExtensionMap}, or a map file's) with a terrain and a number token on every hex and a
 * harbour in every slot.
 *
 * <p>A board never changes during a match except through the Inventor progress card, which
 * builds a new board with {@link #withTokensSwapped}. Lookups are array reads; the hexes for a
 * dice roll are indexed in advance so production does not scan the island.
 *
 * <p>Immutable and thread-safe. Build one with {@link #from(MapSpec)} or {@link StandardMap}.
 *
 * @since 0.1
 */
public final class Board {

    /** Highest dice sum; {@link #hexCountForRoll} accepts 0 to this. */
    private static final int MAX_ROLL = 12;

    private final Topology topology;
    private final Terrain[] terrains;
    private final int[] tokens;
    private final Harbour[] slotHarbours;
    private final Harbour[] intersectionHarbours;
    private final int desert;
    /** The hexes carrying each token value, indexed by roll; empty for 0, 1 and 7. */
    private final int[][] hexesByRoll;

    /**
     * The layout of an island as plain lists, for JSON and for custom maps.
     *
     * <p>Entry {@code i} of {@code terrains} and {@code tokens} belongs to hex {@code i};
     * entry {@code s} of {@code harbours} to harbour slot {@code s} (see {@link Topology}). The
     * counts of §2.1 are not required, so custom maps can use other mixes, but: there is
     * exactly one desert (two on the 5–6 player island, R-24.4.1), a desert's token is 0 and every other hex has a token of 2 to 6
     * or 8 to 12. A slot may hold {@link Harbour#NONE} to leave it empty.
     *
     * @param terrains the terrain of each hex, 19 entries (30 for the 5–6 player island), no nulls
     * @param tokens the number token of each hex, as many entries, 0 for the desert
     * @param harbours the harbour of each slot, 9 entries (11 for the 5–6 player island), no nulls
     * @since 0.1
     */
    public record MapSpec(List<Terrain> terrains, List<Integer> tokens, List<Harbour> harbours) {

        /**
         * Validates and copies the lists.
         *
         * @param terrains the terrain of each hex, 19 entries, no nulls
         * @param tokens the number token of each hex, 19 entries, 0 for the desert
         * @param harbours the harbour of each slot, 9 entries, no nulls
         * @throws NullPointerException if a list is null
         * @throws IllegalArgumentException if a size, an entry or the desert rule is wrong;
         *     the message names the offending entry
         */
        public MapSpec {
            Topology topology = topologyFor(terrains);
            terrains = copy(terrains, "terrains", topology.hexCount());
            tokens = copy(tokens, "tokens", topology.hexCount());
            harbours = copy(harbours, "harbours", topology.harbourSlotCount());
            int deserts = 0;
            for (int hex = 0; hex < terrains.size(); hex++) {
                Terrain terrain = terrains.get(hex);
                int token = tokens.get(hex);
                if (terrain == Terrain.DESERT || terrain == Terrain.CASTLE) {
                    deserts += terrain == Terrain.DESERT ? 1 : 0;
                    if (token != 0) {
                        throw new IllegalArgumentException("tokens[" + hex + "] is " + token
                                + " but hex " + hex + " is "
                                + (terrain == Terrain.DESERT ? "the desert" : "the castle hex")
                                + ", which carries no token"
                                + " (R-2.1.1)");
                    }
                } else if (token < 2 || token == 7 || token > MAX_ROLL) {
                    throw new IllegalArgumentException("tokens[" + hex + "] is " + token
                            + " but hex " + hex + " (" + terrain
                            + ") needs a token of 2 to 6 or 8 to 12");
                }
            }
            int required = topology == Topology.standard() ? 1 : ExtensionMap.DESERTS;
            if (deserts != required) {
                throw new IllegalArgumentException("terrains has " + deserts + " deserts; exactly " + required
                        + (required == 1 ? " is" : " are") + " required");
            }
        }

        /** @return the island this spec is laid on: the 5–6 player island for its 30 hexes, else the standard one */
        public Topology topology() {
            return topologyFor(terrains);
        }

        private static Topology topologyFor(List<Terrain> terrains) {
            return terrains != null
                            && terrains.size() == ExtensionMap.topology().hexCount()
                    ? ExtensionMap.topology()
                    : Topology.standard();
        }

        private static <T> List<T> copy(List<T> list, String name, int size) {
            Objects.requireNonNull(list, name);
            if (list.size() != size) {
                throw new IllegalArgumentException(
                        name + " has " + list.size() + " entries; " + size + " are required");
            }
            for (int i = 0; i < size; i++) {
                if (list.get(i) == null) {
                    throw new IllegalArgumentException(name + "[" + i + "] is null");
                }
            }
            return List.copyOf(list);
        }
    }

    private Board(Topology topology, Terrain[] terrains, int[] tokens, Harbour[] slotHarbours) {
        this.topology = topology;
        this.terrains = terrains;
        this.tokens = tokens;
        this.slotHarbours = slotHarbours;

        intersectionHarbours = new Harbour[topology.intersectionCount()];
        Arrays.fill(intersectionHarbours, Harbour.NONE);
        for (int slot = 0; slot < slotHarbours.length; slot++) {
            intersectionHarbours[topology.harbourIntersection(slot, 0)] = slotHarbours[slot];
            intersectionHarbours[topology.harbourIntersection(slot, 1)] = slotHarbours[slot];
        }

        // the first desert in hex order: the standard island has one, a sea map any number
        int desertHex = -1;
        int[] counts = new int[MAX_ROLL + 1];
        for (int hex = 0; hex < terrains.length; hex++) {
            if (terrains[hex] == Terrain.DESERT && desertHex < 0) {
                desertHex = hex;
            } else if (tokens[hex] != 0) {
                counts[tokens[hex]]++;
            }
        }
        desert = desertHex;
        hexesByRoll = new int[MAX_ROLL + 1][];
        for (int roll = 0; roll <= MAX_ROLL; roll++) {
            hexesByRoll[roll] = new int[counts[roll]];
        }
        int[] filled = new int[MAX_ROLL + 1];
        for (int hex = 0; hex < terrains.length; hex++) {
            if (tokens[hex] != 0) {
                hexesByRoll[tokens[hex]][filled[tokens[hex]]++] = hex;
            }
        }
    }

    /**
     * Builds the board a map spec describes, on the island its size names ({@link MapSpec#topology}).
     *
     * @param spec the layout, never null (it validated itself when it was built)
     * @return a new board
     */
    public static Board from(MapSpec spec) {
        Objects.requireNonNull(spec, "spec");
        Topology topology = spec.topology();
        Terrain[] terrains = spec.terrains().toArray(new Terrain[0]);
        int[] tokens = new int[topology.hexCount()];
        for (int hex = 0; hex < tokens.length; hex++) {
            tokens[hex] = spec.tokens().get(hex);
        }
        Harbour[] harbours = spec.harbours().toArray(new Harbour[0]);
        return new Board(topology, terrains, tokens, harbours);
    }

    /**
     * Builds a board on a map file's topology; {@link SeaMapFill} has checked the
     * entries: sea and deserts carry token 0, every other hex a token of 2 to 6 or 8 to 12.
     *
     * @param topology the map's topology
     * @param terrains the terrain of each hex, in hex id order
     * @param tokens the token of each hex, 0 for none
     * @param harbours the harbour of each slot of {@code topology}
     * @return a new board
     */
    static Board onMap(Topology topology, Terrain[] terrains, int[] tokens, Harbour[] harbours) {
        return new Board(topology, terrains.clone(), tokens.clone(), harbours.clone());
    }

    /**
     * Describes this board as plain lists; {@code Board.from(board.spec())} equals {@code board}.
     *
     * @return a new spec, never null
     * @throws IllegalStateException on a map file's board, which a spec of the standard island
     *     cannot describe (such a board is named by its map and seed instead)
     */
    public MapSpec spec() {
        if (topology != Topology.standard() && topology != ExtensionMap.topology()) {
            throw new IllegalStateException("a board on a map file's topology has no fixed-island spec");
        }
        List<Integer> tokenList = new ArrayList<>(tokens.length);
        for (int token : tokens) {
            tokenList.add(token);
        }
        return new MapSpec(List.of(terrains), tokenList, List.of(slotHarbours));
    }

    /** @return the graph of hexes, intersections and paths, never null */
    public Topology topology() {
        return topology;
    }

    /**
     * Returns the terrain of a hex.
     *
     * @param hex a hex id, 0 to 18
     * @return the terrain, never null
     */
    public Terrain terrain(int hex) {
        return terrains[hex];
    }

    /**
     * Returns the number token on a hex.
     *
     * @param hex a hex id, 0 to 18
     * @return 2 to 6 or 8 to 12; 0 for the desert
     */
    public int token(int hex) {
        return tokens[hex];
    }

    /**
     * Returns the harbour an intersection gives access to.
     *
     * @param intersection an intersection id, 0 to 53
     * @return the harbour, {@link Harbour#NONE} where there is none; never null
     */
    public Harbour harbour(int intersection) {
        return intersectionHarbours[intersection];
    }

    /**
     * Returns the harbour in a slot of the sea frame.
     *
     * @param slot a slot, 0 to 8 (see {@link Topology#harbourIntersection})
     * @return the harbour, never null
     */
    public Harbour harbourOfSlot(int slot) {
        return slotHarbours[slot];
    }

    /**
     * Returns the desert hex, where the robber starts.
     *
     * @return the desert's hex id; on a sea map the first desert in hex order, -1 when it has none
     */
    public int desert() {
        return desert;
    }

    /**
     * Returns how many hexes carry the number token {@code roll}.
     *
     * @param roll a dice sum, 0 to 12
     * @return 0 to 19; 0 for 7 and for sums no token shows
     */
    public int hexCountForRoll(int roll) {
        return hexesByRoll[roll].length;
    }

    /**
     * Returns a hex carrying the number token {@code roll}.
     *
     * @param roll a dice sum, 0 to 12
     * @param k 0 to {@code hexCountForRoll(roll) - 1}; hexes come in ascending id order
     * @return the hex id
     */
    public int hexForRoll(int roll, int k) {
        return hexesByRoll[roll][k];
    }

    /**
     * Returns a copy of this board with the tokens of two hexes exchanged; this board is
     * unchanged.
     *
     * <p>The Cities &amp; Knights Inventor uses it. Which tokens the Inventor may move is a rule
     * of that card and is not checked here.
     *
     * @param hexA a hex id, not the desert
     * @param hexB a hex id, not the desert
     * @return the new board, or this board if {@code hexA == hexB}
     * @throws IllegalArgumentException if a hex id is out of range or is the desert, which
     *     has no token to swap
     */
    public Board withTokensSwapped(int hexA, int hexB) {
        checkSwappable(hexA, "hexA");
        checkSwappable(hexB, "hexB");
        if (hexA == hexB) {
            return this;
        }
        int[] swapped = tokens.clone();
        swapped[hexA] = tokens[hexB];
        swapped[hexB] = tokens[hexA];
        return new Board(topology, terrains, swapped, slotHarbours);
    }

    private void checkSwappable(int hex, String name) {
        if (hex < 0 || hex >= tokens.length) {
            throw new IllegalArgumentException(name + " is " + hex + "; hex ids are 0 to " + (tokens.length - 1));
        }
        if (tokens[hex] == 0) {
            throw new IllegalArgumentException(name + " is " + hex + ", the "
                    + terrains[hex].name().toLowerCase(Locale.ROOT) + ", which carries no token (R-2.1.1)");
        }
    }

    /** Boards are equal when their terrains, tokens and harbours are equal. */
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof Board other
                        && topology == other.topology
                        && Arrays.equals(terrains, other.terrains)
                        && Arrays.equals(tokens, other.tokens)
                        && Arrays.equals(slotHarbours, other.slotHarbours);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(terrains), Arrays.hashCode(tokens), Arrays.hashCode(slotHarbours));
    }

    @Override
    public String toString() {
        return "Board[" + spec() + "]";
    }
}
