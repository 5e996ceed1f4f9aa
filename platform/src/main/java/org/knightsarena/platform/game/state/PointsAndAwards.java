package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.Objects;
import org.knightsarena.api.board.BoardView;

/**
 * A slice of the state: every seat's public victory points, and what the awards are counted from
 * (the longest road and the knights played, R-15, R-21.7; the defender and progress points of
 * Cities &amp; Knights, R-10.3, R-13.2.3). It owns the arrays, their copy and its part of a position
 * ({@code longestRoad}, {@code largestArmy}; each seat's {@code publicPoints}, {@code roadLength},
 * {@code knightsPlayed}, in Cities &amp; Knights {@code defenderPoints}, {@code progressPoints}, and on
 * Seafarers maps {@code islandPoints}).
 * The fields stay plain, indexed by seat, so the rules that award points write them without a
 * call; a seat's hidden victory point cards are in {@link DevelopmentHands}. Not thread-safe.
 */
public final class PointsAndAwards {
    /** Seat: buildings and awards; hidden victory point cards excluded. */
    public final int[] publicPoints;
    /** Seat: the length of its longest road. */
    public final int[] roadLength;
    /** Seat: the Knight cards it has played. */
    public final int[] knightsPlayed;
    /** The seat holding the Longest Road, or NOBODY. */
    public int longestRoad = BoardView.NOBODY;
    /** The seat holding the Largest Army, or NOBODY. */
    public int largestArmy = BoardView.NOBODY;
    /** Seat: Defender of Catan points; empty in the base game. */
    public int[] defenderPoints = new int[0];
    /** Seat: the Printer and Constitution laid face up; empty in the base game. */
    public int[] progressPoints = new int[0];
    /** Seat: special victory points for settling foreign areas of a Seafarers map, kept for good. */
    public final int[] islandPoints;

    public PointsAndAwards(int players) {
        publicPoints = new int[players];
        roadLength = new int[players];
        knightsPlayed = new int[players];
        islandPoints = new int[players];
    }

    private PointsAndAwards(PointsAndAwards o) {
        publicPoints = o.publicPoints.clone();
        roadLength = o.roadLength.clone();
        knightsPlayed = o.knightsPlayed.clone();
        longestRoad = o.longestRoad;
        largestArmy = o.largestArmy;
        defenderPoints = o.defenderPoints.clone();
        progressPoints = o.progressPoints.clone();
        islandPoints = o.islandPoints.clone();
    }

    /** @return an independent copy */
    public PointsAndAwards copy() {
        return new PointsAndAwards(this);
    }

    /** Makes room for the Cities &amp; Knights points; called once at creation for that ruleset. */
    public void startCitiesAndKnights() {
        defenderPoints = new int[publicPoints.length];
        progressPoints = new int[publicPoints.length];
    }

    // ---------------------------------------------------------------- position

    /** Writes the award holders, {@code longestRoad} and {@code largestArmy}. */
    public void writeHolders(PositionNode root) {
        root.put("longestRoad", longestRoad);
        root.put("largestArmy", largestArmy);
    }

    /** Reads the award holders. */
    public void readHolders(PositionFields root) {
        int players = publicPoints.length;
        longestRoad = root.integer("longestRoad", BoardView.NOBODY, players - 1);
        largestArmy = root.integer("largestArmy", BoardView.NOBODY, players - 1);
    }

    /** Writes the seat's {@code publicPoints}, {@code roadLength} and {@code knightsPlayed}. */
    public void writeSeat(int p, PositionNode seat) {
        seat.put("publicPoints", publicPoints[p]);
        seat.put("roadLength", roadLength[p]);
        seat.put("knightsPlayed", knightsPlayed[p]);
    }

    /**
     * Reads the seat's {@code publicPoints}, {@code roadLength} and {@code knightsPlayed}.
     *
     * @param withShips whether ships are in play, so that a route runs over roads and ships
     *     and may be as long as both supplies together
     */
    public void readSeat(int p, PositionFields seat, boolean withShips) {
        publicPoints[p] = seat.integer("publicPoints", 0, Integer.MAX_VALUE);
        roadLength[p] = seat.integer("roadLength", 0, Pieces.ROADS + (withShips ? ShipBoard.SHIPS : 0));
        knightsPlayed[p] = seat.integer("knightsPlayed", 0, Integer.MAX_VALUE);
    }

    /** Writes the seat's Cities &amp; Knights {@code defenderPoints} and {@code progressPoints}. */
    public void writeCitiesAndKnightsSeat(int p, PositionNode seat) {
        seat.put("defenderPoints", defenderPoints[p]);
        seat.put("progressPoints", progressPoints[p]);
    }

    /** Reads the seat's Cities &amp; Knights {@code defenderPoints} and {@code progressPoints}. */
    public void readCitiesAndKnightsSeat(int p, PositionFields seat) {
        defenderPoints[p] = seat.integer("defenderPoints", 0, Integer.MAX_VALUE);
        progressPoints[p] = seat.integer("progressPoints", 0, Integer.MAX_VALUE);
    }

    /** Writes the seat's Seafarers {@code islandPoints}. */
    public void writeSeafarersSeat(int p, PositionNode seat) {
        seat.put("islandPoints", islandPoints[p]);
    }

    /** Reads the seat's Seafarers {@code islandPoints}. */
    public void readSeafarersSeat(int p, PositionFields seat) {
        islandPoints[p] = seat.integer("islandPoints", 0, Integer.MAX_VALUE);
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof PointsAndAwards o
                && Arrays.equals(publicPoints, o.publicPoints)
                && Arrays.equals(roadLength, o.roadLength)
                && Arrays.equals(knightsPlayed, o.knightsPlayed)
                && longestRoad == o.longestRoad
                && largestArmy == o.largestArmy
                && Arrays.equals(defenderPoints, o.defenderPoints)
                && Arrays.equals(progressPoints, o.progressPoints)
                && Arrays.equals(islandPoints, o.islandPoints);
    }

    @Override
    public int hashCode() {
        return Objects.hash(
                Arrays.hashCode(publicPoints),
                Arrays.hashCode(roadLength),
                Arrays.hashCode(knightsPlayed),
                longestRoad,
                largestArmy,
                Arrays.hashCode(defenderPoints),
                Arrays.hashCode(progressPoints),
                Arrays.hashCode(islandPoints));
    }
}
