package org.knightsarena.platform.board;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * A map file as read and checked (docs/map-format.md): its hexes with their fixed or random
 * parts, the pools those are drawn from, the harbours, the areas and islands, and the scenario's
 * facts. Nothing random is decided here; {@link SeaMapFill} fills a copy from a game's seed.
 *
 * <p>Read one with {@link MapFileReader}; {@link RandomSeaMap} builds one. Immutable.
 *
 * @param id the file name without {@code .json}, e.g. {@code four-islands-4p}
 * @param name the scenario's published name
 * @param players the player counts the layout is for
 * @param targetVictoryPoints the target with the base ruleset
 * @param hexes the board in file order, which is the hex id order of its {@link Topology}
 * @param pools the named pools in file order
 * @param harbourPool the harbour types dealt onto the random harbours
 * @param harbours the harbour places in file order, which is the slot order of its topology
 * @param areas the areas in file order (an area's index is its id in {@link MapAreas})
 * @param islands the islands in file order
 * @param robber where the robber starts
 * @param pirate where the pirate starts
 */
public record MapFile(
        String id,
        String name,
        List<Integer> players,
        int targetVictoryPoints,
        List<Hex> hexes,
        Map<String, Pool> pools,
        List<Harbour> harbourPool,
        List<HarbourPlace> harbours,
        List<Area> areas,
        List<Island> islands,
        Start robber,
        Start pirate) {

    /** Copies the lists; {@code pools} must keep its file order (a LinkedHashMap). */
    public MapFile {
        players = List.copyOf(players);
        hexes = List.copyOf(hexes);
        pools = Collections.unmodifiableMap(new LinkedHashMap<>(pools));
        harbourPool = List.copyOf(harbourPool);
        harbours = List.copyOf(harbours);
        areas = List.copyOf(areas);
        islands = List.copyOf(islands);
    }

    /**
     * One hex of the map.
     *
     * @param q axial q
     * @param r axial r
     * @param terrain the fixed terrain, or empty for {@code RANDOM} (drawn from {@code pool})
     * @param token the fixed number token, 0 for none (sea, desert, or drawn from {@code pool})
     * @param pool the pool its random parts come from, or null
     * @param area the area id of a land hex, null for sea
     */
    public record Hex(int q, int r, Optional<Terrain> terrain, int token, String pool, String area) {
        /** @return true for a sea hex (never drawn: a pool holds only land, R-23.1.1) */
        public boolean sea() {
            return terrain.equals(Optional.of(Terrain.SEA));
        }
    }

    /**
     * A pool: the terrains its {@code RANDOM} hexes are drawn from and the tokens for its
     * producing hexes without a fixed token.
     *
     * @param terrains how many of each terrain, in file key order
     * @param tokens the number tokens in file order
     */
    public record Pool(Map<Terrain, Integer> terrains, List<Integer> tokens) {
        /** Copies, keeping the key order. */
        public Pool {
            terrains = Collections.unmodifiableMap(new LinkedHashMap<>(terrains));
            tokens = List.copyOf(tokens);
        }
    }

    /**
     * A harbour place: a land hex, the side of it facing the sea or the frame, and its type.
     *
     * @param q axial q of the land hex
     * @param r axial r of the land hex
     * @param side the side the harbour is on
     * @param type the fixed type, or empty for {@code RANDOM} (dealt from the harbour pool)
     */
    public record HarbourPlace(int q, int r, HexSide side, Optional<Harbour> type) {}

    /**
     * An area: the unit of set-up and island bonuses.
     *
     * @param id the area id
     * @param name how the rules name it
     * @param setup true when setup buildings may stand there
     * @param bonusVictoryPoints the special VP of a player's first settlement there when foreign
     */
    public record Area(String id, String name, boolean setup, int bonusVictoryPoints) {}

    /**
     * An island: connected land, made of areas.
     *
     * @param id the island id
     * @param areas the ids of its areas
     */
    public record Island(String id, List<String> areas) {
        /** Copies the list. */
        public Island {
            areas = List.copyOf(areas);
        }
    }

    /**
     * Where the robber or the pirate starts.
     *
     * @param kind a hex, the first desert, off the board (robber) or none (pirate)
     * @param q axial q when {@code kind} is {@link StartKind#HEX}, else 0
     * @param r axial r when {@code kind} is {@link StartKind#HEX}, else 0
     */
    public record Start(StartKind kind, int q, int r) {
        /** @return a start on a named hex */
        public static Start at(int q, int r) {
            return new Start(StartKind.HEX, q, r);
        }

        /** @return a start of a kind with no hex */
        public static Start of(StartKind kind) {
            return new Start(kind, 0, 0);
        }
    }

    /** The kinds of start a map file names for the robber and the pirate. */
    public enum StartKind {
        /** A named hex. */
        HEX,
        /** The first desert in hex order once the terrains are drawn (robber only). */
        DESERT,
        /** Off the board until first moved (robber only). */
        OFF_BOARD,
        /** No pirate: a map without sea. */
        NONE
    }
}
