package org.knightsarena.platform.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.MapFile;

/** The engine's fill against the test-only reading of docs/map-format.md: the two must agree. */
class EngineFillTest {

    @Test
    @DisplayName("R-23.11.1 SeaMapFill deals every map file, seed for seed, as the documented fill does")
    void engineFillIsTheDocumentedFill() throws IOException {
        for (MapFile map : Scenarios.files()) {
            JsonNode json;
            try (InputStream in =
                    getClass().getResourceAsStream("/org/knightsarena/platform/maps/" + map.id() + ".json")) {
                json = new ObjectMapper().readTree(in);
            }
            for (long seed = 1; seed <= 50; seed++) {
                MapFill.Filled expected = MapFill.fill(json, new Random(seed));
                Board board = Scenarios.fill(map.id(), map.players().get(0))
                        .fill(new Random(seed))
                        .board();
                List<String> terrains = new ArrayList<>();
                List<Integer> tokens = new ArrayList<>();
                List<String> harbours = new ArrayList<>();
                for (int hex = 0; hex < board.topology().hexCount(); hex++) {
                    terrains.add(board.terrain(hex).name());
                    tokens.add(board.token(hex));
                }
                for (int slot = 0; slot < board.topology().harbourSlotCount(); slot++) {
                    harbours.add(board.harbourOfSlot(slot).name());
                }
                assertEquals(expected.terrains(), terrains, map.id() + " seed " + seed);
                assertEquals(expected.tokens(), tokens, map.id() + " seed " + seed);
                assertEquals(expected.harbours(), harbours, map.id() + " seed " + seed);
            }
        }
    }
}
