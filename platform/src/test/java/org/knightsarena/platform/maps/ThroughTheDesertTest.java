package org.knightsarena.platform.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.board.MapFile;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.board.Topology;

/**
 * Through the Desert as the engine deals it, and the random harbours of a scenario
 * what a player sees on the table, checked on dealt boards rather than on the file.
 */
class ThroughTheDesertTest {

    private static final String SCENARIO = "through-the-desert";

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4})
    @DisplayName("R-23.10.3 a belt of three deserts cuts the big island; its strip has a gold field and pays 2 special"
            + " points; set-up never touches it; the robber starts on a desert, the pirate on the marked sea hex")
    void theDesertIslandAndItsStrip(int players) {
        for (long seed = 1; seed <= 20; seed++) {
            SeaMap sea = Scenarios.deal(SCENARIO, players, new Random(seed));
            Board board = sea.board();
            MapAreas areas = sea.areas();
            int strip = area(areas, "strip");
            int belt = area(areas, "desert-belt");
            int main = area(areas, "main");
            List<Integer> deserts = hexes(board, Terrain.DESERT);
            assertEquals(3, deserts.size(), "seed " + seed + ": three deserts");
            deserts.forEach(hex -> assertEquals(belt, areas.areaOf(hex), "a desert outside the belt, hex " + hex));
            List<Integer> stripHexes = new ArrayList<>();
            for (int hex = 0; hex < board.topology().hexCount(); hex++) {
                if (areas.areaOf(hex) == strip) {
                    stripHexes.add(hex);
                }
            }
            assertEquals(3, stripHexes.size(), "the strip's three hexes");
            assertEquals(
                    1,
                    stripHexes.stream()
                            .filter(h -> board.terrain(h) == Terrain.GOLD)
                            .count(),
                    "one gold field");
            assertEquals(14, Scenarios.fill(SCENARIO, players).map().targetVictoryPoints());
            // reached overland: the strip is on the desert island, yet foreign, as each small island is
            assertEquals(areas.island(main), areas.island(strip));
            assertEquals(areas.island(main), areas.island(belt));
            assertEquals(2, areas.bonusVictoryPoints(strip));
            for (int a = 0; a < areas.areaCount(); a++) {
                assertEquals(areas.island(a) != areas.island(main) || a == strip, !areas.setup(a), areas.areaId(a));
                assertEquals(areas.setup(a) ? 0 : 2, areas.bonusVictoryPoints(a), areas.areaId(a));
            }
            assertTrue(areas.islandCount() >= 2, "small islands beside the desert island");
            assertSetupNeverTouches(board.topology(), areas, stripHexes);
            assertTrue(deserts.contains(sea.robberHex()), "the robber on a desert, not on hex " + sea.robberHex());
            MapFile.Start pirate = Scenarios.fill(SCENARIO, players).map().pirate();
            int pirateHex = sea.pirateHex();
            assertEquals(Terrain.SEA, board.terrain(pirateHex));
            assertEquals(pirate.q(), board.topology().hexQ(pirateHex));
            assertEquals(pirate.r(), board.topology().hexR(pirateHex));
        }
    }

    private static void assertSetupNeverTouches(Topology topology, MapAreas areas, List<Integer> stripHexes) {
        int allowed = 0;
        for (int i = 0; i < topology.intersectionCount(); i++) {
            if (!areas.setupAllowed(i)) {
                continue;
            }
            allowed++;
            for (int k = 0; k < topology.hexCountAt(i); k++) {
                assertFalse(
                        stripHexes.contains(topology.hexAt(i, k)), "set-up intersection " + i + " touches the strip");
            }
        }
        assertTrue(allowed > 20, "set-up on the main part and beside the belt: " + allowed + " intersections");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4})
    @DisplayName("R-23.8.2 a scenario's random harbours are its harbour pool, shuffled onto the places in file order:"
            + " the same seed the same harbours, other seeds other orders")
    void randomHarboursAreThePoolShuffled(int players) {
        MapFile file = Scenarios.fill(SCENARIO, players).map();
        List<Harbour> pool = new ArrayList<>(file.harbourPool());
        pool.sort(null);
        Set<List<Harbour>> orders = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            List<Harbour> dealt =
                    harbours(Scenarios.deal(SCENARIO, players, new Random(seed)).board(), file);
            assertEquals(
                    dealt,
                    harbours(Scenarios.deal(SCENARIO, players, new Random(seed)).board(), file));
            List<Harbour> sorted = new ArrayList<>(dealt);
            sorted.sort(null);
            assertEquals(pool, sorted, "seed " + seed + ": the pool's harbours, each once");
            orders.add(dealt);
        }
        assertTrue(orders.size() > 10, "20 seeds dealt only " + orders.size() + " orders");
    }

    /** @return the harbours on the file's random places, in file order */
    private static List<Harbour> harbours(Board board, MapFile file) {
        List<Harbour> random = new ArrayList<>();
        for (int slot = 0; slot < file.harbours().size(); slot++) {
            if (file.harbours().get(slot).type().isEmpty()) {
                random.add(board.harbourOfSlot(slot));
            }
        }
        return random;
    }

    private static List<Integer> hexes(Board board, Terrain terrain) {
        List<Integer> hexes = new ArrayList<>();
        for (int hex = 0; hex < board.topology().hexCount(); hex++) {
            if (board.terrain(hex) == terrain) {
                hexes.add(hex);
            }
        }
        return hexes;
    }

    private static int area(MapAreas areas, String id) {
        for (int a = 0; a < areas.areaCount(); a++) {
            if (areas.areaId(a).equals(id)) {
                return a;
            }
        }
        throw new AssertionError("no area " + id);
    }
}
