package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.Topology;

/**
 * A slice of the state: the settlements, cities and roads on the board and in each seat's supply
 * with what follows from them for speed (each seat's harbours, the intersections its
 * roads reach, its buildings and its cities stand on), and the cities lying as settlements after a barbarian
 * attack. It owns its arrays, their copy and their part of a position (each seat's
 * {@code settlementsLeft}, {@code citiesLeft}, {@code roadsLeft} and {@code tippedCities}, the
 * {@code buildings} and {@code roads} lists). The arrays stay plain, so the rules read them
 * without a call. Not thread-safe.
 */
public final class Pieces {
    public static final int SETTLEMENT = 1;
    public static final int CITY = 2;
    /** Pieces in a seat's supply at the start. */
    public static final int SETTLEMENTS = 5;

    public static final int CITIES = 4;
    public static final int ROADS = 15;

    public final byte[] buildingKind; // intersection: 0, SETTLEMENT, CITY
    public final byte[] buildingOwner; // intersection
    public final byte[] roadOwner; // path
    public final int[] settlementsLeft;
    public final int[] citiesLeft;
    public final int[] roadsLeft;
    public final int[] harbours; // seat: bit mask of Harbour ordinals owned
    public final SeatNodeSets roadReach; // seat: the intersections one of the seat's roads ends at
    public final SeatNodeSets buildingNodes; // seat: the intersections holding the seat's buildings
    /** Seat: the intersections holding the seat's cities; kept by {@link #raiseCity} and {@link #lowerCity}. */
    public final SeatNodeSets cityNodes;

    public SeatNodeSets tippedCities =
            new SeatNodeSets(0); // seat: cities lying as settlements without a settlement piece

    Pieces(int players, Topology topology) {
        buildingKind = new byte[topology.intersectionCount()];
        buildingOwner = new byte[topology.intersectionCount()];
        roadOwner = new byte[topology.pathCount()];
        Arrays.fill(buildingOwner, (byte) BoardView.NOBODY);
        Arrays.fill(roadOwner, (byte) BoardView.NOBODY);
        settlementsLeft = filled(players, SETTLEMENTS);
        citiesLeft = filled(players, CITIES);
        roadsLeft = filled(players, ROADS);
        harbours = new int[players];
        roadReach = new SeatNodeSets(players);
        buildingNodes = new SeatNodeSets(players);
        cityNodes = new SeatNodeSets(players);
    }

    private Pieces(Pieces o) {
        buildingKind = o.buildingKind.clone();
        buildingOwner = o.buildingOwner.clone();
        roadOwner = o.roadOwner.clone();
        settlementsLeft = o.settlementsLeft.clone();
        citiesLeft = o.citiesLeft.clone();
        roadsLeft = o.roadsLeft.clone();
        harbours = o.harbours.clone();
        roadReach = o.roadReach.copy();
        buildingNodes = o.buildingNodes.copy();
        cityNodes = o.cityNodes.copy();
        tippedCities = o.tippedCities.copy();
    }

    private static int[] filled(int players, int value) {
        int[] a = new int[players];
        Arrays.fill(a, value);
        return a;
    }

    /** Sets up the Cities &amp; Knights part: no city tipped. */
    public void start(int players) {
        tippedCities = new SeatNodeSets(players);
    }

    /** @return an independent copy */
    public Pieces copy() {
        return new Pieces(this);
    }

    /** @return whether one of the seat's roads ends at {@code node} */
    public boolean reaches(int seat, int node) {
        return roadReach.contains(seat, node);
    }

    /** The seat's settlement on {@code node} becomes a city. */
    public void raiseCity(int seat, int node) {
        buildingKind[node] = CITY;
        cityNodes.add(seat, node);
    }

    /** The seat's city on {@code node} becomes a settlement. */
    public void lowerCity(int seat, int node) {
        buildingKind[node] = SETTLEMENT;
        cityNodes.remove(seat, node);
    }

    /** @return a copy of the set of intersections holding the seat's buildings */
    public NodeSet ownedNodes(int seat) {
        return buildingNodes.get(seat);
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's pieces in supply. */
    public void writeSupply(int p, PositionNode seat) {
        seat.put("settlementsLeft", settlementsLeft[p]);
        seat.put("citiesLeft", citiesLeft[p]);
        seat.put("roadsLeft", roadsLeft[p]);
    }

    /** Reads the seat's pieces in supply. */
    public void readSupply(int p, PositionFields seat) {
        settlementsLeft[p] = seat.integer("settlementsLeft", 0, SETTLEMENTS);
        citiesLeft[p] = seat.integer("citiesLeft", 0, CITIES);
        roadsLeft[p] = seat.integer("roadsLeft", 0, ROADS);
    }

    /** Writes the seat's {@code tippedCities} (Cities &amp; Knights). */
    public void writeTipped(int p, PositionNode seat) {
        PositionNode tipped = seat.putArray("tippedCities");
        for (int node = tippedCities.next(p, 0); node >= 0; node = tippedCities.next(p, node + 1)) {
            tipped.add(node);
        }
    }

    /** Reads the seat's {@code tippedCities} (Cities &amp; Knights). */
    public void readTipped(int p, PositionFields seat) {
        int nodes = buildingKind.length;
        List<PositionNode> tipped = seat.array("tippedCities", nodes);
        for (int i = 0; i < tipped.size(); i++) {
            String at = seat.at("tippedCities") + "[" + i + "]";
            int node = PositionFields.range(PositionFields.integer(tipped.get(i), at), at, 0, nodes - 1);
            tippedCities.add(p, node);
        }
    }

    /**
     * Writes the {@code buildings} and {@code roads} lists; in Cities &amp; Knights a building says
     * whether a wall stands under it.
     */
    public void writeBoard(PositionNode root, Improvements walls, boolean ck) {
        PositionNode buildings = root.putArray("buildings");
        for (int node = 0; node < buildingKind.length; node++) {
            boolean walled = walls.walled(node);
            if (buildingKind[node] == 0) {
                if (walled) {
                    throw new IllegalStateException("a wall stands on intersection " + node + " without a city");
                }
                continue;
            }
            PositionNode b = buildings.addObject();
            b.put("intersection", node);
            b.put("owner", buildingOwner[node]);
            b.put("building", buildingKind[node] == CITY ? "CITY" : "SETTLEMENT");
            if (ck) {
                b.put("wall", walled);
            }
        }
        PositionNode roads = root.putArray("roads");
        for (int path = 0; path < roadOwner.length; path++) {
            if (roadOwner[path] != BoardView.NOBODY) {
                PositionNode r = roads.addObject();
                r.put("path", path);
                r.put("owner", roadOwner[path]);
            }
        }
    }

    /** Reads the {@code buildings} and {@code roads} lists, and derives the harbours and reached intersections. */
    public void readBoard(PositionFields root, Board board, Improvements walls, boolean ck) {
        int players = settlementsLeft.length;
        List<PositionNode> list = root.array("buildings", buildingKind.length);
        for (int i = 0; i < list.size(); i++) {
            PositionFields b = PositionFields.of(list.get(i), "buildings[" + i + "]");
            int node = b.integer("intersection", 0, buildingKind.length - 1);
            int owner = b.integer("owner", 0, players - 1);
            readBuilding(b, node);
            if (ck && b.bool("wall")) {
                if (buildingKind[node] != CITY) {
                    throw PositionFields.fail(b.at("wall"), "only a city has a wall");
                }
                walls.wall[node] = 1;
            }
            buildingOwner[node] = (byte) owner;
            buildingNodes.add(owner, node);
            if (buildingKind[node] == CITY) {
                cityNodes.add(owner, node);
            }
            Harbour harbour = board.harbour(node);
            if (harbour != Harbour.NONE) {
                harbours[owner] |= 1 << harbour.ordinal();
            }
            b.done();
        }
        Topology topology = board.topology();
        List<PositionNode> roads = root.array("roads", roadOwner.length);
        for (int i = 0; i < roads.size(); i++) {
            PositionFields r = PositionFields.of(roads.get(i), "roads[" + i + "]");
            int path = r.integer("path", 0, roadOwner.length - 1);
            int owner = r.integer("owner", 0, players - 1);
            if (roadOwner[path] != BoardView.NOBODY) {
                throw PositionFields.fail(r.at("path"), "path " + path + " holds two roads");
            }
            roadOwner[path] = (byte) owner;
            roadReach.add(owner, topology.end(path, 0));
            roadReach.add(owner, topology.end(path, 1));
            r.done();
        }
    }

    private void readBuilding(PositionFields b, int node) {
        String kind = b.value("building").asText();
        if (buildingKind[node] != 0) {
            throw PositionFields.fail(b.at("intersection"), "intersection " + node + " holds two buildings");
        }
        if (kind.equals("SETTLEMENT")) {
            buildingKind[node] = SETTLEMENT;
        } else if (kind.equals("CITY")) {
            buildingKind[node] = CITY;
        } else {
            throw PositionFields.fail(
                    b.at("building"), "must be SETTLEMENT or CITY, not " + PositionFields.kind(b.value("building")));
        }
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof Pieces o
                && Arrays.equals(buildingKind, o.buildingKind)
                && Arrays.equals(buildingOwner, o.buildingOwner)
                && Arrays.equals(roadOwner, o.roadOwner)
                && Arrays.equals(settlementsLeft, o.settlementsLeft)
                && Arrays.equals(citiesLeft, o.citiesLeft)
                && Arrays.equals(roadsLeft, o.roadsLeft)
                && Arrays.equals(harbours, o.harbours)
                && roadReach.equals(o.roadReach)
                && buildingNodes.equals(o.buildingNodes)
                && cityNodes.equals(o.cityNodes)
                && tippedCities.equals(o.tippedCities);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(buildingKind) + Arrays.hashCode(roadOwner)) + Arrays.hashCode(buildingOwner);
    }
}
