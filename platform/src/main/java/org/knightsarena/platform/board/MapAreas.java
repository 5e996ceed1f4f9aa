package org.knightsarena.platform.board;

import java.util.List;

/**
 * The areas and islands of a map, by id: the area of each hex, each area's
 * set-up flag, bonus and island, and for each intersection the areas it stands in as a bit mask,
 * so that the engine can keep a player's home areas and claimed bonuses in one {@code int} each.
 * Area ids are indexes into the map file's {@code areas}, island ids into its {@code islands}.
 *
 * <p>Immutable; lookups are array reads.
 */
public final class MapAreas {

    /** Areas fit one {@code int} mask. */
    static final int MAX_AREAS = 31;

    private final int[] hexArea;
    private final boolean[] setup;
    private final int[] bonus;
    private final int[] island;
    private final String[] areaIds;
    private final String[] islandIds;
    private final int[] areaMaskAt;
    private final boolean[] landAt;

    MapAreas(MapFile map, Topology topology) {
        List<MapFile.Area> areas = map.areas();
        areaIds = areas.stream().map(MapFile.Area::id).toArray(String[]::new);
        islandIds = map.islands().stream().map(MapFile.Island::id).toArray(String[]::new);
        setup = new boolean[areas.size()];
        bonus = new int[areas.size()];
        island = new int[areas.size()];
        for (int a = 0; a < areas.size(); a++) {
            setup[a] = areas.get(a).setup();
            bonus[a] = areas.get(a).bonusVictoryPoints();
            for (int i = 0; i < islandIds.length; i++) {
                if (map.islands().get(i).areas().contains(areaIds[a])) {
                    island[a] = i;
                }
            }
        }
        hexArea = new int[map.hexes().size()];
        List<String> ids = List.of(areaIds);
        for (int hex = 0; hex < hexArea.length; hex++) {
            String area = map.hexes().get(hex).area();
            hexArea[hex] = area == null ? -1 : ids.indexOf(area);
        }
        areaMaskAt = new int[topology.intersectionCount()];
        landAt = new boolean[topology.intersectionCount()];
        for (int i = 0; i < areaMaskAt.length; i++) {
            for (int k = 0; k < topology.hexCountAt(i); k++) {
                int area = hexArea[topology.hexAt(i, k)];
                if (area >= 0) {
                    areaMaskAt[i] |= 1 << area;
                    landAt[i] = true;
                }
            }
        }
    }

    /** @return the number of areas */
    public int areaCount() {
        return areaIds.length;
    }

    /** @return the number of islands */
    public int islandCount() {
        return islandIds.length;
    }

    /**
     * @param hex a hex id
     * @return its area, -1 for a sea hex
     */
    public int areaOf(int hex) {
        return hexArea[hex];
    }

    /**
     * @param area an area id
     * @return true when setup buildings may stand there
     */
    public boolean setup(int area) {
        return setup[area];
    }

    /**
     * @param area an area id
     * @return the special VP of a player's first settlement there when it is foreign
     */
    public int bonusVictoryPoints(int area) {
        return bonus[area];
    }

    /**
     * @param area an area id
     * @return the island it belongs to
     */
    public int island(int area) {
        return island[area];
    }

    /** @return the map file's id of an area */
    public String areaId(int area) {
        return areaIds[area];
    }

    /** @return the map file's id of an island */
    public String islandId(int island) {
        return islandIds[island];
    }

    /**
     * Returns the areas a building at an intersection stands in.
     *
     * @param intersection an intersection id
     * @return bit {@code a} set for each area {@code a} of a land hex there; 0 where only sea meets
     */
    public int areaMaskAt(int intersection) {
        return areaMaskAt[intersection];
    }

    /**
     * Tells whether a settlement or city may stand at an intersection at all.
     *
     * @param intersection an intersection id
     * @return true when at least one land hex (the desert counts) touches it
     */
    public boolean landAt(int intersection) {
        return landAt[intersection];
    }

    /**
     * Tells whether a setup building may stand at an intersection.
     *
     * @param intersection an intersection id
     * @return true when it touches land and every land hex there is in a set-up area
     */
    public boolean setupAllowed(int intersection) {
        int mask = areaMaskAt[intersection];
        if (mask == 0) {
            return false;
        }
        for (int a = 0; a < setup.length; a++) {
            if ((mask & (1 << a)) != 0 && !setup[a]) {
                return false;
            }
        }
        return true;
    }
}
