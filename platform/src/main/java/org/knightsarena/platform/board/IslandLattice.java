package org.knightsarena.platform.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Works out the tables of a topology once, from hex positions on an integer lattice, in the id
 * order {@link Topology} documents: the hexes in the order given (row by row for the standard
 * island), then their corners, the paths between them, the neighbour lists and the harbour slots.
 * {@code Topology} keeps the tables and answers from them; this class is only its construction,
 * step by step. Used once per JVM for the standard island, once per map for a map file.
 */
final class IslandLattice {

    private static final int[] ROW_LENGTHS = {3, 4, 5, 4, 3};

    /*
     * Positions are computed on an integer lattice so that corners shared by several hexes
     * compare exactly: x in units of sqrt(3)/2, y in units of 1/2. A hex centre (q, r) sits at
     * (2q + r, 3r); these are the corner offsets, clockwise from the top.
     */
    private static final int[] CORNER_DX = {0, 1, 1, 0, -1, -1};
    private static final int[] CORNER_DY = {-2, -1, 1, 2, 1, -1};
    private static final double UNIT_X = Math.sqrt(3) / 2;
    private static final double UNIT_Y = 0.5;

    /*
     * Harbour frame positions as {hex, corner, corner}, clockwise from the top left. They are
     * the positions of the base game's sea frame: every second sea hex of the 18 round the
     * island carries a harbour, which leaves 2 or 3 coastal paths between neighbouring
     * harbours. Taken from the BASE_MAP_TEMPLATE of bcollazo/catanatron
     * (catanatron_core/catanatron/models/map.py); josefwaller/PyCatan2
     * (src/pycatan/board/beginner_board.py) gives the same positions except for slot 7.
     */
    private static final int[][] HARBOUR_EDGES = {
        {0, 5, 0}, // north-west edge of hex 0
        {1, 0, 1}, // north-east edge of hex 1
        {6, 0, 1}, // north-east edge of hex 6
        {11, 1, 2}, // east edge of hex 11
        {15, 2, 3}, // south-east edge of hex 15
        {17, 2, 3}, // south-east edge of hex 17
        {16, 3, 4}, // south-west edge of hex 16
        {12, 4, 5}, // west edge of hex 12
        {3, 4, 5}, // west edge of hex 3
    };

    final int[] hexQ;
    final int[] hexR;
    final double[] hexX;
    final double[] hexY;
    final int[][] corners;
    final int[][] hexNeighbours;
    final double[] intersectionX;
    final double[] intersectionY;
    final int[][] hexesAt;
    final int[][] neighbours;
    final int[][] pathsAt;
    final int[][] pathEnds;
    final int[][] harbourEnds;
    private final Map<Long, Integer> hexByAxial = new HashMap<>();
    private final Map<Long, Integer> intersectionByPoint = new HashMap<>();

    /** The standard island: rows of 3, 4, 5, 4, 3 and the base game's 9 harbour slots. */
    IslandLattice() {
        this(standardHexes(), HARBOUR_EDGES);
    }

    /**
     * Any set of hexes: {@code axial[i]} is {q, r} of hex i; each harbour edge is
     * {hex, corner, corner} with adjacent corners. The caller has checked that no hex repeats.
     */
    IslandLattice(int[][] axial, int[][] harbourEdges) {
        int hexCount = axial.length;
        hexQ = new int[hexCount];
        hexR = new int[hexCount];
        hexX = new double[hexCount];
        hexY = new double[hexCount];
        placeHexes(axial);
        TreeMap<Long, int[]> cornerPoints = cornerPoints();
        intersectionX = new double[cornerPoints.size()];
        intersectionY = new double[cornerPoints.size()];
        numberIntersections(cornerPoints);
        corners = new int[hexCount][6];
        hexesAt = linkCorners();
        pathEnds = paths();
        neighbours = neighbourLists();
        pathsAt = pathsAtIntersections();
        hexNeighbours = hexNeighbourLists();
        harbourEnds = harbourSlots(harbourEdges);
    }

    /** The standard island's hexes go row by row from the top, left to right. */
    private static int[][] standardHexes() {
        List<int[]> axial = new ArrayList<>();
        for (int row = 0; row < ROW_LENGTHS.length; row++) {
            int r = row - ROW_LENGTHS.length / 2;
            int firstQ = Math.max(-2, -2 - r);
            for (int i = 0; i < ROW_LENGTHS[row]; i++) {
                axial.add(new int[] {firstQ + i, r});
            }
        }
        return axial.toArray(new int[0][]);
    }

    /** The hexes' axial coordinates and centres. */
    private void placeHexes(int[][] axial) {
        for (int hex = 0; hex < axial.length; hex++) {
            int r = axial[hex][1];
            hexQ[hex] = axial[hex][0];
            hexR[hex] = r;
            hexX[hex] = UNIT_X * (2 * hexQ[hex] + r);
            hexY[hex] = UNIT_Y * 3 * r;
            hexByAxial.put(key(hexQ[hex], r), hex);
        }
    }

    /** Every hex corner once, keyed by (y, x) on the lattice. */
    private TreeMap<Long, int[]> cornerPoints() {
        // A TreeMap keyed by (y, x) yields the documented id order directly.
        TreeMap<Long, int[]> cornerPoints = new TreeMap<>();
        for (int h = 0; h < hexQ.length; h++) {
            for (int k = 0; k < 6; k++) {
                int x = 2 * hexQ[h] + hexR[h] + CORNER_DX[k];
                int y = 3 * hexR[h] + CORNER_DY[k];
                cornerPoints.put(key(y, x), new int[] {x, y});
            }
        }
        return cornerPoints;
    }

    /** Intersections are numbered in (y, x) order of their points. */
    private void numberIntersections(TreeMap<Long, int[]> cornerPoints) {
        int id = 0;
        for (Map.Entry<Long, int[]> e : cornerPoints.entrySet()) {
            intersectionX[id] = UNIT_X * e.getValue()[0];
            intersectionY[id] = UNIT_Y * e.getValue()[1];
            intersectionByPoint.put(e.getKey(), id++);
        }
    }

    /** Each hex's corners, clockwise from the top; returns the hexes at each intersection. */
    private int[][] linkCorners() {
        List<List<Integer>> hexLists = emptyLists(intersectionX.length);
        for (int h = 0; h < hexQ.length; h++) {
            for (int k = 0; k < 6; k++) {
                int x = 2 * hexQ[h] + hexR[h] + CORNER_DX[k];
                int y = 3 * hexR[h] + CORNER_DY[k];
                int corner = intersectionByPoint.get(key(y, x));
                corners[h][k] = corner;
                hexLists.get(corner).add(h);
            }
        }
        return toArrays(hexLists);
    }

    /** The paths, each as its two ends, lower id first. */
    private int[][] paths() {
        // Midpoints on the doubled lattice are unique per path and give the documented order.
        TreeMap<Long, int[]> edges = new TreeMap<>();
        for (int h = 0; h < hexQ.length; h++) {
            for (int k = 0; k < 6; k++) {
                int a = corners[h][k];
                int b = corners[h][(k + 1) % 6];
                long mid = key(
                        2 * 3 * hexR[h] + CORNER_DY[k] + CORNER_DY[(k + 1) % 6],
                        2 * (2 * hexQ[h] + hexR[h]) + CORNER_DX[k] + CORNER_DX[(k + 1) % 6]);
                edges.put(mid, new int[] {Math.min(a, b), Math.max(a, b)});
            }
        }
        return edges.values().toArray(new int[0][]);
    }

    /** Each intersection's neighbours, sorted by id. */
    private int[][] neighbourLists() {
        // Neighbour lists sorted by neighbour id, with the joining path at the same index.
        List<List<Integer>> neighbourLists = emptyLists(intersectionX.length);
        for (int[] ends : pathEnds) {
            neighbourLists.get(ends[0]).add(ends[1]);
            neighbourLists.get(ends[1]).add(ends[0]);
        }
        for (List<Integer> list : neighbourLists) {
            list.sort(null);
        }
        return toArrays(neighbourLists);
    }

    /** Each intersection's paths, in the order of its neighbours. */
    private int[][] pathsAtIntersections() {
        int[][] pathsAt = new int[neighbours.length][];
        for (int i = 0; i < neighbours.length; i++) {
            pathsAt[i] = new int[neighbours[i].length];
            for (int k = 0; k < neighbours[i].length; k++) {
                pathsAt[i][k] = findPath(i, neighbours[i][k]);
            }
        }
        return pathsAt;
    }

    /** Each hex's land neighbours, sorted by id. */
    private int[][] hexNeighbourLists() {
        int[][] axialSteps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
        List<List<Integer>> hexNeighbourLists = emptyLists(hexQ.length);
        for (int h = 0; h < hexQ.length; h++) {
            for (int[] step : axialSteps) {
                Integer other = hexByAxial.get(key(hexQ[h] + step[0], hexR[h] + step[1]));
                if (other != null) {
                    hexNeighbourLists.get(h).add(other);
                }
            }
            hexNeighbourLists.get(h).sort(null);
        }
        return toArrays(hexNeighbourLists);
    }

    /** Each harbour slot's two coastal intersections, lower id first. */
    private int[][] harbourSlots(int[][] harbourEdges) {
        int[][] harbourEnds = new int[harbourEdges.length][];
        for (int slot = 0; slot < harbourEdges.length; slot++) {
            int[] edge = harbourEdges[slot];
            int a = corners[edge[0]][edge[1]];
            int b = corners[edge[0]][edge[2]];
            harbourEnds[slot] = new int[] {Math.min(a, b), Math.max(a, b)};
        }
        return harbourEnds;
    }

    private int findPath(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (int p = 0; p < pathEnds.length; p++) {
            if (pathEnds[p][0] == lo && pathEnds[p][1] == hi) {
                return p;
            }
        }
        throw new AssertionError("no path " + lo + "-" + hi);
    }

    /** Packs two small ints into one sortable key: ordered by {@code major}, then {@code minor}. */
    private static long key(int major, int minor) {
        return ((long) major << 32) + minor;
    }

    private static List<List<Integer>> emptyLists(int n) {
        List<List<Integer>> lists = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] arrays = new int[lists.size()][];
        for (int i = 0; i < arrays.length; i++) {
            List<Integer> list = lists.get(i);
            arrays[i] = new int[list.size()];
            for (int k = 0; k < list.size(); k++) {
                arrays[i][k] = list.get(k);
            }
        }
        return arrays;
    }
}
