package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.Objects;

/**
 * A slice of the state for Seafarers maps (docs/rules/seafarers.md): the gold picks each seat is
 * still owed and, as bit masks of the map's area ids ({@code board.MapAreas}), each seat's
 * home areas and the foreign areas whose bonus it has earned. The special
 * victory points themselves are in {@link PointsAndAwards#islandPoints}. Its part of a position is
 * each seat's {@code goldOwed}, {@code homeAreas} and {@code bonusAreas}, written on Seafarers maps
 * only; off them every field stays 0. Not thread-safe.
 */
public final class GoldAndIslands {
    /** Seat: gold picks still owed for the roll or setup building being resolved. */
    public final int[] goldOwed;
    /** Seat: bit {@code a} set when a setup building of the seat stands in area {@code a}. */
    public final int[] homeAreas;
    /** Seat: bit {@code a} set once the seat has earned the bonus of foreign area {@code a}. */
    public final int[] bonusAreas;

    GoldAndIslands(int players) {
        goldOwed = new int[players];
        homeAreas = new int[players];
        bonusAreas = new int[players];
    }

    private GoldAndIslands(GoldAndIslands o) {
        goldOwed = o.goldOwed.clone();
        homeAreas = o.homeAreas.clone();
        bonusAreas = o.bonusAreas.clone();
    }

    /** @return an independent copy */
    GoldAndIslands copy() {
        return new GoldAndIslands(this);
    }

    /** @return whether any seat is owed a gold pick */
    public boolean anyGoldOwed() {
        for (int owed : goldOwed) {
            if (owed > 0) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code goldOwed}, {@code homeAreas} and {@code bonusAreas}. */
    public void writeSeat(int p, PositionNode seat) {
        seat.put("goldOwed", goldOwed[p]);
        seat.put("homeAreas", homeAreas[p]);
        seat.put("bonusAreas", bonusAreas[p]);
    }

    /** Reads the seat's {@code goldOwed}, {@code homeAreas} and {@code bonusAreas}; masks of up to {@code areas} areas. */
    public void readSeat(int p, PositionFields seat, int areas) {
        int allAreas = (1 << areas) - 1;
        goldOwed[p] = seat.integer("goldOwed", 0, Integer.MAX_VALUE);
        homeAreas[p] = seat.integer("homeAreas", 0, allAreas);
        bonusAreas[p] = seat.integer("bonusAreas", 0, allAreas);
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof GoldAndIslands o
                && Arrays.equals(goldOwed, o.goldOwed)
                && Arrays.equals(homeAreas, o.homeAreas)
                && Arrays.equals(bonusAreas, o.bonusAreas);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(goldOwed), Arrays.hashCode(homeAreas), Arrays.hashCode(bonusAreas));
    }
}
