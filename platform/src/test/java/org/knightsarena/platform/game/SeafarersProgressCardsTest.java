package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.paths;
import static org.knightsarena.platform.game.SeaChains.sea;
import static org.knightsarena.platform.game.SeaChains.shipPath;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;
import static org.knightsarena.platform.game.SeafarersShipsTest.options;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.PlaceFreeKnight;
import org.knightsarena.api.action.PlayBishop;
import org.knightsarena.api.action.PlayDeserter;
import org.knightsarena.api.action.PlayDiplomat;
import org.knightsarena.api.action.PlayIntrigue;
import org.knightsarena.api.action.PlayInventor;
import org.knightsarena.api.action.PlayRoadBuilding;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;

/** Progress cards on a Seafarers map (docs/rulings.md, "Seafarers with Cities & Knights"). */
class SeafarersProgressCardsTest {

    /** Seat 0 in its main turn on New Shores with C&amp;K: a coastal settlement and a ship out to sea. */
    private static Fixture atSea(int[] walk) {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        f.settlement(0, walk[0]).ship(0, paths(s, walk)[0]).pirateAwayFrom(walk);
        s.turn.number = 2;
        return f.main(0);
    }

    private static int[] walk() {
        GameState s = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1).state();
        return chain(s, shipPath(s), land(s), sea(s), any());
    }

    @Test
    @DisplayName("R-13.5.9, R-23.7.2: the Road Building progress card builds ships too")
    void roadBuildingBuildsShips() {
        int[] walk = walk();
        Fixture f = atSea(walk).progress(0, ProgressCard.ROAD_BUILDING);
        GameState s = f.state();
        f.game().apply(PlayRoadBuilding.INSTANCE);
        assertEquals(Phase.FREE_ROAD, s.turn.phase());
        assertTrue(options(s).contains(new BuildShip(paths(s, walk)[1])), "a free ship carrying the line on");
    }

    @Test
    @DisplayName(
            "R-13.7.5, R-17.1.5: Intrigue reaches an opponent's knight at an intersection the player's ships touch")
    void intrigueAlongShips() {
        int[] walk = walk();
        Fixture f = atSea(walk).progress(0, ProgressCard.INTRIGUE).knight(1, walk[1], 1, false);
        assertTrue(options(f.state()).contains(new PlayIntrigue(walk[1])), "seat 1's knight at sea " + walk[1]);
    }

    @Test
    @DisplayName("R-13.7.3, R-17.1.5: Deserter's knight may go where only the player's ship reaches, at sea")
    void deserterAlongShips() {
        int[] walk = walk();
        Fixture f = atSea(walk).progress(0, ProgressCard.DESERTER);
        GameState s = f.state();
        int far = chain(s, shipPath(s), land(s), land(s))[0];
        f.settlement(1, far).knight(1, s.topology.neighbour(far, 0), 1, false);
        f.game().apply(new PlayDeserter(1));
        while (s.turn.phase() == Phase.DESERTER_LOSE) {
            f.game().apply(options(s).get(0));
        }
        assertEquals(Phase.DESERTER_PLACE, s.turn.phase());
        assertTrue(options(s).contains(new PlaceFreeKnight(walk[1])), "the ship's end at sea " + walk[1]);
    }

    @Test
    @DisplayName("R-13.7.4: Diplomat removes open roads only, never a ship")
    void diplomatNeverTakesAShip() {
        int[] walk = walk();
        Fixture f = atSea(walk).progress(0, ProgressCard.DIPLOMAT);
        GameState s = f.state();
        f.ship(1, paths(s, walk)[1]);
        int offered = 0;
        for (Action option : options(s)) {
            if (option instanceof PlayDiplomat d) {
                offered++;
                assertEquals(BoardView.NOBODY, s.ships.ownerOf(d.path()), "a ship on path " + d.path());
            }
        }
        assertEquals(0, offered, "no road on the board, so nothing to remove: the ships do not count");
    }

    @Test
    @DisplayName("R-13.7.1, R-23.6.4: Bishop moves the robber only, never the pirate")
    void bishopMovesTheRobberOnly() {
        int[] walk = walk();
        Fixture f = atSea(walk).progress(0, ProgressCard.BISHOP);
        GameState s = f.state();
        s.barbarians.setAttacked(true);
        f.game().apply(PlayBishop.INSTANCE);
        assertEquals(Phase.PLACE_ROBBER, s.turn.phase());
        assertFalse(options(s).isEmpty());
        assertTrue(options(s).stream().noneMatch(MovePirate.class::isInstance), "the pirate stays");
    }

    @Test
    @DisplayName("R-13.5.4: Inventor swaps a gold field's token like any other; sea hexes have none")
    void inventorSwapsGoldTokens() {
        int gold = 0;
        for (String scenario : Scenarios.names()) {
            Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, scenario, 1)
                    .progress(0, ProgressCard.INVENTOR)
                    .main(0);
            GameState s = f.state();
            for (Action option : options(s)) {
                if (option instanceof PlayInventor inventor) {
                    for (int hex : new int[] {inventor.hexA(), inventor.hexB()}) {
                        assertTrue(s.board.terrain(hex) != Terrain.SEA, scenario + ": a sea hex offered");
                        gold += s.board.terrain(hex) == Terrain.GOLD ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(gold > 0, "a gold field's token was offered");
    }
}
