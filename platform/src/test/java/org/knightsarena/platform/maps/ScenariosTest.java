package org.knightsarena.platform.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.board.*;

/** The maps the engine knows, set-up areas and island areas. */
class ScenariosTest {

    @Test
    @DisplayName("R-23.10 the scenarios are named without their player count and the file fits the count")
    void scenariosByNameAndCount() {
        assertEquals(
                List.of("four-islands", "heading-for-new-shores", "standard", "through-the-desert", RandomSeaMap.ID),
                Scenarios.names());
        assertEquals("four-islands-3p", Scenarios.fill("four-islands", 3).map().id());
        assertEquals("four-islands-4p", Scenarios.fill("four-islands", 4).map().id());
        assertEquals(14, Scenarios.fill("heading-for-new-shores", 4).map().targetVictoryPoints());
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> Scenarios.fill("atlantis", 4));
        assertEquals(
                "no scenario atlantis; the scenarios are four-islands, heading-for-new-shores, standard, "
                        + "through-the-desert, new-world",
                unknown.getMessage());
        IllegalArgumentException count =
                assertThrows(IllegalArgumentException.class, () -> Scenarios.fill("four-islands", 5));
        assertEquals("scenario four-islands is for [3, 4] players, not 5", count.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Scenarios.deal(RandomSeaMap.ID, 2, new Random(1)));
    }

    @Test
    @DisplayName(
            "R-23.7.1 setup buildings stand only where every land hex is in a set-up area: New Shores' main island")
    void setupOnlyInSetupAreas() {
        SeaMap sea = Scenarios.deal("heading-for-new-shores", 4, new Random(1));
        MapAreas areas = sea.areas();
        Topology t = sea.board().topology();
        int main = 0;
        int allowed = 0;
        int seaOnly = 0;
        for (int i = 0; i < t.intersectionCount(); i++) {
            int mask = areas.areaMaskAt(i);
            assertEquals(mask != 0, areas.landAt(i), "intersection " + i);
            seaOnly += mask == 0 ? 1 : 0;
            boolean onMainOnly = mask == 1 << indexOf(areas, "main");
            main += onMainOnly ? 1 : 0;
            if (areas.setupAllowed(i)) {
                allowed++;
                assertTrue(onMainOnly, "intersection " + i + " is set-up but not on the main island only");
            }
        }
        assertEquals(main, allowed);
        assertTrue(seaOnly > 0, "a sea map has intersections where only sea meets (R-23.1.4)");
    }

    @Test
    @DisplayName(
            "R-23.9.1 a building stands in every area of a land hex at its intersection; each area is on one island")
    void areasOfAnIntersection() {
        SeaMap sea = Scenarios.deal("through-the-desert", 4, new Random(2));
        MapAreas areas = sea.areas();
        Topology t = sea.board().topology();
        boolean sawTwoAreas = false;
        for (int i = 0; i < t.intersectionCount(); i++) {
            int expected = 0;
            for (int k = 0; k < t.hexCountAt(i); k++) {
                int area = areas.areaOf(t.hexAt(i, k));
                expected |= area < 0 ? 0 : 1 << area;
            }
            assertEquals(expected, areas.areaMaskAt(i));
            sawTwoAreas |= Integer.bitCount(expected) > 1;
        }
        assertTrue(sawTwoAreas, "Through the Desert's main part and desert belt meet");
        assertFalse(areas.islandId(areas.island(indexOf(areas, "main"))).isEmpty());
    }

    private static int indexOf(MapAreas areas, String id) {
        for (int a = 0; a < areas.areaCount(); a++) {
            if (areas.areaId(a).equals(id)) {
                return a;
            }
        }
        throw new AssertionError("no area " + id);
    }
}
