package org.knightsarena.platform.game.rules.cities;

import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.Built;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Pieces;

/** City walls: 2 brick, under one's own city, at most 3, +2 to the discard limit each. */
public final class CityWalls {
    static final Cards COST = new Cards(2, 0, 0, 0, 0, 0, 0, 0);
    private static final BuildCityWall[] BUILDS = new BuildCityWall[128];

    static {
        for (int i = 0; i < BUILDS.length; i++) {
            BUILDS[i] = new BuildCityWall(i);
        }
    }

    private CityWalls() {}

    /** under one of the builder's cities (a metropolis too) without a wall. */
    public static boolean canPlace(GameState s, int seat, int node) {
        return s.pieces.buildingKind[node] == Pieces.CITY
                && s.pieces.buildingOwner[node] == seat
                && s.improvements.wall[node] == 0;
    }

    /** Adds the seat's legal walls, if it can pay and has a wall in supply. */
    public static void addOptions(GameState s, int seat, OptionBuffer options) {
        if (s.improvements.wallsLeft[seat] == 0 || !s.cards.holds(seat, COST)) {
            return;
        }
        for (int node = s.pieces.cityNodes.next(seat, 0); node >= 0; node = s.pieces.cityNodes.next(seat, node + 1)) {
            if (canPlace(s, seat, node)) {
                options.add(BUILDS[node]);
            }
        }
    }

    public static void build(GameState s, Chronicle c, int seat, int node) {
        s.cards.pay(seat, COST);
        s.improvements.wall[node] = 1;
        s.improvements.wallsLeft[seat]--;
        c.add(new Built(seat, Piece.CITY_WALL, node));
    }

    /** the wall under a sacked city goes back to its owner's supply. */
    static void remove(GameState s, int seat, int node) {
        if (s.improvements.wall[node] != 0) {
            s.improvements.wall[node] = 0;
            s.improvements.wallsLeft[seat]++;
        }
    }
}
