package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.coast;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.paths;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;
import static org.knightsarena.platform.game.SeafarersShipsTest.options;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.PlayRoadBuilding;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.PlaceFreeRoad;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;

/** Ships as the setup piece and with Road Building (docs/rules/seafarers.md, R-23.7). */
class SeafarersShipCardsTest {

    @Test
    @DisplayName("R-23.7.1: the piece beside a setup settlement may be a ship on a coast or sea path")
    void setupShip() {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4).withScenario(SHORES), 3, Scenarios::deal);
        GameState s = game.state();
        int node = -1;
        for (int n = 0; n < s.topology.intersectionCount() && node < 0; n++) {
            for (int k = 0; k < s.topology.pathCountAt(n) && s.sea.setupAllowed(n); k++) {
                node = s.sea.shipPath(s.topology.pathAt(n, k)) ? n : node;
            }
        }
        assertTrue(node >= 0, "a set-up spot on the shore");
        game.apply(new BuildSettlement(node));
        List<Action> options = game.decision().options();
        int ship = -1;
        for (int k = 0; k < s.topology.pathCountAt(node); k++) {
            int path = s.topology.pathAt(node, k);
            assertEquals(s.sea.shipPath(path), options.contains(new BuildShip(path)), "ship on path " + path);
            assertEquals(s.sea.landPath(path), options.contains(new BuildRoad(path)), "road on path " + path);
            ship = s.sea.shipPath(path) ? path : ship;
        }
        game.apply(new BuildShip(ship));
        assertEquals(0, s.ships.owner[ship]);
        assertEquals(14, s.ships.left[0], "the setup ship comes from the supply, free");
        assertEquals(Phase.SETUP_SETTLEMENT, s.turn.phase());
        assertEquals(1, s.turn.active, "the next seat sets up");
    }

    @Test
    @DisplayName("R-23.7.2: Road Building gives two free pieces, each a road or a ship")
    void roadBuildingWithShips() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, coast(s), land(s), any(), any());
        int[] p = paths(s, walk);
        f.settlement(0, walk[0])
                .developmentCard(0, DevelopmentCard.ROAD_BUILDING)
                .main(0);
        Game game = f.game();
        game.apply(PlayDevelopmentCard.roadBuilding());
        assertTrue(game.decision() instanceof PlaceFreeRoad);
        assertTrue(game.decision().options().contains(new BuildShip(p[0])));
        assertTrue(game.decision().options().contains(new BuildRoad(p[0])));
        game.apply(new BuildShip(p[0]));
        assertTrue(game.decision().options().contains(new BuildShip(p[1])), "the second piece may carry the ship on");
        game.apply(new BuildShip(p[1]));
        assertEquals(Phase.MAIN, s.turn.phase(), "two pieces, then back to the turn");
        assertEquals(13, s.ships.left[0]);
        assertEquals(15, s.pieces.roadsLeft[0], "two ships, no road");
    }

    @Test
    @DisplayName("R-23.7.2: with no road left, Road Building is still played for ships, which alone are offered")
    void roadBuildingWithShipsOnly() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, coast(s), land(s), any());
        f.settlement(0, walk[0])
                .developmentCard(0, DevelopmentCard.ROAD_BUILDING)
                .main(0);
        s.pieces.roadsLeft[0] = 0;
        assertTrue(options(s).contains(PlayDevelopmentCard.roadBuilding()));
        f.game().apply(PlayDevelopmentCard.roadBuilding());
        List<Action> free = LegalActions.decision(s).options();
        assertFalse(free.isEmpty());
        assertTrue(free.stream().allMatch(BuildShip.class::isInstance), "ships only: " + free);
    }

    @Test
    @DisplayName("R-23.7.2: with Cities & Knights the progress card Road Building may place ships")
    void progressRoadBuildingWithShips() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, coast(s), land(s), any());
        f.settlement(0, walk[0]).progress(0, ProgressCard.ROAD_BUILDING).main(0);
        s.pieces.roadsLeft[0] = 0;
        assertTrue(options(s).contains(PlayRoadBuilding.INSTANCE), "playable for ships alone");
        f.game().apply(PlayRoadBuilding.INSTANCE);
        List<Action> free = LegalActions.decision(s).options();
        assertTrue(free.contains(new BuildShip(paths(s, walk)[0])), "a ship offered: " + free);
    }
}
