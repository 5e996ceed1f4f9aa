package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.coast;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.paths;
import static org.knightsarena.platform.game.SeaChains.sea;
import static org.knightsarena.platform.game.SeaChains.shipPath;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.state.GameState;

/** The Longest Trade Route over roads and ships (docs/rules/seafarers.md, R-23.4). */
class SeafarersTradeRouteTest {

    @Test
    @DisplayName("R-23.4.1: five ships make a trade route worth the 2 points of the Longest Road")
    void shipsCount() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), any(), any(), any(), any());
        f.settlement(0, walk[0]);
        for (int path : paths(s, walk)) {
            f.ship(0, path);
        }
        assertEquals(5, s.points.roadLength[0]);
        assertEquals(0, s.points.longestRoad);
        assertEquals(1 + LongestRoad.POINTS, s.points.publicPoints[0]);
    }

    @Test
    @DisplayName("R-23.4.1, R-23.2.4: a road and a ship join in one trail only through the player's building")
    void roadToShipThroughBuildingOnly() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, coast(s), land(s), land(s), land(s), land(s));
        int[] p = paths(s, walk);
        // road, road, ship, with no building where the road meets the ship
        f.settlement(0, walk[0]).road(0, p[0]).road(0, p[1]).ship(0, p[2]);
        assertEquals(2, s.points.roadLength[0], "the ship at " + walk[2] + " does not carry the roads on");
        f.settlement(0, walk[2]);
        assertEquals(3, s.points.roadLength[0], "joined through the settlement at " + walk[2]);
    }

    @Test
    @DisplayName("R-23.4.2: an opponent's settlement breaks a trade route and the award moves")
    void brokenByOpponentsSettlement() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), land(s), any(), any(), any());
        f.settlement(0, walk[0]);
        for (int path : paths(s, walk)) {
            f.ship(0, path);
        }
        assertEquals(5, s.points.roadLength[0]);
        assertEquals(0, s.points.longestRoad);
        f.settlement(1, walk[2]);
        assertEquals(3, s.points.roadLength[0], "split at " + walk[2] + " into 2 and 3");
        assertEquals(BoardView.NOBODY, s.points.longestRoad, "R-15.3 set aside");
        assertEquals(1, s.points.publicPoints[0]);
    }

    @Test
    @DisplayName("R-23.4.2, R-17.1.5: with Cities & Knights an opponent's knight on a shipping line breaks it")
    void brokenByKnight() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), sea(s), any(), any(), any());
        f.settlement(0, walk[0]);
        for (int path : paths(s, walk)) {
            f.ship(0, path);
        }
        assertEquals(5, LongestRoad.length(s, 0));
        f.knight(1, walk[2], 1, true);
        assertEquals(3, LongestRoad.length(s, 0), "split at the knight on " + walk[2]);
        f.state().knights.lift(walk[2]);
        f.knight(0, walk[2], 1, true);
        assertEquals(5, LongestRoad.length(s, 0), "the player's own knight does not break it");
    }
}
