package org.knightsarena.platform.maps;

import java.util.List;
import java.util.Map;

/**
 * The geometry of a map file's axial grid, for checking map files in tests: the six sides of a
 * hex, the hex across each side, and the corners of each side as points of the integer lattice
 * that {@code Topology} uses (a hex centre (q, r) at (2q + r, 3r), x in units of sqrt(3)/2, y in
 * units of 1/2), so that a corner shared by several hexes is one point.
 */
final class HexLattice {

    /** A point of the lattice: a corner of a hex, or twice the midpoint of a side. */
    record Point(int x, int y) {}

    /** A hex of the grid. */
    record Hex(int q, int r) {
        Hex across(String side) {
            int[] step = STEPS.get(side);
            if (step == null) {
                throw new IllegalArgumentException("no side " + side + "; sides are " + SIDES);
            }
            return new Hex(q + step[0], r + step[1]);
        }

        /** Returns corner k, clockwise from the top, as {@code Topology} numbers them. */
        Point corner(int k) {
            return new Point(2 * q + r + CORNER_DX[k], 3 * r + CORNER_DY[k]);
        }

        /** Returns the two corners of a side, in clockwise order. */
        List<Point> ends(String side) {
            int first = SIDES.indexOf(side);
            return List.of(corner(first), corner((first + 1) % 6));
        }

        /** Returns the midpoint of a side, doubled so that it stays on the lattice. */
        Point side(String side) {
            List<Point> ends = ends(side);
            return new Point(
                    ends.get(0).x() + ends.get(1).x(),
                    ends.get(0).y() + ends.get(1).y());
        }
    }

    /** The sides clockwise from the top corner: side k runs from corner k to corner k + 1. */
    static final List<String> SIDES = List.of("NE", "E", "SE", "SW", "W", "NW");

    private static final int[] CORNER_DX = {0, 1, 1, 0, -1, -1};
    private static final int[] CORNER_DY = {-2, -1, 1, 2, 1, -1};
    private static final Map<String, int[]> STEPS = Map.of(
            "NE",
            new int[] {1, -1},
            "E",
            new int[] {1, 0},
            "SE",
            new int[] {0, 1},
            "SW",
            new int[] {-1, 1},
            "W",
            new int[] {-1, 0},
            "NW",
            new int[] {0, -1});

    private HexLattice() {}
}
