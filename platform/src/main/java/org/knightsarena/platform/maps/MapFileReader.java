package org.knightsarena.platform.maps;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.*;

/**
 * Reads a map file (docs/map-format.md) into a {@link MapFile}: every field is read with its JSON
 * path in the error, then {@link MapFileChecks} holds the layout to the format's invariants, so a
 * bad file fails here with a clear message instead of in the middle of a game.
 */
public final class MapFileReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final String source;

    private MapFileReader(String source) {
        this.source = source;
    }

    /**
     * Reads and checks one map file.
     *
     * @param text the file's JSON
     * @param source how errors name the file, e.g. its resource name
     * @return the map, never null
     * @throws MapFormatException naming the file and the offending value
     */
    public static MapFile read(String text, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new MapFormatException("map " + source + ": not JSON: " + e.getOriginalMessage());
        }
        MapFile map = new MapFileReader(source).map(root);
        MapFileChecks.check(map);
        return map;
    }

    private MapFile map(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw fail("", "the file must hold one JSON object");
        }
        int format = integer(root, "format");
        if (format != 1) {
            throw fail("format", "only format 1 is known, not " + format);
        }
        List<Integer> players = new ArrayList<>();
        for (JsonNode n : array(root, "players")) {
            players.add(n.asInt());
        }
        List<Harbour> harbourPool = new ArrayList<>();
        JsonNode poolTypes = array(root, "harbourPool");
        for (int i = 0; i < poolTypes.size(); i++) {
            harbourPool.add(harbour(poolTypes.get(i).asText(), "harbourPool[" + i + "]"));
        }
        return new MapFile(
                text(root, "id"),
                text(root, "name"),
                players,
                integer(root, "targetVictoryPoints"),
                hexes(array(root, "hexes")),
                pools(field(root, "pools")),
                harbourPool,
                harbours(array(root, "harbours")),
                areas(array(root, "areas")),
                islands(array(root, "islands")),
                start(field(root, "robber"), "robber", MapFile.StartKind.DESERT, MapFile.StartKind.OFF_BOARD),
                start(field(root, "pirate"), "pirate", MapFile.StartKind.NONE));
    }

    private List<MapFile.Hex> hexes(JsonNode array) {
        List<MapFile.Hex> hexes = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode hex = array.get(i);
            String at = "hexes[" + i + "]";
            String terrain = text(hex, "terrain", at);
            Optional<Terrain> fixed =
                    terrain.equals("RANDOM") ? Optional.empty() : Optional.of(terrain(terrain, at + ".terrain"));
            int token = hex.has("token") ? integer(hex, "token", at) : 0;
            hexes.add(new MapFile.Hex(
                    integer(hex, "q", at),
                    integer(hex, "r", at),
                    fixed,
                    token,
                    hex.has("pool") ? text(hex, "pool", at) : null,
                    hex.has("area") ? text(hex, "area", at) : null));
        }
        return hexes;
    }

    private Map<String, MapFile.Pool> pools(JsonNode object) {
        Map<String, MapFile.Pool> pools = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : entries(object, "pools")) {
            String at = "pools." + e.getKey();
            Map<Terrain, Integer> terrains = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> t : entries(field(e.getValue(), "terrains", at), at + ".terrains")) {
                terrains.put(
                        terrain(t.getKey(), at + ".terrains"), count(t.getValue(), at + ".terrains." + t.getKey()));
            }
            List<Integer> tokens = new ArrayList<>();
            for (JsonNode token : array(e.getValue(), "tokens", at)) {
                tokens.add(token.asInt());
            }
            pools.put(e.getKey(), new MapFile.Pool(terrains, tokens));
        }
        return pools;
    }

    private List<MapFile.HarbourPlace> harbours(JsonNode array) {
        List<MapFile.HarbourPlace> harbours = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode harbour = array.get(i);
            String at = "harbours[" + i + "]";
            String side = text(harbour, "side", at);
            HexSide hexSide = Arrays.stream(HexSide.values())
                    .filter(s -> s.name().equals(side))
                    .findFirst()
                    .orElseThrow(
                            () -> fail(at + ".side", side + " is not one of " + Arrays.toString(HexSide.values())));
            String type = text(harbour, "type", at);
            Optional<Harbour> fixed =
                    type.equals("RANDOM") ? Optional.empty() : Optional.of(harbour(type, at + ".type"));
            harbours.add(
                    new MapFile.HarbourPlace(integer(harbour, "q", at), integer(harbour, "r", at), hexSide, fixed));
        }
        return harbours;
    }

    private List<MapFile.Area> areas(JsonNode array) {
        List<MapFile.Area> areas = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode area = array.get(i);
            String at = "areas[" + i + "]";
            JsonNode setup = field(area, "setup", at);
            if (!setup.isBoolean()) {
                throw fail(at + ".setup", "must be true or false, not " + setup);
            }
            areas.add(new MapFile.Area(
                    text(area, "id", at),
                    text(area, "name", at),
                    setup.asBoolean(),
                    count(field(area, "bonusVictoryPoints", at), at + ".bonusVictoryPoints")));
        }
        return areas;
    }

    private List<MapFile.Island> islands(JsonNode array) {
        List<MapFile.Island> islands = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String at = "islands[" + i + "]";
            List<String> areas = new ArrayList<>();
            for (JsonNode area : array(array.get(i), "areas", at)) {
                areas.add(area.asText());
            }
            islands.add(new MapFile.Island(text(array.get(i), "id", at), areas));
        }
        return islands;
    }

    private MapFile.Start start(JsonNode node, String at, MapFile.StartKind... words) {
        if (node.isObject()) {
            return MapFile.Start.at(integer(node, "q", at), integer(node, "r", at));
        }
        for (MapFile.StartKind word : words) {
            if (word.name().equals(node.asText())) {
                return MapFile.Start.of(word);
            }
        }
        throw fail(at, "must be a hex {\"q\": …, \"r\": …} or one of " + Arrays.toString(words) + ", not " + node);
    }

    private Terrain terrain(String name, String at) {
        for (Terrain terrain : Terrain.values()) {
            if (terrain.name().equals(name)) {
                return terrain;
            }
        }
        throw fail(at, name + " is not RANDOM or one of " + Arrays.toString(Terrain.values()));
    }

    private Harbour harbour(String name, String at) {
        for (Harbour harbour : Harbour.values()) {
            if (harbour != Harbour.NONE && harbour.name().equals(name)) {
                return harbour;
            }
        }
        throw fail(at, name + " is not a harbour type (GENERIC, BRICK, LUMBER, WOOL, GRAIN, ORE)");
    }

    private JsonNode field(JsonNode object, String name) {
        return field(object, name, "");
    }

    private JsonNode field(JsonNode object, String name, String at) {
        JsonNode value = object == null ? null : object.get(name);
        if (value == null || value.isNull()) {
            throw fail(join(at, name), "is missing");
        }
        return value;
    }

    private JsonNode array(JsonNode object, String name) {
        return array(object, name, "");
    }

    private JsonNode array(JsonNode object, String name, String at) {
        JsonNode value = field(object, name, at);
        if (!value.isArray()) {
            throw fail(join(at, name), "must be an array, not " + value);
        }
        return value;
    }

    private List<Map.Entry<String, JsonNode>> entries(JsonNode object, String at) {
        if (!object.isObject()) {
            throw fail(at, "must be an object, not " + object);
        }
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
        object.fields().forEachRemaining(entries::add);
        return entries;
    }

    private String text(JsonNode object, String name) {
        return text(object, name, "");
    }

    private String text(JsonNode object, String name, String at) {
        JsonNode value = field(object, name, at);
        if (!value.isTextual() || value.asText().isEmpty()) {
            throw fail(join(at, name), "must be a non-empty string, not " + value);
        }
        return value.asText();
    }

    private int integer(JsonNode object, String name) {
        return integer(object, name, "");
    }

    private int integer(JsonNode object, String name, String at) {
        JsonNode value = field(object, name, at);
        if (!value.isInt()) {
            throw fail(join(at, name), "must be an integer, not " + value);
        }
        return value.asInt();
    }

    private int count(JsonNode value, String at) {
        if (!value.isInt() || value.asInt() < 0) {
            throw fail(at, "must be a whole number 0 or more, not " + value);
        }
        return value.asInt();
    }

    private static String join(String at, String name) {
        return at.isEmpty() ? name : at + "." + name;
    }

    private MapFormatException fail(String at, String problem) {
        return new MapFormatException("map " + source + ": " + (at.isEmpty() ? "" : at + ": ") + problem);
    }
}
