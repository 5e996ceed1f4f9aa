package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * Fills a map file's random parts from a match's generator (R-23.11.1, docs/map-format.md "The
 * random fill"): each pool's terrains onto its {@code RANDOM} hexes, then the harbour pool onto
 * the {@code RANDOM} harbours, then each pool's tokens onto its producing hexes without a fixed
 * token, shuffled again while a 6 or 8 stands beside another or on a gold field.
 *
 * <p>The topology and areas of a map are worked out once, when the fill is made; each
 * {@link #fill} then only draws. Immutable and thread-safe.
 */
public final class SeaMapFill {

    /** How many times one pool's tokens may be shuffled again before the map is refused. */
    static final int MAX_SHUFFLES = 10_000;

    private final MapFile map;
    private final Topology topology;
    private final MapAreas areas;
    private final Map<Long, Integer> hexByPlace = new HashMap<>();

    /**
     * Prepares the fill of a checked map file.
     *
     * @param map a map from {@link MapFileReader} or {@link RandomSeaMap}
     */
    public SeaMapFill(MapFile map) {
        this.map = Objects.requireNonNull(map, "map");
        int[][] axial = new int[map.hexes().size()][];
        for (int hex = 0; hex < axial.length; hex++) {
            MapFile.Hex h = map.hexes().get(hex);
            axial[hex] = new int[] {h.q(), h.r()};
            hexByPlace.put(MapFileChecks.key(h.q(), h.r()), hex);
        }
        int[][] harbourEdges = new int[map.harbours().size()][];
        for (int slot = 0; slot < harbourEdges.length; slot++) {
            MapFile.HarbourPlace place = map.harbours().get(slot);
            harbourEdges[slot] = new int[] {
                hexByPlace.get(MapFileChecks.key(place.q(), place.r())),
                place.side().firstCorner(),
                place.side().secondCorner()
            };
        }
        topology = Topology.of(axial, harbourEdges);
        areas = new MapAreas(map, topology);
    }

    /** @return the map this fill draws for */
    public MapFile map() {
        return map;
    }

    /** @return the map's topology, shared by every board this fill makes */
    public Topology topology() {
        return topology;
    }

    /**
     * Draws one board.
     *
     * @param rng the match's generator; draws are taken in the documented order
     * @return the sea map, never null
     * @throws MapFormatException if a pool's tokens cannot be placed under
     */
    public SeaMap fill(RandomGenerator rng) {
        Terrain[] terrains = new Terrain[map.hexes().size()];
        int[] tokens = new int[terrains.length];
        for (int hex = 0; hex < terrains.length; hex++) {
            terrains[hex] = map.hexes().get(hex).terrain().orElse(null);
            tokens[hex] = map.hexes().get(hex).token();
        }
        for (Map.Entry<String, MapFile.Pool> pool : map.pools().entrySet()) {
            List<Terrain> drawn = new ArrayList<>();
            pool.getValue().terrains().forEach((terrain, count) -> {
                for (int i = 0; i < count; i++) {
                    drawn.add(terrain);
                }
            });
            shuffle(drawn, rng);
            int next = 0;
            for (int hex = 0; hex < terrains.length; hex++) {
                if (terrains[hex] == null
                        && pool.getKey().equals(map.hexes().get(hex).pool())) {
                    terrains[hex] = drawn.get(next++);
                }
            }
        }
        Harbour[] harbours = harbours(rng);
        for (Map.Entry<String, MapFile.Pool> pool : map.pools().entrySet()) {
            placeTokens(pool.getKey(), pool.getValue().tokens(), terrains, tokens, rng);
        }
        Board board = Board.onMap(topology, terrains, tokens, harbours);
        return new SeaMap(map, board, areas, start(map.robber(), board), start(map.pirate(), board));
    }

    private Harbour[] harbours(RandomGenerator rng) {
        List<Harbour> dealt = new ArrayList<>(map.harbourPool());
        shuffle(dealt, rng);
        Harbour[] harbours = new Harbour[map.harbours().size()];
        int next = 0;
        for (int slot = 0; slot < harbours.length; slot++) {
            harbours[slot] = map.harbours().get(slot).type().orElse(null);
            if (harbours[slot] == null) {
                harbours[slot] = dealt.get(next++);
            }
        }
        return harbours;
    }

    private void placeTokens(
            String pool, List<Integer> poolTokens, Terrain[] terrains, int[] tokens, RandomGenerator rng) {
        List<Integer> places = new ArrayList<>();
        for (int hex = 0; hex < terrains.length; hex++) {
            MapFile.Hex h = map.hexes().get(hex);
            if (pool.equals(h.pool())
                    && h.token() == 0
                    && terrains[hex] != Terrain.DESERT
                    && terrains[hex] != Terrain.SEA) {
                places.add(hex);
            }
        }
        List<Integer> drawn = new ArrayList<>(poolTokens);
        int shuffles = 0;
        do {
            if (++shuffles > MAX_SHUFFLES) {
                throw new MapFormatException(
                        "map " + map.id() + ": pool " + pool + "'s tokens break R-23.11.2 (a 6 or 8"
                                + " beside another or on gold) after " + MAX_SHUFFLES + " shuffles");
            }
            shuffle(drawn, rng);
            for (int k = 0; k < places.size(); k++) {
                tokens[places.get(k)] = drawn.get(k);
            }
        } while (breaksTokenRule(terrains, tokens));
    }

    /** a 6 or 8 on a gold field, or beside another 6 or 8. */
    private boolean breaksTokenRule(Terrain[] terrains, int[] tokens) {
        for (int hex = 0; hex < tokens.length; hex++) {
            if (!isRed(tokens[hex])) {
                continue;
            }
            if (terrains[hex] == Terrain.GOLD) {
                return true;
            }
            for (int k = 0; k < topology.hexNeighbourCount(hex); k++) {
                if (isRed(tokens[topology.hexNeighbour(hex, k)])) {
                    return true;
                }
            }
        }
        return false;
    }

    private int start(MapFile.Start start, Board board) {
        return switch (start.kind()) {
            case HEX -> hexByPlace.get(MapFileChecks.key(start.q(), start.r()));
            case DESERT -> board.desert();
            case OFF_BOARD, NONE -> -1;
        };
    }

    private static boolean isRed(int token) {
        return token == 6 || token == 8;
    }

    /** The Fisher-Yates shuffle of {@link StandardMap}: from the last index down, one draw per index. */
    static <T> void shuffle(List<T> items, RandomGenerator rng) {
        for (int i = items.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T swap = items.get(i);
            items.set(i, items.get(j));
            items.set(j, swap);
        }
    }
}
