package org.knightsarena.platform.maps;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.knightsarena.platform.board.*;

/**
 * The maps the engine knows: the files named in {@code org/knightsarena/platform/maps/maps.list},
 * read and checked once, and the random New World ({@link RandomSeaMap}). A scenario is named
 * without its player count ({@code four-islands}); {@link #deal} picks the file for the count.
 *
 * <p>Thread-safe; the files are read on first use.
 */
public final class Scenarios {

    private static final String FOLDER = "/org/knightsarena/platform/maps/";

    private Scenarios() {}

    /** The map files, read once, in maps.list order. */
    private static final class Files {
        static final Map<String, SeaMapFill> BY_ID = load();

        private static Map<String, SeaMapFill> load() {
            Map<String, SeaMapFill> maps = new LinkedHashMap<>();
            for (String line : resource("maps.list").split("\n")) {
                String id = line.strip();
                if (!id.isEmpty()) {
                    MapFile map = MapFileReader.read(resource(id + ".json"), id + ".json");
                    if (!map.id().equals(id)) {
                        throw new MapFormatException(
                                "map " + id + ".json: its id is " + map.id() + ", not its file name");
                    }
                    maps.put(id, new SeaMapFill(map));
                }
            }
            return maps;
        }

        private static String resource(String name) {
            try (InputStream in = Scenarios.class.getResourceAsStream(FOLDER + name)) {
                if (in == null) {
                    throw new MapFormatException("map " + name + ": named in maps.list but not in " + FOLDER);
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** @return every map file, in maps.list order */
    public static List<MapFile> files() {
        return Files.BY_ID.values().stream().map(SeaMapFill::map).toList();
    }

    /**
     * Returns the scenario names {@code --scenario} takes: each file's id without its player
     * count, once, then {@link RandomSeaMap#ID}.
     *
     * @return the names, in maps.list order
     */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String id : Files.BY_ID.keySet()) {
            String name = scenarioOf(id);
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        names.add(RandomSeaMap.ID);
        return names;
    }

    /**
     * Returns the prepared fill of a scenario's map for a player count.
     *
     * @param scenario a name from {@link #names()} other than the New World, or a file id
     * @param players the number of players
     * @return the fill, never null
     * @throws IllegalArgumentException naming the known scenarios or the counts the scenario is for
     */
    public static SeaMapFill fill(String scenario, int players) {
        Objects.requireNonNull(scenario, "scenario");
        List<Integer> counts = new ArrayList<>();
        for (SeaMapFill fill : Files.BY_ID.values()) {
            MapFile map = fill.map();
            if (map.id().equals(scenario) || scenarioOf(map.id()).equals(scenario)) {
                if (map.players().contains(players)) {
                    return fill;
                }
                counts.addAll(map.players());
            }
        }
        if (counts.isEmpty()) {
            throw new IllegalArgumentException(
                    "no scenario " + scenario + "; the scenarios are " + String.join(", ", names()));
        }
        throw new IllegalArgumentException(
                "scenario " + scenario + " is for " + counts.stream().sorted().toList() + " players, not " + players);
    }

    /**
     * Deals one match's board for a scenario: the New World is drawn, a file is filled.
     *
     * @param scenario a name from {@link #names()} or a file id
     * @param players the number of players
     * @param rng the match's generator
     * @return the sea map, never null
     * @throws IllegalArgumentException for an unknown scenario or a player count it is not for
     */
    public static SeaMap deal(String scenario, int players, RandomGenerator rng) {
        if (RandomSeaMap.ID.equals(scenario)) {
            if (players != 3 && players != 4) {
                throw new IllegalArgumentException("scenario " + scenario + " is for [3, 4] players, not " + players);
            }
            return new SeaMapFill(RandomSeaMap.generate(rng)).fill(rng);
        }
        return fill(scenario, players).fill(rng);
    }

    /** A file id without its player count: {@code four-islands-4p} is {@code four-islands}. */
    static String scenarioOf(String id) {
        return id.replaceFirst("-[2-6]p$", "");
    }
}
