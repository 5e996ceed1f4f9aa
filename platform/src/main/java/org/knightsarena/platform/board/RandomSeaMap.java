package org.knightsarena.platform.board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * The seeded random Seafarers map, the rulebook's "New World": a 7 by 7 frame whose
 * every hex is drawn from one pool of land and sea; a draw is kept when every land hex has a side on
 * sea or the frame, no island is a lone desert and there are at least 3 islands. Harbours then go
 * one by one onto coasts drawn from the generator. The result is a {@link MapFile} whose tokens and
 * harbour types {@link SeaMapFill} deals from the same generator, under.
 *
 * <p>Stateless; the same generator state gives the same map.
 */
public final class RandomSeaMap {

    /** The id and scenario name {@code --scenario} takes. */
    public static final String ID = "new-world";

    static final int ROWS = 7;
    static final int COLUMNS = 7;
    /** How many terrain draws may be refused before the generator gives up (none did in tests). */
    static final int MAX_DRAWS = 100_000;
    /** The New World's target with the base ruleset. */
    public static final int TARGET = 12;

    private static final Map<Terrain, Integer> LAND = landPool();
    private static final List<Integer> TOKENS =
            List.of(2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12);
    private static final List<Harbour> HARBOURS = List.of(
            Harbour.GENERIC,
            Harbour.GENERIC,
            Harbour.GENERIC,
            Harbour.GENERIC,
            Harbour.BRICK,
            Harbour.LUMBER,
            Harbour.WOOL,
            Harbour.GRAIN,
            Harbour.ORE);

    private RandomSeaMap() {}

    private static Map<Terrain, Integer> landPool() {
        Map<Terrain, Integer> land = new LinkedHashMap<>();
        land.put(Terrain.FOREST, 5);
        land.put(Terrain.PASTURE, 5);
        land.put(Terrain.FIELDS, 5);
        land.put(Terrain.HILLS, 4);
        land.put(Terrain.MOUNTAINS, 4);
        land.put(Terrain.GOLD, 2);
        land.put(Terrain.DESERT, 1);
        return land;
    }

    /**
     * Draws a New World map for 3 or 4 players.
     *
     * @param rng the match's generator
     * @return a checked map file, never null
     * @throws IllegalStateException if no draw is kept after {@link #MAX_DRAWS}
     */
    public static MapFile generate(RandomGenerator rng) {
        int[][] places = frame();
        List<Terrain> pool = new ArrayList<>();
        LAND.forEach((terrain, count) -> pool.addAll(Collections.nCopies(count, terrain)));
        pool.addAll(Collections.nCopies(places.length - pool.size(), Terrain.SEA));
        for (int draw = 0; draw < MAX_DRAWS; draw++) {
            SeaMapFill.shuffle(pool, rng);
            Map<Long, Terrain> terrainAt = new HashMap<>();
            for (int i = 0; i < places.length; i++) {
                terrainAt.put(MapFileChecks.key(places[i][0], places[i][1]), pool.get(i));
            }
            List<Set<Long>> islands = islands(places, terrainAt);
            if (islands != null) {
                return build(places, terrainAt, islands, rng);
            }
        }
        throw new IllegalStateException("no New World draw kept after " + MAX_DRAWS + " draws");
    }

    /** The frame's hexes row by row: 7 rows of 7, each row shifted so the frame is a rectangle. */
    static int[][] frame() {
        int[][] places = new int[ROWS * COLUMNS][];
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                places[r * COLUMNS + c] = new int[] {c - r / 2, r};
            }
        }
        return places;
    }

    /** The islands of a draw in order of their first hex, or null when refuses the draw. */
    private static List<Set<Long>> islands(int[][] places, Map<Long, Terrain> terrainAt) {
        List<Set<Long>> islands = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int[] place : places) {
            long start = MapFileChecks.key(place[0], place[1]);
            Terrain terrain = terrainAt.get(start);
            if (terrain == Terrain.SEA || !seen.add(start)) {
                continue;
            }
            Set<Long> island = new HashSet<>();
            Deque<int[]> open = new ArrayDeque<>(List.of(place));
            while (!open.isEmpty()) {
                int[] hex = open.pop();
                island.add(MapFileChecks.key(hex[0], hex[1]));
                boolean coast = false;
                for (HexSide side : HexSide.values()) {
                    int[] next = {hex[0] + side.dq(), hex[1] + side.dr()};
                    long key = MapFileChecks.key(next[0], next[1]);
                    Terrain across = terrainAt.get(key);
                    coast |= across == null || across == Terrain.SEA;
                    if (across != null && across != Terrain.SEA && seen.add(key)) {
                        open.push(next);
                    }
                }
                if (!coast) {
                    return null;
                }
            }
            if (island.size() == 1 && terrain == Terrain.DESERT) {
                return null;
            }
            islands.add(island);
        }
        return islands.size() >= 3 ? islands : null;
    }

    private static MapFile build(
            int[][] places, Map<Long, Terrain> terrainAt, List<Set<Long>> islands, RandomGenerator rng) {
        List<MapFile.Area> areas = new ArrayList<>();
        List<MapFile.Island> islandList = new ArrayList<>();
        Map<Long, String> areaOf = new HashMap<>();
        for (int i = 0; i < islands.size(); i++) {
            String id = "island-" + (i + 1);
            areas.add(new MapFile.Area(id, "island " + (i + 1), true, 2));
            islandList.add(new MapFile.Island(id, List.of(id)));
            islands.get(i).forEach(key -> areaOf.put(key, id));
        }
        List<MapFile.Hex> hexes = new ArrayList<>();
        MapFile.Start pirate = null;
        MapFile.Start firstSea = null;
        for (int[] place : places) {
            long key = MapFileChecks.key(place[0], place[1]);
            Terrain terrain = terrainAt.get(key);
            boolean sea = terrain == Terrain.SEA;
            String pool = sea || terrain == Terrain.DESERT ? null : ID;
            hexes.add(new MapFile.Hex(place[0], place[1], Optional.of(terrain), 0, pool, areaOf.get(key)));
            if (sea && firstSea == null) {
                firstSea = MapFile.Start.at(place[0], place[1]);
            }
            if (sea && pirate == null && !touchesLand(place, terrainAt)) {
                pirate = MapFile.Start.at(place[0], place[1]);
            }
        }
        List<MapFile.HarbourPlace> harbours = harbourPlaces(places, terrainAt, rng);
        MapFile map = new MapFile(
                ID,
                "The New World",
                List.of(3, 4),
                TARGET,
                hexes,
                Map.of(ID, new MapFile.Pool(Map.of(), TOKENS)),
                HARBOURS.subList(0, harbours.size()),
                harbours,
                areas,
                islandList,
                MapFile.Start.of(MapFile.StartKind.DESERT),
                pirate != null ? pirate : firstSea);
        MapFileChecks.check(map);
        return map;
    }

    private static boolean touchesLand(int[] place, Map<Long, Terrain> terrainAt) {
        for (HexSide side : HexSide.values()) {
            Terrain across = terrainAt.get(MapFileChecks.key(place[0] + side.dq(), place[1] + side.dr()));
            if (across != null && across != Terrain.SEA) {
                return true;
            }
        }
        return false;
    }

    /** Harbours one by one, each on a coast drawn among those whose two intersections serve none yet. */
    private static List<MapFile.HarbourPlace> harbourPlaces(
            int[][] places, Map<Long, Terrain> terrainAt, RandomGenerator rng) {
        List<MapFile.HarbourPlace> harbours = new ArrayList<>();
        Set<Long> served = new HashSet<>();
        while (harbours.size() < HARBOURS.size()) {
            List<MapFile.HarbourPlace> free = new ArrayList<>();
            for (int[] place : places) {
                if (terrainAt.get(MapFileChecks.key(place[0], place[1])) == Terrain.SEA) {
                    continue;
                }
                for (HexSide side : HexSide.values()) {
                    Terrain across = terrainAt.get(MapFileChecks.key(place[0] + side.dq(), place[1] + side.dr()));
                    if ((across == null || across == Terrain.SEA)
                            && Arrays.stream(corners(place, side)).noneMatch(served::contains)) {
                        free.add(new MapFile.HarbourPlace(place[0], place[1], side, Optional.empty()));
                    }
                }
            }
            if (free.isEmpty()) {
                break; // a map with few coasts takes fewer harbours; the pool then deals its first types
            }
            MapFile.HarbourPlace chosen = free.get(rng.nextInt(free.size()));
            harbours.add(chosen);
            for (long corner : corners(new int[] {chosen.q(), chosen.r()}, chosen.side())) {
                served.add(corner);
            }
        }
        return harbours;
    }

    private static Long[] corners(int[] place, HexSide side) {
        return new Long[] {
            MapFileChecks.cornerKey(place[0], place[1], side.firstCorner()),
            MapFileChecks.cornerKey(place[0], place[1], side.secondCorner())
        };
    }
}
