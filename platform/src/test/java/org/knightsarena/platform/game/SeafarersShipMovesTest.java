package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.paths;
import static org.knightsarena.platform.game.SeaChains.sea;
import static org.knightsarena.platform.game.SeaChains.shipPath;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;
import static org.knightsarena.platform.game.SeafarersShipsTest.options;

import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.ShipMoved;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.GameState;

/** Shipping routes and moving a ship (docs/rules/seafarers.md, R-23.3). */
class SeafarersShipMovesTest {

    /** A settlement of seat 0 with two ships out from it, built in turn 1; it is now seat 0's turn 2. */
    private record Route(Fixture fixture, int[] walk, int[] paths) {
        GameState s() {
            return fixture.state();
        }

        List<MoveShip> moves() {
            return options(s()).stream()
                    .filter(MoveShip.class::isInstance)
                    .map(MoveShip.class::cast)
                    .toList();
        }
    }

    private static Route route(Ruleset ruleset) {
        Fixture f = Fixture.scenario(ruleset, 4, SHORES, 1);
        GameState s = f.state();
        IntPredicate openSea = n -> sea(s).test(n) && s.topology.neighbourCount(n) == 3;
        int[] walk = chain(s, shipPath(s), land(s), openSea, any(), any());
        int[] p = paths(s, walk);
        f.settlement(0, walk[0]).ship(0, p[0]).ship(0, p[1]).pirateAwayFrom(walk); // aside
        s.turn.number = 2;
        f.main(0);
        return new Route(f, walk, p);
    }

    @Test
    @DisplayName("R-23.3 the view tells which of the seat's ships may move now: the open end, until one has moved")
    void theViewSaysWhichShipMayMove() {
        Route r = route(Ruleset.BASE);
        Game game = r.fixture().game();
        assertTrue(game.view(0).canMoveShip(r.paths()[1]), "R-23.3.2 the open-end ship");
        assertFalse(game.view(0).canMoveShip(r.paths()[0]), "R-23.3.2 the ship tied to the settlement");
        assertFalse(game.view(1).canMoveShip(r.paths()[1]), "another seat's ship");
        assertFalse(game.view(0).canMoveShip(r.paths()[2]), "a path without a ship");
        MoveShip move = r.moves().get(0);
        game.apply(move);
        assertFalse(game.view(0).canMoveShip(move.to()), "R-23.3.3 one move a turn");
    }

    @Test
    @DisplayName("R-23.9, R-23.10 the view names the scenario and each hex's island, -1 for sea")
    void theViewNamesTheScenarioAndTheIslands() {
        Game game = Fixture.scenario(Ruleset.BASE, 4, "four-islands", 3).game();
        assertEquals(java.util.Optional.of("four-islands"), game.view(2).scenario());
        java.util.Set<Integer> islands = new java.util.TreeSet<>();
        for (int hex = 0; hex < game.board().topology().hexCount(); hex++) {
            int island = game.view(0).board().island(hex);
            boolean sea = game.view(0).board().terrain(hex) == org.knightsarena.api.board.Terrain.SEA;
            assertEquals(sea, island < 0, "hex " + hex);
            if (!sea) {
                islands.add(island);
            }
        }
        assertEquals(java.util.Set.of(0, 1, 2, 3), islands, "R-23.10.2 four islands");
        Game standard = Fixture.base(4).game();
        assertEquals(java.util.Optional.empty(), standard.view(0).scenario());
        assertEquals(0, standard.view(0).board().island(0), "the standard island is island 0");
    }

    @Test
    @DisplayName("R-23.3.2, R-23.3.4: only the ship at the open end moves, to any path where it could be built")
    void openEndShipMoves() {
        Route r = route(Ruleset.BASE);
        GameState s = r.s();
        List<MoveShip> moves = r.moves();
        assertFalse(moves.isEmpty(), "the open-end ship can move");
        for (MoveShip move : moves) {
            assertEquals(r.paths()[1], move.from(), "R-23.3.2 only the open-end ship moves");
        }
        int along = otherAt(s, r.walk()[1], r.paths()[0], r.paths()[1]);
        assertTrue(moves.contains(new MoveShip(r.paths()[1], along)), "R-23.3.4 back onto the same route");
        assertFalse(moves.contains(new MoveShip(r.paths()[1], r.paths()[2])), "R-23.3.4 it does not count itself");
        for (MoveShip move : moves) {
            s.ships.remove(s.topology, move.from());
            assertTrue(Shipping.canPlaceShip(s, 0, move.to()), "R-23.3.4 placed as if built: " + move);
            s.ships.place(s.topology, 0, move.from(), 1);
        }
        Game game = r.fixture().game();
        MoveShip move = moves.get(0);
        game.apply(move);
        assertEquals(BoardView.NOBODY, s.ships.owner[move.from()]);
        assertEquals(0, s.ships.owner[move.to()]);
        assertEquals(14 - 1, s.ships.left[0], "R-23.3.4 moving costs no ship");
        assertTrue(game.events().contains(new ShipMoved(0, move.from(), move.to())));
    }

    /** @return a path at {@code node} other than the two given */
    private static int otherAt(GameState s, int node, int a, int b) {
        for (int k = 0; k < s.topology.pathCountAt(node); k++) {
            int path = s.topology.pathAt(node, k);
            if (path != a && path != b) {
                return path;
            }
        }
        throw new AssertionError("intersection " + node + " has two paths only");
    }

    @Test
    @DisplayName("R-23.3.3: one ship move per turn, after the roll, never a ship built this turn")
    void oncePerTurnAfterTheRoll() {
        Route r = route(Ruleset.BASE);
        GameState s = r.s();
        Game game = r.fixture().game();
        game.apply(r.moves().get(0));
        assertTrue(r.moves().isEmpty(), "a second move this turn");
        s.ships.movedThisTurn = false;
        s.turn.number = 3;
        r.fixture().beforeRoll(0);
        assertTrue(options(s).stream().noneMatch(MoveShip.class::isInstance), "no move before the roll");
        r.fixture().main(0);
        assertFalse(r.moves().isEmpty(), "a new turn, a new move");
    }

    @Test
    @DisplayName("R-23.3.3: a ship built this turn does not move")
    void notBuiltThisTurn() {
        Route r = route(Ruleset.BASE);
        GameState s = r.s();
        s.turn.number = 1;
        assertTrue(r.moves().isEmpty(), "both ships were built in turn 1");
        s.turn.number = 2;
        assertFalse(r.moves().isEmpty());
    }

    @Test
    @DisplayName("R-23.3.1, R-23.3.2: no ship of a closed route moves; an illegal move is refused with a reason")
    void closedRouteDoesNotMove() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), land(s));
        int[] p = paths(s, walk);
        f.settlement(0, walk[0])
                .ship(0, p[0])
                .ship(0, p[1])
                .settlement(0, walk[2])
                .pirateAwayFrom(walk);
        s.turn.number = 2;
        f.main(0);
        assertFalse(Shipping.isOpenEnd(s, p[0]));
        assertFalse(Shipping.isOpenEnd(s, p[1]));
        List<Action> options = options(s);
        assertTrue(options.stream().noneMatch(MoveShip.class::isInstance), "a closed route");
        int elsewhere = otherShipPath(s, walk[0], p[0]);
        MoveShip refused = new MoveShip(p[1], elsewhere);
        assertTrue(LegalActions.decision(s).validate(refused).isPresent(), "refused with a reason");
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(refused));
        assertThrows(IllegalArgumentException.class, () -> new MoveShip(3, 3), "a move to the same path");
        assertThrows(IllegalArgumentException.class, () -> new MoveShip(-1, 3));
    }

    private static int otherShipPath(GameState s, int node, int not) {
        for (int k = 0; k < s.topology.pathCountAt(node); k++) {
            int path = s.topology.pathAt(node, k);
            if (path != not && s.sea.shipPath(path)) {
                return path;
            }
        }
        throw new AssertionError("no second ship path at " + node);
    }

    @Test
    @DisplayName(
            "R-23.3.6, R-17.1.5: with Cities & Knights a ship whose open end holds its owner's knight does not move")
    void knightIsNotStranded() {
        Route r = route(Ruleset.CITIES_AND_KNIGHTS);
        GameState s = r.s();
        assertFalse(r.moves().isEmpty());
        r.fixture().knight(0, r.walk()[2], 1, false);
        assertFalse(Shipping.isOpenEnd(s, r.paths()[1]), "the knight closes the route's end");
        assertTrue(r.moves().isEmpty(), "the move would strand the knight at " + r.walk()[2]);
    }
}
