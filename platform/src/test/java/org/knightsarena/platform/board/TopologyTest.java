package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TopologyTest {

    private static final double EPS = 1e-9;
    private final Topology t = Topology.standard();

    @Test
    void standardIsOneSharedInstance() {
        assertSame(Topology.standard(), Topology.standard());
    }

    @Test
    @DisplayName("§2.1 the standard layout has 19 hexes, 54 intersections and 72 paths")
    void standardLayoutHasTheCountsOfTheRules() {
        assertEquals(19, t.hexCount());
        assertEquals(54, t.intersectionCount());
        assertEquals(72, t.pathCount());
        assertEquals(9, t.harbourSlotCount());
    }

    @Test
    void hexesAreNumberedRowByRowLeftToRight() {
        int[] rowLengths = {3, 4, 5, 4, 3};
        int hex = 0;
        for (int row = 0; row < rowLengths.length; row++) {
            for (int i = 0; i < rowLengths[row]; i++, hex++) {
                assertEquals(row - 2, t.hexR(hex), "row of hex " + hex);
                assertEquals(1.5 * (row - 2), t.hexY(hex), EPS);
                if (i > 0) {
                    assertEquals(t.hexQ(hex - 1) + 1, t.hexQ(hex));
                    assertEquals(Math.sqrt(3), t.hexX(hex) - t.hexX(hex - 1), EPS);
                }
            }
        }
        assertEquals(0, t.hexQ(9));
        assertEquals(0.0, t.hexX(9), EPS);
    }

    @Test
    void eachHexHasSixDistinctCornersClockwiseFromTheTop() {
        for (int hex = 0; hex < t.hexCount(); hex++) {
            Set<Integer> seen = new HashSet<>();
            for (int k = 0; k < 6; k++) {
                int corner = t.corner(hex, k);
                assertTrue(seen.add(corner), "hex " + hex + " repeats corner " + corner);
                double dx = t.intersectionX(corner) - t.hexX(hex);
                double dy = t.intersectionY(corner) - t.hexY(hex);
                assertEquals(1.0, Math.hypot(dx, dy), EPS, "corner distance");
                // Pointy-top, y down: corner k lies at 60k degrees clockwise from straight up.
                double angle = Math.toRadians(60.0 * k);
                assertEquals(Math.sin(angle), dx, EPS, "hex " + hex + " corner " + k + " x");
                assertEquals(-Math.cos(angle), dy, EPS, "hex " + hex + " corner " + k + " y");
            }
        }
    }

    @Test
    void intersectionsAreNumberedByYThenX() {
        for (int i = 1; i < t.intersectionCount(); i++) {
            double dy = t.intersectionY(i) - t.intersectionY(i - 1);
            assertTrue(
                    dy > EPS || Math.abs(dy) < EPS && t.intersectionX(i) > t.intersectionX(i - 1),
                    "intersection " + i + " is out of order");
        }
        assertEquals(t.corner(0, 0), 0);
        assertEquals(t.corner(18, 3), 53);
    }

    @Test
    void cornersAndHexesAtIntersectionsAgree() {
        int corners = 0;
        for (int i = 0; i < t.intersectionCount(); i++) {
            for (int k = 0; k < t.hexCountAt(i); k++) {
                int hex = t.hexAt(i, k);
                assertTrue(cornersOf(hex).contains(i), "hex " + hex + " lacks corner " + i);
                if (k > 0) {
                    assertTrue(t.hexAt(i, k - 1) < hex, "hexes at " + i + " not ascending");
                }
                corners++;
            }
        }
        assertEquals(19 * 6, corners);
    }

    @Test
    void innerIntersectionsTouchThreeHexesAndThirtyAreCoastal() {
        int coastal = 0;
        for (int i = 0; i < t.intersectionCount(); i++) {
            int hexes = t.hexCountAt(i);
            assertTrue(hexes >= 1 && hexes <= 3, "intersection " + i + " touches " + hexes);
            if (hexes < 3) {
                coastal++;
            }
        }
        assertEquals(30, coastal);
        // The centre hex is inland, so all its corners touch three hexes.
        for (int k = 0; k < 6; k++) {
            assertEquals(3, t.hexCountAt(t.corner(9, k)));
        }
    }

    @Test
    void everyPathJoinsTwoNeighboursAndEveryNeighbourPairHasAPath() {
        Set<Long> pairs = new HashSet<>();
        for (int p = 0; p < t.pathCount(); p++) {
            int a = t.end(p, 0);
            int b = t.end(p, 1);
            assertTrue(a < b, "path " + p + " ends not ascending");
            assertTrue(t.adjacent(a, b) && t.adjacent(b, a), "path " + p + " ends not adjacent");
            assertEquals(p, t.pathBetween(a, b));
            assertEquals(p, t.pathBetween(b, a));
            assertEquals(b, t.otherEnd(p, a));
            assertEquals(a, t.otherEnd(p, b));
            assertTrue(pairs.add((long) a * 100 + b), "path " + p + " duplicates a pair");
            double length =
                    Math.hypot(t.intersectionX(a) - t.intersectionX(b), t.intersectionY(a) - t.intersectionY(b));
            assertEquals(1.0, length, EPS, "path " + p + " length");
        }
        int ends = 0;
        for (int i = 0; i < t.intersectionCount(); i++) {
            int n = t.neighbourCount(i);
            assertTrue(n == 2 || n == 3, "intersection " + i + " has " + n + " neighbours");
            assertEquals(n, t.pathCountAt(i));
            for (int k = 0; k < n; k++) {
                int neighbour = t.neighbour(i, k);
                int path = t.pathAt(i, k);
                assertEquals(neighbour, t.otherEnd(path, i));
                assertTrue(t.adjacent(neighbour, i));
                if (k > 0) {
                    assertTrue(t.neighbour(i, k - 1) < neighbour, "neighbours not ascending");
                }
                ends++;
            }
        }
        assertEquals(2 * 72, ends);
    }

    @Test
    void pathsAreTheHexEdges() {
        Set<Integer> edgePaths = new HashSet<>();
        for (int hex = 0; hex < t.hexCount(); hex++) {
            for (int k = 0; k < 6; k++) {
                edgePaths.add(t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6)));
            }
        }
        assertEquals(72, edgePaths.size());
    }

    @Test
    void pathBetweenRejectsIntersectionsThatAreNotAdjacent() {
        assertFalse(t.adjacent(0, 53));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.pathBetween(0, 53));
        assertEquals("intersections 0 and 53 are not adjacent", e.getMessage());
    }

    @Test
    void otherEndRejectsAnIntersectionOffThePath() {
        int path = t.pathAt(0, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.otherEnd(path, 53));
        assertEquals("intersection 53 is not an end of path " + path, e.getMessage());
    }

    @Test
    void hexNeighboursShareExactlyOneEdge() {
        int total = 0;
        for (int hex = 0; hex < t.hexCount(); hex++) {
            int n = t.hexNeighbourCount(hex);
            assertTrue(n >= 2 && n <= 6, "hex " + hex + " has " + n + " neighbours");
            for (int k = 0; k < n; k++) {
                int other = t.hexNeighbour(hex, k);
                assertTrue(other != hex);
                Set<Integer> shared = new HashSet<>(cornersOf(hex));
                shared.retainAll(cornersOf(other));
                assertEquals(2, shared.size(), "hexes " + hex + " and " + other);
                assertTrue(hexNeighbours(other).contains(hex), "neighbourhood not symmetric");
            }
            total += n;
        }
        // 72 paths minus 30 on the coast leaves 42 edges shared by two hexes.
        assertEquals(2 * 42, total);
        assertEquals(6, t.hexNeighbourCount(9));
        assertEquals(3, t.hexNeighbourCount(0));
    }

    @Test
    @DisplayName("R-2.1.3 harbour slots are 9 coastal paths and share no intersection")
    void harbourSlotsAreNineDisjointCoastalPaths() {
        Set<Integer> used = new HashSet<>();
        for (int slot = 0; slot < t.harbourSlotCount(); slot++) {
            int a = t.harbourIntersection(slot, 0);
            int b = t.harbourIntersection(slot, 1);
            assertTrue(a < b);
            assertTrue(t.adjacent(a, b), "slot " + slot + " ends not adjacent");
            assertTrue(t.hexCountAt(a) < 3 && t.hexCountAt(b) < 3, "slot " + slot + " inland");
            assertTrue(isCoastalPath(t.pathBetween(a, b)), "slot " + slot + " not on the coast");
            assertTrue(used.add(a) && used.add(b), "slot " + slot + " reuses an intersection");
        }
        assertEquals(18, used.size());
    }

    @Test
    void harbourSlotsGoClockwiseRoundTheIsland() {
        double turned = 0;
        for (int slot = 0; slot < t.harbourSlotCount(); slot++) {
            double here = slotAngle(slot);
            double next = slotAngle((slot + 1) % t.harbourSlotCount());
            // With y growing downwards, a growing atan2 angle is a clockwise turn on screen.
            double step = next - here;
            if (step < 0) {
                step += 2 * Math.PI;
            }
            assertTrue(step > 0 && step < Math.PI, "slot " + slot + " to next is not clockwise");
            turned += step;
        }
        assertEquals(2 * Math.PI, turned, EPS, "slots go round once");
        assertEquals(-Math.PI + Math.PI / 3, slotAngle(0), 0.3, "slot 0 is at the top left");
    }

    @Test
    void harbourSlotsHaveTwoOrThreeCoastalPathsBetweenThem() {
        List<Integer> coast = coastCycle();
        assertEquals(30, coast.size());
        List<Integer> positions = new ArrayList<>();
        for (int slot = 0; slot < t.harbourSlotCount(); slot++) {
            positions.add(coast.indexOf(t.pathBetween(t.harbourIntersection(slot, 0), t.harbourIntersection(slot, 1))));
        }
        positions.sort(null);
        for (int i = 0; i < positions.size(); i++) {
            int gap = Math.floorMod(positions.get((i + 1) % positions.size()) - positions.get(i), coast.size()) - 1;
            assertTrue(
                    gap == 2 || gap == 3,
                    "harbours at coast positions " + positions.get(i) + " and next have " + gap
                            + " paths between them");
        }
    }

    /** Coastal paths in walking order round the island, starting at slot 0. */
    private List<Integer> coastCycle() {
        int first = t.harbourIntersection(0, 0);
        List<Integer> coast = new ArrayList<>();
        int previous = -1;
        int at = first;
        do {
            int next = -1;
            for (int k = 0; k < t.pathCountAt(at) && next < 0; k++) {
                int other = t.neighbour(at, k);
                if (other != previous && isCoastalPath(t.pathAt(at, k))) {
                    next = other;
                }
            }
            coast.add(t.pathBetween(at, next));
            previous = at;
            at = next;
        } while (at != first);
        return coast;
    }

    private double slotAngle(int slot) {
        int a = t.harbourIntersection(slot, 0);
        int b = t.harbourIntersection(slot, 1);
        return Math.atan2(t.intersectionY(a) + t.intersectionY(b), t.intersectionX(a) + t.intersectionX(b));
    }

    private boolean isCoastalPath(int path) {
        int a = t.end(path, 0);
        int b = t.end(path, 1);
        int shared = 0;
        for (int k = 0; k < t.hexCountAt(a); k++) {
            for (int m = 0; m < t.hexCountAt(b); m++) {
                if (t.hexAt(a, k) == t.hexAt(b, m)) {
                    shared++;
                }
            }
        }
        return shared == 1;
    }

    private Set<Integer> cornersOf(int hex) {
        Set<Integer> corners = new HashSet<>();
        for (int k = 0; k < 6; k++) {
            corners.add(t.corner(hex, k));
        }
        return corners;
    }

    private Set<Integer> hexNeighbours(int hex) {
        Set<Integer> set = new HashSet<>();
        for (int k = 0; k < t.hexNeighbourCount(hex); k++) {
            set.add(t.hexNeighbour(hex, k));
        }
        return set;
    }
}
