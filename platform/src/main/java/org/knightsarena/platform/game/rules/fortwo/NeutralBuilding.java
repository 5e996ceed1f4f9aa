package org.knightsarena.platform.game.rules.fortwo;

import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.BuildNeutralSettlement;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * The neutral colours of Catan for Two: colours {@code players} and
 * {@code players + 1}, which own pieces on the board but never take a turn, hold cards or win.
 */
public final class NeutralBuilding {
    private NeutralBuilding() {}

    /**
     * where the neutral colours' first settlements stand on the standard island, a
     * ruling of the reference (the rules' diagram is not available as text): opposite sides.
     */
    static final int[] STARTING_SPOTS = {9, 44};

    /** places each neutral colour's settlement, without a road, before the set-up. */
    public static void placeStartingSettlements(GameState s, Chronicle c) {
        for (int colour = s.players; colour < s.colours; colour++) {
            int node = STARTING_SPOTS[colour - s.players];
            if (!Building.isFreeSpot(s, node)) {
                throw new IllegalStateException("neutral spot " + node + " is not free");
            }
            Building.placeSettlement(s, c, colour, node);
        }
    }

    /**
     * Adds the neutral builds owed after a player's build: after a settlement, a
     * settlement for a neutral with a legal spot (a free spot its roads reach); when none has one,
     * or after a road, a road for a neutral that can place one.
     */
    public static void addOptions(GameState s, boolean afterSettlement, OptionBuffer options) {
        if (afterSettlement) {
            for (int colour = s.players; colour < s.colours; colour++) {
                addSettlements(s, colour, options);
            }
            if (options.size() > 0) {
                return;
            }
        }
        for (int colour = s.players; colour < s.colours; colour++) {
            if (s.pieces.roadsLeft[colour] == 0) {
                continue;
            }
            for (int path = 0; path < s.topology.pathCount(); path++) {
                if (Building.canPlaceRoad(s, colour, path)) {
                    options.add(new BuildNeutralRoad(colour, path));
                }
            }
        }
    }

    private static void addSettlements(GameState s, int colour, OptionBuffer options) {
        if (s.pieces.settlementsLeft[colour] == 0) {
            return;
        }
        for (int node = s.pieces.roadReach.next(colour, 0);
                node >= 0;
                node = s.pieces.roadReach.next(colour, node + 1)) {
            if (Building.isFreeSpot(s, node)) {
                options.add(new BuildNeutralSettlement(colour, node));
            }
        }
    }

    /** builds the chosen neutral road, free. */
    public static void build(GameState s, Chronicle c, BuildNeutralRoad road) {
        Building.placeRoad(s, c, road.colour(), road.path());
    }

    /** builds the chosen neutral settlement, free. */
    public static void build(GameState s, Chronicle c, BuildNeutralSettlement settlement) {
        Building.placeSettlement(s, c, settlement.colour(), settlement.intersection());
    }
}
