package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.maps.Scenarios;

/** The seeded New World. */
class RandomSeaMapTest {

    @Test
    @DisplayName(
            "R-23.11.3 every land hex has a coast, there are 3 or more islands and no lone desert, 9 harbours apart")
    void drawsKeepThePlacementRules() {
        for (long seed = 1; seed <= 200; seed++) {
            SeaMap sea = Scenarios.deal(RandomSeaMap.ID, 4, new Random(seed));
            Board board = sea.board();
            Topology t = board.topology();
            String where = "seed " + seed;
            assertEquals(RandomSeaMap.ROWS * RandomSeaMap.COLUMNS, t.hexCount(), where);
            assertTrue(sea.areas().islandCount() >= 3, where);
            for (int hex = 0; hex < t.hexCount(); hex++) {
                if (board.terrain(hex) != Terrain.SEA) {
                    int land = 0;
                    for (int k = 0; k < t.hexNeighbourCount(hex); k++) {
                        land += board.terrain(t.hexNeighbour(hex, k)) != Terrain.SEA ? 1 : 0;
                    }
                    assertTrue(land < 6, where + ": hex " + hex + " has no coast");
                }
            }
            assertEquals(9, t.harbourSlotCount(), where);
            Set<Integer> served = new HashSet<>();
            for (int slot = 0; slot < t.harbourSlotCount(); slot++) {
                assertTrue(
                        served.add(t.harbourIntersection(slot, 0)) && served.add(t.harbourIntersection(slot, 1)),
                        where);
            }
            assertEquals(Terrain.DESERT, board.terrain(sea.robberHex()), where);
            assertEquals(Terrain.SEA, board.terrain(sea.pirateHex()), where);
            for (int area = 0; area < sea.areas().areaCount(); area++) {
                assertTrue(sea.areas().setup(area), where);
                assertEquals(2, sea.areas().bonusVictoryPoints(area), where);
            }
            assertEquals(RandomSeaMap.TARGET, sea.file().targetVictoryPoints());
        }
    }

    @Test
    @DisplayName("R-23.11.3 the same seed draws the same New World, another seed another")
    void seededDraws() {
        SeaMap a = Scenarios.deal(RandomSeaMap.ID, 3, new Random(5));
        SeaMap b = Scenarios.deal(RandomSeaMap.ID, 3, new Random(5));
        assertEquals(a.file(), b.file());
        for (int hex = 0; hex < a.board().topology().hexCount(); hex++) {
            assertEquals(a.board().terrain(hex), b.board().terrain(hex));
            assertEquals(a.board().token(hex), b.board().token(hex));
        }
        for (int slot = 0; slot < a.board().topology().harbourSlotCount(); slot++) {
            assertEquals(a.board().harbourOfSlot(slot), b.board().harbourOfSlot(slot));
        }
        assertFalse(a.file()
                .equals(Scenarios.deal(RandomSeaMap.ID, 3, new Random(6)).file()));
    }
}
