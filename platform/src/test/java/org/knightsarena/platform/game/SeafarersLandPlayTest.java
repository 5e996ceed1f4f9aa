package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.MapFile;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.maps.Scenarios;

/**
 * The base rules on every Seafarers scenario's map where the sea keeps pieces out: the target,
 * the deal, set-up areas, no settlement or road at sea, the robber on land. Random play over the
 * scenarios, ships included, is {@link SeafarersRandomPlayTest}.
 */
class SeafarersLandPlayTest {

    @Test
    @DisplayName("R-23.7.3: the target is the scenario's own, two more with Cities & Knights")
    void targetIsTheScenarios() {
        MapFile shores = Scenarios.fill("heading-for-new-shores", 4).map();
        Game base = Game.create(options(Ruleset.BASE, "heading-for-new-shores", 4), 1, Scenarios::deal);
        assertEquals(shores.targetVictoryPoints(), base.options().pointsToWin());
        Game ck = Game.create(options(Ruleset.CITIES_AND_KNIGHTS, "heading-for-new-shores", 4), 1, Scenarios::deal);
        assertEquals(shores.targetVictoryPoints() + 2, ck.options().pointsToWin());
        assertEquals(14, base.options().pointsToWin(), "R-23.10.1: Heading for New Shores plays to 14");
    }

    @Test
    @DisplayName("R-23.11: the same scenario and seed deal the same board; a scenario game needs the dealer")
    void sameSeedSameBoard() {
        GameOptions options = options(Ruleset.BASE, "new-world", 4);
        GameState a = Game.create(options, 7, Scenarios::deal).state();
        GameState b = Game.create(options, 7, Scenarios::deal).state();
        for (int hex = 0; hex < a.topology.hexCount(); hex++) {
            assertEquals(a.board.terrain(hex), b.board.terrain(hex));
            assertEquals(a.board.token(hex), b.board.token(hex));
        }
        assertThrows(IllegalArgumentException.class, () -> Game.create(options, 7));
        assertThrows(
                IllegalArgumentException.class,
                () -> Game.create(options(Ruleset.BASE, "no-such-map", 4), 7, Scenarios::deal));
    }

    @Test
    @DisplayName("R-23.7.1: setup settlements are offered in set-up areas only, and only where land is")
    void setupOnlyInSetupAreas() {
        Game game = Game.create(options(Ruleset.BASE, "heading-for-new-shores", 4), 3, Scenarios::deal);
        GameState s = game.state();
        List<Action> options = game.decision().options();
        assertFalse(options.isEmpty());
        int offered = 0;
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            boolean allowed = s.sea.setupAllowed(node);
            assertEquals(allowed, options.contains(new BuildSettlement(node)), "intersection " + node);
            offered += allowed ? 1 : 0;
        }
        assertTrue(offered < s.topology.intersectionCount() / 2, "the small islands are no set-up area");
    }

    @Test
    @DisplayName("R-23.1.4: no settlement where only sea meets")
    void noSettlementAtSea() {
        GameState s = Game.create(options(Ruleset.BASE, "four-islands", 4), 5, Scenarios::deal)
                .state();
        int seaNodes = 0;
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            boolean land = false;
            for (int k = 0; k < s.topology.hexCountAt(node); k++) {
                land |= s.board.terrain(s.topology.hexAt(node, k)) != Terrain.SEA;
            }
            assertEquals(land, Building.isFreeSpot(s, node), "intersection " + node);
            seaNodes += land ? 0 : 1;
        }
        assertTrue(seaNodes > 0, "the map has open sea");
    }

    @Test
    @DisplayName("R-23.2.2: the setup road beside a coastal settlement is never offered on a sea path")
    void noRoadOnSeaPath() {
        Game game = Game.create(options(Ruleset.BASE, "heading-for-new-shores", 4), 11, Scenarios::deal);
        GameState s = game.state();
        Topology t = s.topology;
        int coastal = -1;
        int seaPath = -1;
        for (int node = 0; node < t.intersectionCount() && coastal < 0; node++) {
            for (int k = 0; k < t.pathCountAt(node) && s.sea.setupAllowed(node); k++) {
                if (!s.sea.landPath(t.pathAt(node, k))) {
                    coastal = node;
                    seaPath = t.pathAt(node, k);
                }
            }
        }
        assertTrue(coastal >= 0, "a set-up intersection with a sea path beside it");
        game.applyChecked(new BuildSettlement(coastal));
        List<Action> roads = game.decision().options();
        assertFalse(roads.contains(new BuildRoad(seaPath)), "sea path " + seaPath + " offered");
        assertFalse(roads.isEmpty(), "the land paths and coasts are offered");
        for (int k = 0; k < t.pathCountAt(coastal); k++) {
            int path = t.pathAt(coastal, k);
            assertEquals(s.sea.landPath(path), roads.contains(new BuildRoad(path)), "path " + path);
        }
        assertFalse(Building.canPlaceRoad(s, 0, seaPath));
    }

    @Test
    @DisplayName("R-23.1.2, R-23.10.1: the robber starts where the map says and is offered land hexes only")
    void robberOnLandOnly() {
        for (String scenario : List.of("heading-for-new-shores", "four-islands")) {
            Game game = Game.create(options(Ruleset.BASE, scenario, 3), 2, Scenarios::deal);
            GameState s = game.state();
            assertEquals(s.sea.map().robberHex(), s.figures.robber, scenario);
            s.turn.interrupt(Phase.PLACE_ROBBER, Phase.MAIN); // as a knight's chase does
            List<Action> moves = LegalActions.decision(s).options();
            int land = 0;
            for (int hex = 0; hex < s.topology.hexCount(); hex++) {
                boolean isLand = s.board.terrain(hex) != Terrain.SEA;
                land += isLand && hex != s.figures.robber ? 1 : 0;
                assertEquals(
                        isLand && hex != s.figures.robber,
                        moves.contains(new MoveRobber(hex)),
                        scenario + " hex " + hex);
            }
            assertEquals(land, moves.size());
        }
        assertEquals(
                BoardView.NOBODY,
                Game.create(options(Ruleset.BASE, "four-islands", 4), 2, Scenarios::deal)
                        .state()
                        .figures
                        .robber,
                "R-23.10.2: with no desert the robber starts off the board");
    }

    private static GameOptions options(Ruleset ruleset, String scenario, int players) {
        return GameOptions.standard(ruleset, players).withScenario(scenario);
    }
}
