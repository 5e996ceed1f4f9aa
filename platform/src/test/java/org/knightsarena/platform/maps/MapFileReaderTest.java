package org.knightsarena.platform.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.board.*;

/** Bad map files fail with a message naming the file and the value. */
class MapFileReaderTest {

    /** Two one-hex islands with a sea hex between them. */
    private static final String GOOD = """
            {"format": 1, "id": "tiny", "name": "Tiny", "players": [3], "targetVictoryPoints": 10, "source": "test",
             "areas": [{"id": "a", "name": "A", "setup": true, "bonusVictoryPoints": 0},
                       {"id": "b", "name": "B", "setup": false, "bonusVictoryPoints": 2}],
             "islands": [{"id": "a", "areas": ["a"]}, {"id": "b", "areas": ["b"]}],
             "robber": "OFF_BOARD", "pirate": {"q": 1, "r": 0},
             "pools": {"p": {"terrains": {"FOREST": 1}, "tokens": [5]}},
             "harbourPool": ["GENERIC"],
             "hexes": [{"q": 0, "r": 0, "terrain": "RANDOM", "pool": "p", "area": "a"},
                       {"q": 1, "r": 0, "terrain": "SEA"},
                       {"q": 2, "r": 0, "terrain": "GOLD", "token": 4, "area": "b"}],
             "harbours": [{"q": 0, "r": 0, "side": "W", "type": "RANDOM"}]}
            """;

    @Test
    @DisplayName("R-23.10.4 a good file reads, and fills")
    void goodFileReads() {
        MapFile map = MapFileReader.read(GOOD, "tiny.json");
        assertEquals(3, map.hexes().size());
        SeaMap sea = new SeaMapFill(map).fill(new java.util.Random(1));
        assertEquals(5, sea.board().token(0));
        assertEquals(2, sea.areas().islandCount());
    }

    @Test
    @DisplayName("R-23.10.4 each bad map file is refused with a message naming the value")
    void badFilesAreRefusedClearly() {
        refused("{", "map tiny.json: not JSON");
        refused(GOOD.replace("\"format\": 1", "\"format\": 2"), "map tiny.json: format: only format 1 is known, not 2");
        refused(GOOD.replace("\"GOLD\"", "\"LAVA\""), "map tiny.json: hexes[2].terrain: LAVA is not RANDOM or one of");
        refused(
                GOOD.replace("\"q\": 2, \"r\": 0, \"terrain\"", "\"q\": 0, \"r\": 0, \"terrain\""),
                "map tiny: hexes[2] (0, 0): the hex is listed twice");
        refused(
                GOOD.replace("\"tokens\": [5]", "\"tokens\": [5, 6]"),
                "map tiny: pools.p: 2 tokens for 1 producing hexes");
        refused(
                GOOD.replace("{\"q\": 0, \"r\": 0, \"side\": \"W\"", "{\"q\": 1, \"r\": 0, \"side\": \"W\""),
                "map tiny: harbours[0] (1, 0 W): a harbour stands on a land hex of the map (R-23.8.1)");
        refused(
                GOOD.replace("\"pirate\": {\"q\": 1, \"r\": 0}", "\"pirate\": {\"q\": 0, \"r\": 0}"),
                "map tiny: pirate: (0, 0) is not a sea hex of the map (R-23.1.2)");
        refused(
                GOOD.replace("\"OFF_BOARD\"", "\"DESERT\""),
                "map tiny: robber: DESERT, but the map can hold no desert");
        refused(
                GOOD.replace(
                                "{\"q\": 1, \"r\": 0, \"terrain\": \"SEA\"}",
                                "{\"q\": 1, \"r\": 0, \"terrain\": \"FOREST\", \"token\": 3, \"area\": \"a\"}")
                        .replace("\"pirate\": {\"q\": 1, \"r\": 0}", "\"pirate\": \"NONE\""),
                "map tiny: islands: a and b touch at (2, 0); one island is one connected piece of land");
        refused(
                GOOD.replace(", \"area\": \"b\"", ""),
                "map tiny: hexes[2] (2, 0): a land hex needs a declared area, not null");
        refused(
                GOOD.replace("\"token\": 4, ", ""),
                "map tiny: hexes[2] (2, 0): a producing hex needs a token or a pool");
        refused(
                GOOD.replace("\"harbourPool\": [\"GENERIC\"]", "\"harbourPool\": []"),
                "map tiny: harbourPool: 0 types for 1 RANDOM harbours");
        refused(
                GOOD.replace("\"players\": [3]", "\"players\": []"),
                "map tiny: players: [] must name player counts of 2 to 6");
    }

    private static void refused(String text, String start) {
        MapFormatException e = assertThrows(MapFormatException.class, () -> MapFileReader.read(text, "tiny.json"));
        assertEquals(
                start,
                e.getMessage()
                        .substring(0, Math.min(start.length(), e.getMessage().length())),
                e.getMessage());
    }
}
