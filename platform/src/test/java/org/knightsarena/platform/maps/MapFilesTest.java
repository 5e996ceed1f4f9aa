package org.knightsarena.platform.maps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.board.TokenRule;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.maps.HexLattice.Hex;
import org.knightsarena.platform.maps.HexLattice.Point;

/**
 * The map files of {@code org/knightsarena/platform/maps/} (docs/map-format.md) against
 * {@code docs/map.schema.json} and against the invariants a schema cannot state: pools that fill
 * exactly their hexes, harbours on a coast, islands that are the connected land the file declares,
 * the robber on land and the pirate at sea, the scenarios' published facts, and the standard map
 * against today's {@link Topology}.
 */
class MapFilesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FOLDER = "/org/knightsarena/platform/maps/";
    private static final Path SOURCES = Path.of("src", "main", "resources", "org", "knightsarena", "platform", "maps");
    private static final Path SCHEMA = Path.of("..", "docs", "map.schema.json");

    /** A map file as read: its name in maps.list and its content. */
    private record MapFile(String id, JsonNode json) {
        Map<Hex, JsonNode> hexes() {
            Map<Hex, JsonNode> hexes = new LinkedHashMap<>();
            for (JsonNode hex : json.get("hexes")) {
                hexes.put(new Hex(hex.get("q").asInt(), hex.get("r").asInt()), hex);
            }
            return hexes;
        }

        Set<Hex> land() {
            Set<Hex> land = new HashSet<>();
            hexes().forEach((hex, node) -> {
                if (!isSea(node)) {
                    land.add(hex);
                }
            });
            return land;
        }

        /** A hex off the map is the frame, which counts as sea. */
        boolean seaOrFrame(Hex hex) {
            JsonNode node = hexes().get(hex);
            return node == null || isSea(node);
        }

        @Override
        public String toString() {
            return id;
        }
    }

    private static boolean isSea(JsonNode hex) {
        return hex.get("terrain").asText().equals("SEA");
    }

    private static boolean produces(String terrain) {
        return !terrain.equals("SEA") && !terrain.equals("DESERT");
    }

    private static List<String> listed() {
        return lines(resource("maps.list"));
    }

    private static List<MapFile> maps() {
        List<MapFile> maps = new ArrayList<>();
        for (String id : listed()) {
            try {
                maps.add(new MapFile(id, JSON.readTree(resource(id + ".json"))));
            } catch (IOException e) {
                throw new UncheckedIOException(id + ".json", e);
            }
        }
        return maps;
    }

    private static String resource(String name) {
        try (InputStream in = MapFilesTest.class.getResourceAsStream(FOLDER + name)) {
            assertTrue(in != null, "no resource " + FOLDER + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }

    private static List<String> lines(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    private static MapFile map(String id) {
        return maps().stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void mapsListNamesEveryMapFileOfTheFolderOnce() throws IOException {
        Set<String> files;
        try (Stream<Path> stream = Files.list(SOURCES)) {
            files = stream.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length()))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        List<String> listed = listed();
        assertEquals(listed.size(), new HashSet<>(listed).size(), "maps.list names a map twice: " + listed);
        assertEquals(files, new TreeSet<>(listed));
        for (MapFile map : maps()) {
            assertEquals(map.id(), map.json().get("id").asText(), "the id inside " + map + ".json");
        }
    }

    @Test
    void everyMapFileFitsTheSchema() throws IOException {
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(JSON.readTree(Files.readString(SCHEMA)));
        for (MapFile map : maps()) {
            assertEquals(List.of(), schema.validate(map.json()), map.id());
        }
        // the schema is not vacuous: a sea hex with a token, and a land hex without an area, are refused
        JsonNode bad = JSON.readTree("{\"q\": 0, \"r\": 0, \"terrain\": \"SEA\", \"token\": 6}");
        ObjectNode broken = map("standard").json().deepCopy();
        ((ArrayNode) broken.get("hexes")).add(bad);
        assertFalse(schema.validate(broken).isEmpty());
        broken = map("standard").json().deepCopy();
        ((ObjectNode) broken.get("hexes").get(0)).remove("area");
        assertFalse(schema.validate(broken).isEmpty());
    }

    @Test
    void noHexAppearsTwiceAndNoIdTwice() {
        for (MapFile map : maps()) {
            assertEquals(map.json().get("hexes").size(), map.hexes().size(), map + ": a hex is listed twice");
            assertUnique(map, "areas");
            assertUnique(map, "islands");
        }
    }

    private static void assertUnique(MapFile map, String list) {
        List<String> ids = new ArrayList<>();
        map.json().get(list).forEach(item -> ids.add(item.get("id").asText()));
        assertEquals(ids.size(), new HashSet<>(ids).size(), map + ": " + list + " " + ids);
    }

    @Test
    @DisplayName("R-23.11.1 each pool holds exactly the terrains and tokens that the hexes drawing from it take")
    void poolsFillExactlyTheirHexes() {
        for (MapFile map : maps()) {
            JsonNode pools = map.json().get("pools");
            Map<String, Integer> randomTerrains = new TreeMap<>();
            Map<String, Integer> tokensNeeded = new TreeMap<>();
            for (JsonNode hex : map.json().get("hexes")) {
                String terrain = hex.get("terrain").asText();
                String where = map + " hex " + hex;
                if (!produces(terrain)) {
                    assertFalse(hex.has("token"), where + ": sea and desert carry no token (R-23.1.2)");
                }
                if (terrain.equals("RANDOM") || produces(terrain) && !hex.has("token")) {
                    assertTrue(
                            hex.has("pool") && pools.has(hex.get("pool").asText()),
                            where + ": draws from a pool the file does not have");
                } else {
                    assertFalse(hex.has("pool"), where + ": names a pool it draws nothing from");
                }
                if (terrain.equals("RANDOM")) {
                    randomTerrains.merge(hex.get("pool").asText(), 1, Integer::sum);
                } else if (produces(terrain) && !hex.has("token")) {
                    tokensNeeded.merge(hex.get("pool").asText(), 1, Integer::sum);
                }
            }
            Set<String> used = new TreeSet<>(randomTerrains.keySet());
            used.addAll(tokensNeeded.keySet());
            assertEquals(new TreeSet<>(fieldNames(pools)), used, map + ": pools no hex draws from");
            for (String name : used) {
                JsonNode pool = pools.get(name);
                int terrains = 0;
                int barren = 0;
                for (Map.Entry<String, JsonNode> e : fields(pool.get("terrains"))) {
                    terrains += e.getValue().asInt();
                    if (!produces(e.getKey())) {
                        barren += e.getValue().asInt();
                    }
                }
                int random = randomTerrains.getOrDefault(name, 0);
                assertEquals(random, terrains, map + " pool " + name + ": terrains for its RANDOM hexes");
                // every drawn terrain that produces takes a token, as does each fixed producing hex without one
                assertEquals(
                        random - barren + tokensNeeded.getOrDefault(name, 0),
                        pool.get("tokens").size(),
                        map + " pool " + name + ": tokens for its producing hexes");
            }
        }
    }

    @Test
    @DisplayName(
            "R-23.8.1 every harbour lies on a coast, the random ones match the harbour pool, and no two share an intersection")
    void harboursLieOnCoasts() {
        for (MapFile map : maps()) {
            Map<Hex, JsonNode> hexes = map.hexes();
            Set<Point> served = new HashSet<>();
            int random = 0;
            for (JsonNode harbour : map.json().get("harbours")) {
                Hex hex = new Hex(harbour.get("q").asInt(), harbour.get("r").asInt());
                String side = harbour.get("side").asText();
                String where = map + " harbour " + harbour;
                assertTrue(hexes.containsKey(hex) && !isSea(hexes.get(hex)), where + ": not on a land hex of the map");
                assertTrue(map.seaOrFrame(hex.across(side)), where + ": the side faces land, not the sea");
                for (Point end : hex.ends(side)) {
                    assertTrue(served.add(end), where + ": shares an intersection with another harbour");
                }
                if (harbour.get("type").asText().equals("RANDOM")) {
                    random++;
                }
            }
            assertEquals(random, map.json().get("harbourPool").size(), map + ": harbour types for the RANDOM harbours");
        }
    }

    @Test
    @DisplayName("R-23.1.5 the islands a file declares are its connected land components, each the union of its areas")
    void islandsAreTheConnectedLand() {
        for (MapFile map : maps()) {
            Map<Hex, JsonNode> hexes = map.hexes();
            Map<String, Set<Hex>> areas = new HashMap<>();
            map.json().get("areas").forEach(area -> areas.put(area.get("id").asText(), new HashSet<>()));
            for (Hex hex : map.land()) {
                String area = hexes.get(hex).get("area").asText();
                assertTrue(areas.containsKey(area), map + " hex " + hex + ": area " + area + " is not declared");
                areas.get(area).add(hex);
            }
            Set<Set<Hex>> declared = new HashSet<>();
            Set<String> placed = new HashSet<>();
            for (JsonNode island : map.json().get("islands")) {
                Set<Hex> land = new HashSet<>();
                for (JsonNode area : island.get("areas")) {
                    assertTrue(placed.add(area.asText()), map + ": area " + area + " is in two islands or undeclared");
                    assertFalse(
                            areas.getOrDefault(area.asText(), Set.of()).isEmpty(),
                            map + ": area " + area + " has no hex");
                    land.addAll(areas.get(area.asText()));
                }
                declared.add(land);
            }
            assertEquals(areas.keySet(), placed, map + ": areas that belong to no island");
            assertEquals(components(map.land()), declared, map + ": islands against the connected land");
        }
    }

    private static Set<Set<Hex>> components(Set<Hex> land) {
        Set<Set<Hex>> components = new HashSet<>();
        Set<Hex> seen = new HashSet<>();
        for (Hex start : land) {
            if (!seen.add(start)) {
                continue;
            }
            Set<Hex> component = new HashSet<>();
            Deque<Hex> open = new ArrayDeque<>(List.of(start));
            while (!open.isEmpty()) {
                Hex hex = open.pop();
                component.add(hex);
                for (String side : HexLattice.SIDES) {
                    Hex next = hex.across(side);
                    if (land.contains(next) && seen.add(next)) {
                        open.push(next);
                    }
                }
            }
            components.add(component);
        }
        return components;
    }

    @Test
    @DisplayName("R-23.1.2 the robber starts on land or off the board, the pirate on a sea hex")
    void robberOnLandPirateAtSea() {
        for (MapFile map : maps()) {
            Map<Hex, JsonNode> hexes = map.hexes();
            JsonNode robber = map.json().get("robber");
            if (robber.isObject()) {
                JsonNode hex = hexes.get(
                        new Hex(robber.get("q").asInt(), robber.get("r").asInt()));
                assertTrue(hex != null && !isSea(hex), map + ": the robber starts off the land");
            } else if (robber.asText().equals("DESERT")) {
                assertTrue(mayHoldDesert(map), map + ": the robber starts on a desert the map cannot have");
            } else {
                assertFalse(mayHoldDesert(map), map + ": a map with a desert starts the robber on it (R-2.1.1)");
            }
            JsonNode pirate = map.json().get("pirate");
            if (pirate.isObject()) {
                JsonNode hex = hexes.get(
                        new Hex(pirate.get("q").asInt(), pirate.get("r").asInt()));
                assertTrue(hex != null && isSea(hex), map + ": the pirate starts off the sea");
            } else {
                assertTrue(map.land().size() == hexes.size(), map + ": a map with sea hexes has a pirate");
            }
        }
    }

    private static boolean mayHoldDesert(MapFile map) {
        for (JsonNode hex : map.json().get("hexes")) {
            if (hex.get("terrain").asText().equals("DESERT")) {
                return true;
            }
        }
        for (JsonNode pool : map.json().get("pools")) {
            if (pool.get("terrains").has("DESERT")) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName(
            "R-23.10 the scenario files state their published targets and player counts, and set up where the scenario says")
    void scenariosStateTheirPublishedFacts() {
        Map<String, Integer> targets =
                Map.of("heading-for-new-shores", 14, "four-islands", 13, "through-the-desert", 14);
        Map<String, Set<String>> setup = Map.of(
                "heading-for-new-shores", Set.of("main"),
                "through-the-desert", Set.of("main", "desert-belt"));
        int scenarios = 0;
        for (MapFile map : maps()) {
            if (map.id().equals("standard")) {
                continue;
            }
            scenarios++;
            String scenario = map.id().replaceFirst("-[34]p$", "");
            int players = Integer.parseInt(
                    map.id().substring(map.id().length() - 2, map.id().length() - 1));
            assertEquals(
                    targets.get(scenario), map.json().get("targetVictoryPoints").asInt(), map.id());
            assertEquals(List.of(players), ints(map.json().get("players")), map.id());
            Set<String> setupAreas = new TreeSet<>();
            for (JsonNode area : map.json().get("areas")) {
                if (area.get("setup").asBoolean()) {
                    setupAreas.add(area.get("id").asText());
                } else {
                    assertEquals(
                            2, area.get("bonusVictoryPoints").asInt(), map + ": foreign area " + area + " (R-23.9)");
                }
            }
            // The Four Islands sets up anywhere, and every island is foreign to whoever did not set up on it
            assertEquals(setup.getOrDefault(scenario, areaIds(map)), setupAreas, map.id());
        }
        assertEquals(6, scenarios, "three scenarios for 3 and for 4 players");
    }

    private static Set<String> areaIds(MapFile map) {
        Set<String> ids = new TreeSet<>();
        map.json().get("areas").forEach(area -> ids.add(area.get("id").asText()));
        return ids;
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> ints = new ArrayList<>();
        array.forEach(n -> ints.add(n.asInt()));
        return ints;
    }

    @Test
    @DisplayName(
            "R-2.1 the standard map file is today's Topology: its 19 land hexes, 54 intersections, 72 paths and 9 harbour slots")
    void standardMapIsTodaysTopology() {
        MapFile map = map("standard");
        Topology topology = Topology.standard();
        List<Hex> land = new ArrayList<>(map.hexes().keySet());
        assertEquals(topology.hexCount(), land.size());
        assertEquals(land.size(), map.land().size(), "the standard map lists no sea");
        for (int id = 0; id < topology.hexCount(); id++) {
            assertEquals(
                    new Hex(topology.hexQ(id), topology.hexR(id)), land.get(id), "hex " + id + " in Topology order");
        }
        Set<Point> intersections = new HashSet<>();
        Set<Point> paths = new HashSet<>();
        for (Hex hex : land) {
            for (String side : HexLattice.SIDES) {
                intersections.addAll(hex.ends(side));
                paths.add(hex.side(side));
            }
        }
        assertEquals(topology.intersectionCount(), intersections.size());
        assertEquals(54, intersections.size());
        assertEquals(topology.pathCount(), paths.size());
        assertEquals(72, paths.size());

        JsonNode harbours = map.json().get("harbours");
        assertEquals(topology.harbourSlotCount(), harbours.size());
        for (int slot = 0; slot < harbours.size(); slot++) {
            JsonNode harbour = harbours.get(slot);
            Set<Point> ends = new HashSet<>(
                    new Hex(harbour.get("q").asInt(), harbour.get("r").asInt())
                            .ends(harbour.get("side").asText()));
            Set<Point> expected = Set.of(
                    lattice(topology, topology.harbourIntersection(slot, 0)),
                    lattice(topology, topology.harbourIntersection(slot, 1)));
            assertEquals(expected, ends, "harbour slot " + slot);
        }

        JsonNode pool = map.json().get("pools").get("island");
        assertEquals(
                Map.of("FOREST", 4, "PASTURE", 4, "FIELDS", 4, "HILLS", 3, "MOUNTAINS", 3, "DESERT", 1),
                counts(pool.get("terrains")),
                "the terrains of R-2.1");
        assertEquals(
                List.of(2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12),
                ints(pool.get("tokens")).stream().sorted().toList(),
                "the tokens of R-2.1");
        assertEquals(
                List.of("BRICK", "GENERIC", "GENERIC", "GENERIC", "GENERIC", "GRAIN", "LUMBER", "ORE", "WOOL"),
                texts(map.json().get("harbourPool")).stream().sorted().toList(),
                "the harbours of R-2.1");
    }

    @Test
    @DisplayName("R-23.11.1 filling standard.json from a seed gives the board StandardMap.random builds from that seed")
    void theDocumentedFillOfTheStandardMapIsStandardMapRandom() {
        JsonNode standard = map("standard").json();
        for (long seed = 1; seed <= 200; seed++) {
            Board board = StandardMap.random(new Random(seed), TokenRule.NO_ADJACENT_RED);
            MapFill.Filled filled = MapFill.fill(standard, new Random(seed));
            Board.MapSpec spec = board.spec();
            assertEquals(
                    spec.terrains().stream().map(Enum::name).toList(), filled.terrains(), "terrains, seed " + seed);
            assertEquals(spec.tokens(), filled.tokens(), "tokens, seed " + seed);
            assertEquals(
                    spec.harbours().stream().map(Enum::name).toList(), filled.harbours(), "harbours, seed " + seed);
        }
    }

    @Test
    @DisplayName(
            "R-23.11.2 every map fills from any seed with no 6 or 8 beside another or on a gold field, and its robber finds its desert")
    void everyMapFillsUnderTheTokenRule() {
        for (MapFile map : maps()) {
            for (long seed = 1; seed <= 50; seed++) {
                MapFill.Filled filled = MapFill.fill(map.json(), new Random(seed));
                String where = map + ", seed " + seed;
                assertFalse(filled.terrains().contains("RANDOM"), where);
                assertFalse(filled.harbours().contains("RANDOM"), where);
                List<JsonNode> hexes = new ArrayList<>();
                map.json().get("hexes").forEach(hexes::add);
                for (int i = 0; i < hexes.size(); i++) {
                    boolean producing = produces(filled.terrains().get(i));
                    assertEquals(producing, filled.tokens().get(i) != 0, where + ": token on hex " + hexes.get(i));
                }
                Map<Hex, Integer> index = new HashMap<>();
                for (int i = 0; i < hexes.size(); i++) {
                    index.put(
                            new Hex(
                                    hexes.get(i).get("q").asInt(),
                                    hexes.get(i).get("r").asInt()),
                            i);
                }
                assertFalse(
                        MapFill.breaksTokenRule(map.json().get("hexes"), index, filled.terrains(), filled.tokens()),
                        where);
                if (map.json().get("robber").asText().equals("DESERT")) {
                    assertTrue(filled.terrains().contains("DESERT"), where + ": the robber has no desert to start on");
                }
            }
        }
    }

    /** The lattice point of a Topology intersection: its drawing position in lattice units. */
    private static Point lattice(Topology topology, int intersection) {
        return new Point((int) Math.round(topology.intersectionX(intersection) / (Math.sqrt(3) / 2)), (int)
                Math.round(topology.intersectionY(intersection) / 0.5));
    }

    private static Map<String, Integer> counts(JsonNode object) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : fields(object)) {
            counts.put(e.getKey(), e.getValue().asInt());
        }
        return counts;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<Map.Entry<String, JsonNode>> fields(JsonNode object) {
        List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
        object.fields().forEachRemaining(fields::add);
        return fields;
    }
}
