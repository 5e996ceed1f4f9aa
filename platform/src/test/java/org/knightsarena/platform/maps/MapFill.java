package org.knightsarena.platform.maps;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.knightsarena.platform.maps.HexLattice.Hex;

/**
 * The seeded fill of a map file's random parts as docs/map-format.md describes it (R-23.11.1,
 * ), written for the tests so that they can check that the order it documents is the one
 * {@code StandardMap.random} uses, and that every scenario can be filled. Kept apart from the
 * engine's {@code SeaMapFill} on purpose: two readings of the same text that must agree.
 */
final class MapFill {

    /** A filled board: terrain and token (0 for none) per hex in file order, type per harbour. */
    record Filled(List<String> terrains, List<Integer> tokens, List<String> harbours) {}

    /** How many times a pool's tokens may be shuffled again before the fill gives up. */
    static final int MAX_SHUFFLES = 10_000;

    private MapFill() {}

    /**
     * Fills the map's random parts from {@code rng}.
     *
     * @throws IllegalStateException when a pool's tokens break after {@link #MAX_SHUFFLES}
     */
    static Filled fill(JsonNode map, RandomGenerator rng) {
        JsonNode hexes = map.get("hexes");
        List<String> terrains = new ArrayList<>();
        List<Integer> tokens = new ArrayList<>();
        for (JsonNode hex : hexes) {
            terrains.add(hex.get("terrain").asText());
            tokens.add(hex.has("token") ? hex.get("token").asInt() : 0);
        }
        List<String> pools = new ArrayList<>();
        map.get("pools").fieldNames().forEachRemaining(pools::add);

        for (String pool : pools) {
            List<String> drawn = new ArrayList<>();
            map.get("pools").get(pool).get("terrains").fields().forEachRemaining(e -> {
                for (int i = 0; i < e.getValue().asInt(); i++) {
                    drawn.add(e.getKey());
                }
            });
            shuffle(drawn, rng);
            int next = 0;
            for (int i = 0; i < hexes.size(); i++) {
                if (terrains.get(i).equals("RANDOM")
                        && pool.equals(hexes.get(i).path("pool").asText())) {
                    terrains.set(i, drawn.get(next++));
                }
            }
        }

        List<String> harbourTypes = new ArrayList<>();
        map.get("harbourPool").forEach(t -> harbourTypes.add(t.asText()));
        shuffle(harbourTypes, rng);
        List<String> harbours = new ArrayList<>();
        int nextHarbour = 0;
        for (JsonNode harbour : map.get("harbours")) {
            String type = harbour.get("type").asText();
            harbours.add(type.equals("RANDOM") ? harbourTypes.get(nextHarbour++) : type);
        }

        Map<Hex, Integer> index = new HashMap<>();
        for (int i = 0; i < hexes.size(); i++) {
            index.put(
                    new Hex(hexes.get(i).get("q").asInt(), hexes.get(i).get("r").asInt()), i);
        }
        for (String pool : pools) {
            List<Integer> places = new ArrayList<>();
            for (int i = 0; i < hexes.size(); i++) {
                String terrain = terrains.get(i);
                if (pool.equals(hexes.get(i).path("pool").asText())
                        && !hexes.get(i).has("token")
                        && !terrain.equals("DESERT")
                        && !terrain.equals("SEA")) {
                    places.add(i);
                }
            }
            List<Integer> drawn = new ArrayList<>();
            map.get("pools").get(pool).get("tokens").forEach(t -> drawn.add(t.asInt()));
            int shuffles = 0;
            do {
                if (++shuffles > MAX_SHUFFLES) {
                    throw new IllegalStateException(
                            "pool " + pool + " breaks R-23.11.2 after " + MAX_SHUFFLES + " shuffles");
                }
                shuffle(drawn, rng);
                for (int k = 0; k < places.size(); k++) {
                    tokens.set(places.get(k), drawn.get(k));
                }
            } while (breaksTokenRule(hexes, index, terrains, tokens));
        }
        return new Filled(terrains, tokens, harbours);
    }

    /** a 6 or 8 on a gold field, or beside another 6 or 8. */
    static boolean breaksTokenRule(
            JsonNode hexes, Map<Hex, Integer> index, List<String> terrains, List<Integer> tokens) {
        for (int i = 0; i < hexes.size(); i++) {
            if (!isRed(tokens.get(i))) {
                continue;
            }
            if (terrains.get(i).equals("GOLD")) {
                return true;
            }
            Hex hex =
                    new Hex(hexes.get(i).get("q").asInt(), hexes.get(i).get("r").asInt());
            for (String side : HexLattice.SIDES) {
                Integer other = index.get(hex.across(side));
                if (other != null && isRed(tokens.get(other))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isRed(int token) {
        return token == 6 || token == 8;
    }

    /** The Fisher-Yates shuffle of {@code StandardMap}: from the last index down, one draw per index. */
    private static <T> void shuffle(List<T> items, RandomGenerator rng) {
        for (int i = items.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T swap = items.get(i);
            items.set(i, items.get(j));
            items.set(j, swap);
        }
    }
}
