package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.maps.Scenarios;

/** The topology of map files: bigger frames, sea hexes, harbours on any coast. */
class SeaTopologyTest {

    @Test
    @DisplayName("R-2.1 the standard map file's topology is the standard island's, table for table")
    void standardFileGivesTheStandardTopology() {
        Topology file = Scenarios.fill("standard", 4).topology();
        Topology standard = Topology.standard();
        assertEquals(standard.hexCount(), file.hexCount());
        assertEquals(standard.intersectionCount(), file.intersectionCount());
        assertEquals(standard.pathCount(), file.pathCount());
        for (int h = 0; h < standard.hexCount(); h++) {
            for (int k = 0; k < 6; k++) {
                assertEquals(standard.corner(h, k), file.corner(h, k), "corner " + k + " of hex " + h);
            }
        }
        for (int p = 0; p < standard.pathCount(); p++) {
            assertEquals(standard.end(p, 0), file.end(p, 0), "path " + p);
            assertEquals(standard.end(p, 1), file.end(p, 1), "path " + p);
        }
        for (int s = 0; s < standard.harbourSlotCount(); s++) {
            assertEquals(standard.harbourIntersection(s, 0), file.harbourIntersection(s, 0), "harbour slot " + s);
            assertEquals(standard.harbourIntersection(s, 1), file.harbourIntersection(s, 1), "harbour slot " + s);
        }
    }

    @Test
    @DisplayName(
            "R-23.1.3 a sea map's intersections and paths are the corners and sides of all its hexes, sea included")
    void intersectionsAndPathsAreCornersAndSidesOfEveryHex() {
        for (MapFile map : Scenarios.files()) {
            Topology topology = Scenarios.fill(map.id(), map.players().get(0)).topology();
            Set<List<Integer>> corners = new HashSet<>();
            Set<List<Integer>> sides = new HashSet<>();
            for (MapFile.Hex hex : map.hexes()) {
                int x = 2 * hex.q() + hex.r();
                int y = 3 * hex.r();
                int[] dx = {0, 1, 1, 0, -1, -1};
                int[] dy = {-2, -1, 1, 2, 1, -1};
                for (int k = 0; k < 6; k++) {
                    corners.add(List.of(x + dx[k], y + dy[k]));
                    sides.add(List.of(2 * x + dx[k] + dx[(k + 1) % 6], 2 * y + dy[k] + dy[(k + 1) % 6]));
                }
            }
            assertEquals(map.hexes().size(), topology.hexCount(), map.id());
            assertEquals(corners.size(), topology.intersectionCount(), map.id() + " intersections");
            assertEquals(sides.size(), topology.pathCount(), map.id() + " paths");
            for (int i = 0; i < topology.intersectionCount(); i++) {
                assertTrue(
                        topology.neighbourCount(i) >= 2 && topology.neighbourCount(i) <= 3,
                        map.id() + " intersection " + i);
            }
        }
    }

    @Test
    @DisplayName(
            "R-23.8.1 a harbour serves the two intersections of its coast, which touch its land hex and the sea or frame")
    void harboursServeTheirCoast() {
        for (MapFile map : Scenarios.files()) {
            SeaMapFill fill = Scenarios.fill(map.id(), map.players().get(0));
            Topology topology = fill.topology();
            Board board = fill.fill(new Random(3)).board();
            assertEquals(map.harbours().size(), topology.harbourSlotCount(), map.id());
            for (int slot = 0; slot < topology.harbourSlotCount(); slot++) {
                MapFile.HarbourPlace place = map.harbours().get(slot);
                int hex = map.hexes()
                        .indexOf(map.hexes().stream()
                                .filter(h -> h.q() == place.q() && h.r() == place.r())
                                .findFirst()
                                .orElseThrow());
                assertEquals(
                        Set.of(
                                topology.corner(hex, place.side().firstCorner()),
                                topology.corner(hex, place.side().secondCorner())),
                        Set.of(topology.harbourIntersection(slot, 0), topology.harbourIntersection(slot, 1)),
                        map.id() + " slot " + slot);
                assertTrue(topology.adjacent(
                        topology.harbourIntersection(slot, 0), topology.harbourIntersection(slot, 1)));
                assertTrue(board.terrain(hex) != Terrain.SEA, map.id() + " slot " + slot + " on land");
                assertEquals(board.harbourOfSlot(slot), board.harbour(topology.harbourIntersection(slot, 0)));
            }
        }
    }
}
