package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
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
 * The base rules played on every Seafarers scenario's map, land only (no ships yet): seeded
 * random games end with a winner or at the cap, keep the invariants after every step, and never
 * put a piece where the sea keeps it out.
 */
class SeafarersLandPlayTest {

    private static final int GAMES_PER_MAP = 20;

    @Test
    @DisplayName(
            "R-23.1.2, R-23.1.4, R-23.2.2, R-23.7.1, R-23.7.3: random base games on every scenario end and keep the sea rules")
    void everyScenarioPlaysToTheEnd() {
        int games = 0;
        for (String scenario : Scenarios.names()) {
            for (int players = 3; players <= 4; players++) {
                for (int g = 0; g < GAMES_PER_MAP; g++) {
                    Game game = play(scenario, players, g, g % 5 == 0);
                    assertTrue(game.isOver(), scenario + " game " + g + " did not end");
                    Invariants.check(game);
                    if (game.winner().isPresent()) {
                        int winner = game.winner().getAsInt();
                        assertTrue(game.victoryPoints(winner) >= game.options().pointsToWin(), "winner below target");
                    } else {
                        assertEquals(game.options().turnCap(), game.turn(), "no winner before the cap");
                    }
                    games++;
                }
            }
        }
        assertEquals(Scenarios.names().size() * 2 * GAMES_PER_MAP, games);
    }

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

    /** Plays a seeded game of uniform agents; checks every step's state and decision against the sea. */
    private static Game play(String scenario, int players, long seed, boolean checkEveryStep) {
        Game game = Game.create(options(Ruleset.BASE, scenario, players), seed, Scenarios::deal);
        RandomPlay.toTheEnd(game, new Random(seed), played -> {
            if (checkEveryStep) {
                Invariants.check(played);
            }
            checkSea(played);
        });
        return game;
    }

    private static void checkSea(Game game) {
        GameState s = game.state();
        if (s.figures.robber != BoardView.NOBODY) {
            assertTrue(s.sea.landHex(s.figures.robber), "R-23.1.2 robber on sea hex " + s.figures.robber);
        }
        if (game.isOver()) {
            return;
        }
        for (Action option : game.decision().options()) {
            if (option instanceof BuildRoad road) {
                assertTrue(s.sea.landPath(road.path()), "R-23.2.2 road offered on sea path " + road.path());
            } else if (option instanceof BuildSettlement settlement) {
                assertTrue(s.sea.landAt(settlement.intersection()), "R-23.1.4 settlement offered at sea");
            } else if (option instanceof MoveRobber robber) {
                assertTrue(s.sea.landHex(robber.hex()), "R-23.1.2 robber offered a sea hex");
            }
        }
    }

    private static GameOptions options(Ruleset ruleset, String scenario, int players) {
        return GameOptions.standard(ruleset, players).withScenario(scenario);
    }
}
