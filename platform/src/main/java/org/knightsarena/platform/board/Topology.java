package org.knightsarena.platform.board;

/**
 * The graph of a board: the standard 3-4-5-4-3 Catan island (19 land hexes, 54 intersections, 72
 * paths and 9 harbour slots) or the hexes of a map file (land and sea, R-23.1), each place named
 * by one canonical {@code int} id. The numbers quoted below are the standard island's.
 *
 * <p><b>Geometry.</b> Hexes are pointy-top with size 1 (centre to corner). Pixel positions have
 * their origin at the centre of the middle hex, x grows to the right and y grows downwards, so
 * rows are 1.5 apart and neighbouring hexes in a row are {@code sqrt(3)} apart.
 *
 * <p><b>Numbering.</b> All ids start at 0 and are stable; they are the engine's and the
 * chronicle's names for board places.
 * <ul>
 *   <li>Hexes 0..18 go row by row from the top, left to right within a row (rows of 3, 4, 5,
 *       4, 3). The centre hex is 9. On a map file's topology the hexes are in file order
 *       ({@link SeaMap}), sea hexes included, and the harbour slots are the file's harbours.</li>
 *   <li>Intersections 0..53 are sorted by the y of their position, then by x: 0 is the top
 *       corner of hex 0, 53 the bottom corner of hex 18.</li>
 *   <li>Paths 0..71 are sorted by the y of their midpoint, then by x. Each path's end 0 is its
 *       lower-numbered intersection.</li>
 *   <li>Per-element lists are sorted by id: the hexes at an intersection, the neighbours of an
 *       intersection (with {@link #pathAt} in the same order), and the neighbours of a hex.
 *       The corners of a hex are the exception: they go clockwise from the top.</li>
 *   <li>Harbour slots 0..8 go clockwise round the coast, starting at the north-west edge of
 *       hex 0.</li>
 * </ul>
 *
 * <p><b>Cost.</b> Everything is computed once into primitive tables (by {@code IslandLattice});
 * accessors are array reads that neither allocate nor box. Hot accessors do not check their
 * arguments beyond the array bounds, so an id out of range throws
 * {@link ArrayIndexOutOfBoundsException}.
 *
 * <p>Immutable and thread-safe; use the shared instance from {@link #standard()}.
 *
 * @since 0.1
 */
public final class Topology {

    private static final Topology STANDARD = new Topology();

    private final int[] hexQ;
    private final int[] hexR;
    private final double[] hexX;
    private final double[] hexY;
    private final int[][] corners;
    private final int[][] hexNeighbours;
    private final double[] intersectionX;
    private final double[] intersectionY;
    private final int[][] hexesAt;
    private final int[][] neighbours;
    private final int[][] pathsAt;
    private final int[][] pathEnds;
    private final int[][] harbourEnds;

    private Topology() {
        this(new IslandLattice());
    }

    private Topology(IslandLattice lattice) {
        hexQ = lattice.hexQ;
        hexR = lattice.hexR;
        hexX = lattice.hexX;
        hexY = lattice.hexY;
        corners = lattice.corners;
        hexNeighbours = lattice.hexNeighbours;
        intersectionX = lattice.intersectionX;
        intersectionY = lattice.intersectionY;
        hexesAt = lattice.hexesAt;
        neighbours = lattice.neighbours;
        pathsAt = lattice.pathsAt;
        pathEnds = lattice.pathEnds;
        harbourEnds = lattice.harbourEnds;
    }

    /**
     * Returns the standard 3-4-5-4-3 island.
     *
     * @return the one shared instance, never null
     */
    public static Topology standard() {
        return STANDARD;
    }

    /**
     * Builds the topology of any set of hexes (a map file's, R-23.1.3).
     *
     * @param axial {q, r} of each hex, in id order; no hex twice (the caller checks)
     * @param harbourEdges each harbour slot as {hex, corner, next corner}, corners clockwise
     * @return a new topology
     */
    static Topology of(int[][] axial, int[][] harbourEdges) {
        return new Topology(new IslandLattice(axial, harbourEdges));
    }

    /** @return the number of land hexes, 19 */
    public int hexCount() {
        return hexQ.length;
    }

    /** @return the number of intersections, 54 */
    public int intersectionCount() {
        return neighbours.length;
    }

    /** @return the number of paths, 72 */
    public int pathCount() {
        return pathEnds.length;
    }

    /**
     * Returns a corner of a hex.
     *
     * @param hex a hex id, 0 to 18
     * @param k the corner, 0 to 5, clockwise from the top corner
     * @return the intersection id at that corner
     */
    public int corner(int hex, int k) {
        return corners[hex][k];
    }

    /**
     * Returns how many land hexes touch an intersection.
     *
     * @param intersection an intersection id
     * @return 1 to 3; fewer than 3 means the intersection is on the coast
     */
    public int hexCountAt(int intersection) {
        return hexesAt[intersection].length;
    }

    /**
     * Returns a land hex touching an intersection.
     *
     * @param intersection an intersection id
     * @param k 0 to {@code hexCountAt(intersection) - 1}; hexes come in ascending id order
     * @return the hex id
     */
    public int hexAt(int intersection, int k) {
        return hexesAt[intersection][k];
    }

    /**
     * Returns how many intersections are one path away from an intersection.
     *
     * @param intersection an intersection id
     * @return 2 or 3
     */
    public int neighbourCount(int intersection) {
        return neighbours[intersection].length;
    }

    /**
     * Returns an intersection one path away.
     *
     * @param intersection an intersection id
     * @param k 0 to {@code neighbourCount(intersection) - 1}; neighbours come in ascending id order
     * @return the neighbouring intersection, joined to {@code intersection} by {@code pathAt(intersection, k)}
     */
    public int neighbour(int intersection, int k) {
        return neighbours[intersection][k];
    }

    /**
     * Returns how many paths touch an intersection; always equal to {@link #neighbourCount}.
     *
     * @param intersection an intersection id
     * @return 2 or 3
     */
    public int pathCountAt(int intersection) {
        return pathsAt[intersection].length;
    }

    /**
     * Returns a path touching an intersection.
     *
     * @param intersection an intersection id
     * @param k 0 to {@code pathCountAt(intersection) - 1}
     * @return the path joining {@code intersection} and {@code neighbour(intersection, k)}
     */
    public int pathAt(int intersection, int k) {
        return pathsAt[intersection][k];
    }

    /**
     * Returns one end of a path.
     *
     * @param path a path id, 0 to 71
     * @param e 0 or 1; end 0 is always the lower intersection id
     * @return the intersection id at that end
     */
    public int end(int path, int e) {
        return pathEnds[path][e];
    }

    /**
     * Returns the end of a path that is not the given intersection.
     *
     * @param path a path id
     * @param intersection one end of {@code path}
     * @return the other end
     * @throws IllegalArgumentException if {@code intersection} is not an end of {@code path}
     */
    public int otherEnd(int path, int intersection) {
        int[] ends = pathEnds[path];
        if (ends[0] == intersection) {
            return ends[1];
        }
        if (ends[1] == intersection) {
            return ends[0];
        }
        throw new IllegalArgumentException("intersection " + intersection + " is not an end of path " + path);
    }

    /**
     * Tells whether one path joins two intersections.
     *
     * @param a an intersection id
     * @param b an intersection id
     * @return true if a path joins {@code a} and {@code b}
     */
    public boolean adjacent(int a, int b) {
        int[] list = neighbours[a];
        for (int n : list) {
            if (n == b) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the path joining two intersections.
     *
     * @param a an intersection id
     * @param b an intersection id adjacent to {@code a}
     * @return the path id
     * @throws IllegalArgumentException if no path joins {@code a} and {@code b}
     */
    public int pathBetween(int a, int b) {
        int[] list = neighbours[a];
        for (int k = 0; k < list.length; k++) {
            if (list[k] == b) {
                return pathsAt[a][k];
            }
        }
        throw new IllegalArgumentException("intersections " + a + " and " + b + " are not adjacent");
    }

    /**
     * Returns how many land hexes share an edge with a hex.
     *
     * @param hex a hex id
     * @return 3 for the six corner hexes of the island, 4 for the other coastal hexes, 6 inland
     */
    public int hexNeighbourCount(int hex) {
        return hexNeighbours[hex].length;
    }

    /**
     * Returns a land hex sharing an edge with a hex.
     *
     * @param hex a hex id
     * @param k 0 to {@code hexNeighbourCount(hex) - 1}; neighbours come in ascending id order
     * @return the neighbouring hex id
     */
    public int hexNeighbour(int hex, int k) {
        return hexNeighbours[hex][k];
    }

    /**
     * Returns the axial q coordinate of a hex (pointy-top axial coordinates, centre hex (0, 0)).
     *
     * @param hex a hex id
     * @return -2 to 2; q grows to the right along a row
     */
    public int hexQ(int hex) {
        return hexQ[hex];
    }

    /**
     * Returns the axial r coordinate of a hex, which is its row relative to the middle row.
     *
     * @param hex a hex id
     * @return -2 (top row) to 2 (bottom row)
     */
    public int hexR(int hex) {
        return hexR[hex];
    }

    /**
     * Returns the x of a hex centre for drawing, with hex size 1.
     *
     * @param hex a hex id
     * @return x, growing to the right, 0 at the centre hex
     */
    public double hexX(int hex) {
        return hexX[hex];
    }

    /**
     * Returns the y of a hex centre for drawing, with hex size 1.
     *
     * @param hex a hex id
     * @return y, growing downwards, 0 at the centre hex
     */
    public double hexY(int hex) {
        return hexY[hex];
    }

    /**
     * Returns the x of an intersection for drawing, with hex size 1.
     *
     * @param intersection an intersection id
     * @return x, growing to the right, 0 at the centre of hex 9
     */
    public double intersectionX(int intersection) {
        return intersectionX[intersection];
    }

    /**
     * Returns the y of an intersection for drawing, with hex size 1.
     *
     * @param intersection an intersection id
     * @return y, growing downwards, 0 at the centre of hex 9
     */
    public double intersectionY(int intersection) {
        return intersectionY[intersection];
    }

    /** @return the number of harbour slots on the sea frame, 9 */
    public int harbourSlotCount() {
        return harbourEnds.length;
    }

    /**
     * Returns one of the two coastal intersections a harbour slot serves.
     *
     * @param slot a slot, 0 to 8, clockwise from the north-west edge of hex 0
     * @param e 0 or 1; end 0 is the lower intersection id
     * @return the intersection id; the two ends of a slot are adjacent
     */
    public int harbourIntersection(int slot, int e) {
        return harbourEnds[slot][e];
    }
}
