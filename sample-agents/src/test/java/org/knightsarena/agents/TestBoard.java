package org.knightsarena.agents;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;

/**
 * A test board with the standard topology (19 hexes in rows of 3, 4, 5, 4, 3; 54
 * intersections; 72 paths), computed from hex coordinates, and settable terrain, tokens,
 * harbours, pieces and robber. All hexes start as desert without token. Not thread-safe.
 */
final class TestBoard implements BoardView {

    /** Corner offsets of a pointy-top hex in doubled coordinates, clockwise from the top. */
    private static final int[][] CORNER_OFFSETS = {{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}};

    private final int[][] corners;
    private final int[][] hexesAt;
    private final int[][] neighbours;
    private final int[][] pathsAt;
    private final int[][] ends;

    private final Terrain[] terrain;
    private final int[] token;
    private final Harbour[] harbour;
    private final Building[] building;
    private final int[] buildingOwner;
    private final int[] roadOwner;
    private final int[] shipOwner;
    private final int[] barbarians;
    private final int[] pathKnightOwner;
    private int robber;

    TestBoard() {
        List<int[]> hexCentres = new ArrayList<>();
        for (int r = -2; r <= 2; r++) {
            for (int q = Math.max(-2, -2 - r); q <= Math.min(2, 2 - r); q++) {
                hexCentres.add(new int[] {2 * q + r, 3 * r});
            }
        }
        Map<Long, Integer> ids = new LinkedHashMap<>();
        List<long[]> points = new ArrayList<>();
        for (int[] c : hexCentres) {
            for (int[] o : CORNER_OFFSETS) {
                long key = key(c[0] + o[0], c[1] + o[1]);
                if (!ids.containsKey(key)) {
                    ids.put(key, -1);
                    points.add(new long[] {c[1] + o[1], c[0] + o[0], key});
                }
            }
        }
        points.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        for (int i = 0; i < points.size(); i++) {
            ids.put(points.get(i)[2], i);
        }
        int hexes = hexCentres.size();
        int count = points.size();
        corners = new int[hexes][6];
        List<List<Integer>> hexLists = new ArrayList<>();
        List<List<Integer>> neighbourLists = new ArrayList<>();
        List<List<Integer>> pathLists = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            hexLists.add(new ArrayList<>());
            neighbourLists.add(new ArrayList<>());
            pathLists.add(new ArrayList<>());
        }
        List<int[]> pathEnds = new ArrayList<>();
        for (int h = 0; h < hexes; h++) {
            int[] c = hexCentres.get(h);
            for (int k = 0; k < 6; k++) {
                corners[h][k] = ids.get(key(c[0] + CORNER_OFFSETS[k][0], c[1] + CORNER_OFFSETS[k][1]));
                hexLists.get(corners[h][k]).add(h);
            }
            for (int k = 0; k < 6; k++) {
                int a = corners[h][k];
                int b = corners[h][(k + 1) % 6];
                if (!neighbourLists.get(a).contains(b)) {
                    int p = pathEnds.size();
                    pathEnds.add(new int[] {Math.min(a, b), Math.max(a, b)});
                    neighbourLists.get(a).add(b);
                    pathLists.get(a).add(p);
                    neighbourLists.get(b).add(a);
                    pathLists.get(b).add(p);
                }
            }
        }
        hexesAt = toArrays(hexLists);
        neighbours = toArrays(neighbourLists);
        pathsAt = toArrays(pathLists);
        ends = pathEnds.toArray(new int[0][]);
        terrain = new Terrain[hexes];
        Arrays.fill(terrain, Terrain.DESERT);
        token = new int[hexes];
        harbour = new Harbour[count];
        Arrays.fill(harbour, Harbour.NONE);
        building = new Building[count];
        Arrays.fill(building, Building.NONE);
        buildingOwner = new int[count];
        Arrays.fill(buildingOwner, NOBODY);
        roadOwner = new int[ends.length];
        Arrays.fill(roadOwner, NOBODY);
        shipOwner = new int[ends.length];
        Arrays.fill(shipOwner, NOBODY);
        barbarians = new int[hexes];
        pathKnightOwner = new int[ends.length];
        Arrays.fill(pathKnightOwner, NOBODY);
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xffffffffL);
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] out = new int[lists.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    // ---- setting up

    TestBoard hex(int hex, Terrain t, int numberToken) {
        terrain[hex] = t;
        token[hex] = numberToken;
        return this;
    }

    TestBoard harbour(int intersection, Harbour h) {
        harbour[intersection] = h;
        return this;
    }

    TestBoard settlement(int intersection, int seat) {
        building[intersection] = Building.SETTLEMENT;
        buildingOwner[intersection] = seat;
        return this;
    }

    TestBoard city(int intersection, int seat) {
        building[intersection] = Building.CITY;
        buildingOwner[intersection] = seat;
        return this;
    }

    TestBoard road(int path, int seat) {
        roadOwner[path] = seat;
        return this;
    }

    /** Puts a Seafarers ship of a seat on a path. */
    TestBoard ship(int path, int seat) {
        shipOwner[path] = seat;
        return this;
    }

    /** Puts Barbarian Attack barbarians on a hex. */
    TestBoard barbarians(int hex, int count) {
        barbarians[hex] = count;
        return this;
    }

    /** Puts a Barbarian Attack knight of a seat on a path. */
    TestBoard pathKnight(int path, int seat) {
        pathKnightOwner[path] = seat;
        return this;
    }

    /** @return the path of side {@code k} of a hex, from corner {@code k} to corner {@code k + 1} */
    int side(int hex, int k) {
        return pathBetween(corner(hex, k), corner(hex, (k + 1) % 6));
    }

    TestBoard robberOn(int hex) {
        robber = hex;
        return this;
    }

    /** @return the path joining two neighbouring intersections */
    int pathBetween(int a, int b) {
        for (int k = 0; k < neighbours[a].length; k++) {
            if (neighbours[a][k] == b) {
                return pathsAt[a][k];
            }
        }
        throw new IllegalArgumentException(a + " and " + b + " are not neighbours");
    }

    // ---- BoardView

    @Override
    public int hexCount() {
        return corners.length;
    }

    @Override
    public int intersectionCount() {
        return neighbours.length;
    }

    @Override
    public int pathCount() {
        return ends.length;
    }

    @Override
    public int corner(int hex, int k) {
        return corners[hex][k];
    }

    @Override
    public int hexCountAt(int intersection) {
        return hexesAt[intersection].length;
    }

    @Override
    public int hexAt(int intersection, int k) {
        return hexesAt[intersection][k];
    }

    @Override
    public int neighbourCount(int intersection) {
        return neighbours[intersection].length;
    }

    @Override
    public int neighbour(int intersection, int k) {
        return neighbours[intersection][k];
    }

    @Override
    public int pathAt(int intersection, int k) {
        return pathsAt[intersection][k];
    }

    @Override
    public int end(int path, int end) {
        return ends[path][end];
    }

    @Override
    public Terrain terrain(int hex) {
        return terrain[hex];
    }

    @Override
    public int token(int hex) {
        return token[hex];
    }

    @Override
    public Harbour harbour(int intersection) {
        return harbour[intersection];
    }

    @Override
    public int robber() {
        return robber;
    }

    @Override
    public Building building(int intersection) {
        return building[intersection];
    }

    @Override
    public int buildingOwner(int intersection) {
        return buildingOwner[intersection];
    }

    @Override
    public int roadOwner(int path) {
        return roadOwner[path];
    }

    @Override
    public int shipOwner(int path) {
        return shipOwner[path];
    }

    @Override
    public int barbarians(int hex) {
        return barbarians[hex];
    }

    @Override
    public int pathKnightOwner(int path) {
        return pathKnightOwner[path];
    }

    // Cities & Knights pieces: none on this fake board

    @Override
    public boolean hasWall(int intersection) {
        return false;
    }

    @Override
    public java.util.Optional<org.knightsarena.api.cards.Track> metropolis(int intersection) {
        return java.util.Optional.empty();
    }

    @Override
    public int knightOwner(int intersection) {
        return NOBODY;
    }

    @Override
    public int knightStrength(int intersection) {
        return 0;
    }

    @Override
    public boolean isKnightActive(int intersection) {
        return false;
    }

    @Override
    public java.util.OptionalInt merchant() {
        return java.util.OptionalInt.empty();
    }
}
