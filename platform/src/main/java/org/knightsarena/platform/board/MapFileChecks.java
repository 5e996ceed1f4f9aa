package org.knightsarena.platform.board;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.api.board.Terrain;

/**
 * Holds a read {@link MapFile} to the invariants of docs/map-format.md that make it playable:
 * hexes listed once, pools that fill exactly their hexes, harbours on a coast that share no
 * intersection, islands that are the connected land, the robber on land and the pirate at sea.
 * The first broken one is thrown as a {@link MapFormatException} naming the value.
 */
public final class MapFileChecks {

    private final MapFile map;
    private final Map<Long, MapFile.Hex> byPlace = new HashMap<>();

    private MapFileChecks(MapFile map) {
        this.map = map;
    }

    public static void check(MapFile map) {
        MapFileChecks checks = new MapFileChecks(map);
        checks.facts();
        checks.hexes();
        checks.pools();
        checks.harbours();
        checks.islands();
        checks.starts();
    }

    private void facts() {
        if (map.players().isEmpty() || map.players().stream().anyMatch(n -> n < 2 || n > 6)) {
            throw fail("players: " + map.players() + " must name player counts of 2 to 6");
        }
        if (map.targetVictoryPoints() < 3) {
            throw fail("targetVictoryPoints: " + map.targetVictoryPoints() + " is below 3");
        }
        if (map.hexes().isEmpty()) {
            throw fail("hexes: the map lists no hex");
        }
        if (map.areas().isEmpty() || map.areas().size() > MapAreas.MAX_AREAS) {
            throw fail("areas: " + map.areas().size() + " areas; a map has 1 to " + MapAreas.MAX_AREAS);
        }
    }

    private void hexes() {
        Set<String> areas = new HashSet<>();
        for (MapFile.Area area : map.areas()) {
            if (!areas.add(area.id())) {
                throw fail("areas: " + area.id() + " is declared twice");
            }
        }
        for (int i = 0; i < map.hexes().size(); i++) {
            MapFile.Hex hex = map.hexes().get(i);
            String at = "hexes[" + i + "] (" + hex.q() + ", " + hex.r() + ")";
            if (byPlace.put(key(hex.q(), hex.r()), hex) != null) {
                throw fail(at + ": the hex is listed twice");
            }
            if (hex.sea()) {
                if (hex.token() != 0 || hex.pool() != null || hex.area() != null) {
                    throw fail(at + ": a sea hex has no token, pool or area (R-23.1.2)");
                }
                continue;
            }
            if (hex.area() == null || !areas.contains(hex.area())) {
                throw fail(at + ": a land hex needs a declared area, not " + hex.area());
            }
            if (hex.pool() != null && !map.pools().containsKey(hex.pool())) {
                throw fail(at + ": pool " + hex.pool() + " is not declared");
            }
            if (hex.terrain().isEmpty() && hex.pool() == null) {
                throw fail(at + ": a RANDOM hex names the pool it is drawn from");
            }
            boolean barren = hex.terrain().equals(Optional.of(Terrain.DESERT));
            if (hex.token() != 0 && (barren || hex.terrain().isEmpty() || !isToken(hex.token()))) {
                throw fail(at + ": token " + hex.token() + " must be 2 to 6 or 8 to 12 on a fixed producing hex");
            }
            if (hex.terrain().isPresent() && !barren && hex.token() == 0 && hex.pool() == null) {
                throw fail(at + ": a producing hex needs a token or a pool to draw one from");
            }
        }
    }

    private void pools() {
        for (Map.Entry<String, MapFile.Pool> e : map.pools().entrySet()) {
            String name = e.getKey();
            MapFile.Pool pool = e.getValue();
            int terrains = 0;
            int barren = 0;
            for (Map.Entry<Terrain, Integer> t : pool.terrains().entrySet()) {
                if (t.getKey() == Terrain.SEA) {
                    throw fail("pools." + name + ": a pool holds land only; sea hexes are fixed");
                }
                terrains += t.getValue();
                barren += t.getKey() == Terrain.DESERT ? t.getValue() : 0;
            }
            int random = 0;
            int fixedWithoutToken = 0;
            for (MapFile.Hex hex : map.hexes()) {
                if (name.equals(hex.pool())) {
                    if (hex.terrain().isEmpty()) {
                        random++;
                    } else if (hex.token() == 0 && hex.terrain().get() != Terrain.DESERT) {
                        fixedWithoutToken++;
                    }
                }
            }
            if (random == 0 && fixedWithoutToken == 0) {
                throw fail("pools." + name + ": no hex draws from it");
            }
            if (terrains != random) {
                throw fail("pools." + name + ": " + terrains + " terrains for " + random + " RANDOM hexes");
            }
            int needed = random - barren + fixedWithoutToken;
            if (pool.tokens().size() != needed) {
                throw fail(
                        "pools." + name + ": " + pool.tokens().size() + " tokens for " + needed + " producing hexes");
            }
            for (int token : pool.tokens()) {
                if (!isToken(token)) {
                    throw fail("pools." + name + ".tokens: " + token + " is not 2 to 6 or 8 to 12");
                }
            }
        }
    }

    private void harbours() {
        Set<Long> served = new HashSet<>();
        int random = 0;
        for (int i = 0; i < map.harbours().size(); i++) {
            MapFile.HarbourPlace harbour = map.harbours().get(i);
            String at = "harbours[" + i + "] (" + harbour.q() + ", " + harbour.r() + " " + harbour.side() + ")";
            MapFile.Hex hex = byPlace.get(key(harbour.q(), harbour.r()));
            if (hex == null || hex.sea()) {
                throw fail(at + ": a harbour stands on a land hex of the map (R-23.8.1)");
            }
            MapFile.Hex across = byPlace.get(key(
                    harbour.q() + harbour.side().dq(),
                    harbour.r() + harbour.side().dr()));
            if (across != null && !across.sea()) {
                throw fail(at + ": the side faces land, not the sea or the frame (R-23.8.1)");
            }
            for (int corner :
                    new int[] {harbour.side().firstCorner(), harbour.side().secondCorner()}) {
                if (!served.add(cornerKey(harbour.q(), harbour.r(), corner))) {
                    throw fail(at + ": shares an intersection with another harbour (R-23.8.1)");
                }
            }
            random += harbour.type().isEmpty() ? 1 : 0;
        }
        if (random != map.harbourPool().size()) {
            throw fail("harbourPool: " + map.harbourPool().size() + " types for " + random + " RANDOM harbours");
        }
    }

    private void islands() {
        Map<String, String> islandOfArea = new HashMap<>();
        Set<String> ids = new HashSet<>();
        for (MapFile.Island island : map.islands()) {
            if (!ids.add(island.id())) {
                throw fail("islands: " + island.id() + " is declared twice");
            }
            for (String area : island.areas()) {
                if (map.areas().stream().noneMatch(a -> a.id().equals(area))) {
                    throw fail("islands." + island.id() + ": area " + area + " is not declared");
                }
                if (islandOfArea.put(area, island.id()) != null) {
                    throw fail("islands." + island.id() + ": area " + area + " is in two islands");
                }
            }
        }
        for (MapFile.Area area : map.areas()) {
            if (!islandOfArea.containsKey(area.id())) {
                throw fail("areas: " + area.id() + " belongs to no island");
            }
        }
        connected(islandOfArea);
    }

    /** Every side between two land hexes stays on one island, and each island is one piece. */
    private void connected(Map<String, String> islandOfArea) {
        Map<String, Integer> pieces = new HashMap<>();
        Set<MapFile.Hex> seen = new HashSet<>();
        for (MapFile.Hex start : map.hexes()) {
            if (start.sea() || !seen.add(start)) {
                continue;
            }
            String island = islandOfArea.get(start.area());
            if (pieces.merge(island, 1, Integer::sum) > 1) {
                throw fail("islands." + island + ": its land is not one connected piece (R-23.1.5)");
            }
            Deque<MapFile.Hex> open = new ArrayDeque<>(List.of(start));
            while (!open.isEmpty()) {
                MapFile.Hex hex = open.pop();
                for (HexSide side : HexSide.values()) {
                    MapFile.Hex next = byPlace.get(key(hex.q() + side.dq(), hex.r() + side.dr()));
                    if (next == null || next.sea()) {
                        continue;
                    }
                    if (!islandOfArea.get(next.area()).equals(island)) {
                        throw fail("islands: " + island + " and " + islandOfArea.get(next.area()) + " touch at ("
                                + next.q() + ", " + next.r() + "); one island is one connected piece of land");
                    }
                    if (seen.add(next)) {
                        open.push(next);
                    }
                }
            }
        }
    }

    private void starts() {
        MapFile.Start robber = map.robber();
        boolean mayHoldDesert = map.hexes().stream().anyMatch(h -> h.terrain().equals(Optional.of(Terrain.DESERT)))
                || map.pools().values().stream().anyMatch(p -> p.terrains().getOrDefault(Terrain.DESERT, 0) > 0);
        if (robber.kind() == MapFile.StartKind.HEX) {
            MapFile.Hex hex = byPlace.get(key(robber.q(), robber.r()));
            if (hex == null || hex.sea()) {
                throw fail("robber: (" + robber.q() + ", " + robber.r() + ") is not a land hex of the map (R-23.1.2)");
            }
        } else if (robber.kind() == MapFile.StartKind.DESERT && !mayHoldDesert) {
            throw fail("robber: DESERT, but the map can hold no desert; use OFF_BOARD");
        }
        MapFile.Start pirate = map.pirate();
        boolean hasSea = map.hexes().stream().anyMatch(MapFile.Hex::sea);
        if (pirate.kind() == MapFile.StartKind.HEX) {
            MapFile.Hex hex = byPlace.get(key(pirate.q(), pirate.r()));
            if (hex == null || !hex.sea()) {
                throw fail("pirate: (" + pirate.q() + ", " + pirate.r() + ") is not a sea hex of the map (R-23.1.2)");
            }
        } else if (hasSea) {
            throw fail("pirate: NONE, but a map with sea hexes starts the pirate on one");
        }
    }

    private static boolean isToken(int token) {
        return token >= 2 && token <= 12 && token != 7;
    }

    static long key(int q, int r) {
        return ((long) q << 32) ^ (r & 0xffffffffL);
    }

    /** A corner's point on the lattice of {@link IslandLattice}: unique across hexes. */
    static long cornerKey(int q, int r, int corner) {
        int[] dx = {0, 1, 1, 0, -1, -1};
        int[] dy = {-2, -1, 1, 2, 1, -1};
        return key(2 * q + r + dx[corner], 3 * r + dy[corner]);
    }

    private MapFormatException fail(String problem) {
        return new MapFormatException("map " + map.id() + ": " + problem);
    }
}
