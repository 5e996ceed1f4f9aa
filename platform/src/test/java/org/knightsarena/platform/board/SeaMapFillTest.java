package org.knightsarena.platform.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.maps.Scenarios;

/** The seeded fill of a map file's random parts. */
class SeaMapFillTest {

    @Test
    @DisplayName("R-23.11.1 filling standard.json gives, seed for seed, the board StandardMap.random builds")
    void standardFileFillsLikeStandardMap() {
        SeaMapFill fill = Scenarios.fill("standard", 4);
        for (long seed = 1; seed <= 200; seed++) {
            Board expected = StandardMap.random(new Random(seed), TokenRule.NO_ADJACENT_RED);
            Board filled = fill.fill(new Random(seed)).board();
            for (int hex = 0; hex < 19; hex++) {
                assertEquals(expected.terrain(hex), filled.terrain(hex), "seed " + seed + " hex " + hex);
                assertEquals(expected.token(hex), filled.token(hex), "seed " + seed + " hex " + hex);
            }
            for (int slot = 0; slot < 9; slot++) {
                assertEquals(
                        expected.harbourOfSlot(slot), filled.harbourOfSlot(slot), "seed " + seed + " slot " + slot);
            }
            assertEquals(expected.desert(), filled.desert());
        }
    }

    @Test
    @DisplayName("R-23.11.1 the same seed gives the same sea map, another seed another")
    void sameSeedSameMap() {
        for (MapFile map : Scenarios.files()) {
            SeaMapFill fill = Scenarios.fill(map.id(), map.players().get(0));
            SeaMap a = fill.fill(new Random(42));
            SeaMap b = fill.fill(new Random(42));
            assertEquals(a.board(), b.board(), map.id());
            assertEquals(a.robberHex(), b.robberHex());
            assertNotEquals(a.board(), fill.fill(new Random(43)).board(), map.id());
        }
    }

    @Test
    @DisplayName("R-23.11.2 no 6 or 8 beside another or on a gold field, on every scenario and seed tried")
    void tokensKeepThePlacementRules() {
        for (MapFile map : Scenarios.files()) {
            SeaMapFill fill = Scenarios.fill(map.id(), map.players().get(0));
            for (long seed = 1; seed <= 100; seed++) {
                Board board = fill.fill(new Random(seed)).board();
                Topology t = board.topology();
                Map<Terrain, Integer> seen = new HashMap<>();
                for (int hex = 0; hex < t.hexCount(); hex++) {
                    Terrain terrain = board.terrain(hex);
                    seen.merge(terrain, 1, Integer::sum);
                    boolean takesToken = terrain != Terrain.SEA && terrain != Terrain.DESERT;
                    assertEquals(
                            takesToken,
                            board.token(hex) != 0,
                            map.id() + " seed " + seed + " hex " + hex + " " + terrain);
                    if (red(board.token(hex))) {
                        assertNotEquals(Terrain.GOLD, terrain, map.id() + " seed " + seed + ": a 6 or 8 on gold");
                        for (int k = 0; k < t.hexNeighbourCount(hex); k++) {
                            assertFalse(
                                    red(board.token(t.hexNeighbour(hex, k))),
                                    map.id() + " seed " + seed + ": reds beside");
                        }
                    }
                }
                long listedSea = map.hexes().stream().filter(MapFile.Hex::sea).count();
                assertEquals(
                        listedSea, (long) seen.getOrDefault(Terrain.SEA, 0), map.id() + ": sea is fixed, never drawn");
            }
        }
    }

    @Test
    @DisplayName("R-23.10 the robber starts on the first desert or off the board, the pirate on the file's sea hex")
    void robberAndPirateStartWhereTheFileSays() {
        for (MapFile map : Scenarios.files()) {
            SeaMap sea = Scenarios.fill(map.id(), map.players().get(0)).fill(new Random(7));
            switch (map.robber().kind()) {
                case DESERT -> {
                    assertTrue(sea.robberHex() >= 0, map.id());
                    assertEquals(Terrain.DESERT, sea.board().terrain(sea.robberHex()), map.id());
                    for (int hex = 0; hex < sea.robberHex(); hex++) {
                        assertNotEquals(Terrain.DESERT, sea.board().terrain(hex), map.id() + ": the first desert");
                    }
                }
                case OFF_BOARD -> assertEquals(-1, sea.robberHex(), map.id());
                default -> assertTrue(sea.board().terrain(sea.robberHex()) != Terrain.SEA, map.id());
            }
            if (map.pirate().kind() == MapFile.StartKind.NONE) {
                assertEquals(-1, sea.pirateHex(), map.id());
            } else {
                assertEquals(Terrain.SEA, sea.board().terrain(sea.pirateHex()), map.id());
                assertEquals(map.pirate().q(), sea.board().topology().hexQ(sea.pirateHex()));
                assertEquals(map.pirate().r(), sea.board().topology().hexR(sea.pirateHex()));
            }
        }
    }

    private static boolean red(int token) {
        return token == 6 || token == 8;
    }
}
