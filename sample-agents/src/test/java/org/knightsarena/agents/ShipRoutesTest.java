package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.MainTurn;

/**
 * The heuristic on a Seafarers map (docs/rules/seafarers.md) made from the
 * standard topology: rows 0 and 1 (hexes 0 to 6) are the home island, rows 2 and 3 (hexes 7 to 15)
 * are sea, and row 4 (hexes 16 to 18) is a new island whose settlements earn 2 special points.
 * Seat 0 has a settlement on the bottom corner of hex 5, on the home coast; the sea path down from
 * it reaches the top corner of hex 14, two paths from the new island's coast.
 */
class ShipRoutesTest {

    private static final int HOME_HEX = 5;
    private static final int SEA_HEX = 14;
    private static final int ISLAND_POINTS = 2;
    private static final Terrain[] TERRAIN = {
        Terrain.FIELDS,
        Terrain.MOUNTAINS,
        Terrain.HILLS,
        Terrain.FOREST,
        Terrain.PASTURE,
        Terrain.FIELDS,
        Terrain.MOUNTAINS
    };
    private static final int[] TOKENS = {6, 8, 5, 9, 4, 10, 3};

    private final TestBoard board = new TestBoard();
    private final TestView view = new TestView(board, 0);
    private final HeuristicAgent agent = new HeuristicAgent();
    /** The sea path from the settlement toward the new island. */
    private final int seaward;
    /** A free spot on the new island's coast, three paths from the settlement. */
    private final int islandSpot;

    ShipRoutesTest() {
        for (int hex = 0; hex < board.hexCount(); hex++) {
            board.hex(hex, hex < TERRAIN.length ? TERRAIN[hex] : Terrain.SEA, hex < TOKENS.length ? TOKENS[hex] : 0);
        }
        board.hex(16, Terrain.HILLS, 4).hex(17, Terrain.PASTURE, 9).hex(18, Terrain.MOUNTAINS, 6);
        int settlement = board.corner(HOME_HEX, 3);
        board.settlement(settlement, 0);
        seaward = board.pathBetween(settlement, board.corner(SEA_HEX, 0));
        islandSpot = board.corner(SEA_HEX, 2);
        view.scenario = Optional.of("test-islands");
        for (int i = 0; i < board.intersectionCount(); i++) {
            view.islandBonus[i] = touchesIsland(i) ? ISLAND_POINTS : 0;
        }
    }

    private boolean touchesIsland(int intersection) {
        for (int k = 0; k < board.hexCountAt(intersection); k++) {
            if (board.hexAt(intersection, k) >= 16) {
                return true;
            }
        }
        return false;
    }

    /** Leaves nothing worth a road on the home island but the settlement's own hex. */
    private void workOutTheHomeIsland() {
        for (int hex = 0; hex < TERRAIN.length; hex++) {
            if (hex != HOME_HEX) {
                board.hex(hex, Terrain.DESERT, 0);
            }
        }
    }

    private Action mainTurn(Cards hand, List<Action> options) {
        view.hand(hand);
        return agent.decide(view, new MainTurn(0, options, hand, 0, SampleDecisions.TRADABLE));
    }

    @Test
    @DisplayName(
            "R-23.1.3, R-23.2.2: a path between two sea hexes is for ships only, a coast for both, a land path for roads")
    void tellsSeaPathsCoastsAndLandPaths() {
        int coast = board.side(HOME_HEX, 2);
        int landPath = board.side(HOME_HEX, 0);
        assertEquals(0, Placement.landSides(board, seaward));
        assertTrue(ShipRoutes.isShipPath(board, seaward));
        assertEquals(1, Placement.landSides(board, coast));
        assertTrue(ShipRoutes.isShipPath(board, coast));
        assertFalse(ShipRoutes.isShipPath(board, landPath));
    }

    @Test
    @DisplayName(
            "R-23.2.3, R-23.9.2: builds a ship toward the unsettled island rather than a road on a worked-out home island")
    void buildsAShipTowardTheUnsettledIsland() {
        workOutTheHomeIsland();
        Action ship = new BuildShip(seaward);
        Action road = new BuildRoad(board.side(HOME_HEX, 2));

        Action answer = mainTurn(new Cards(1, 1, 1, 0, 0, 0, 0, 0), List.of(EndTurn.INSTANCE, road, ship));

        assertEquals(ship, answer);
    }

    @Test
    @DisplayName(
            "R-23.2.6, R-23.9.2: settles the new island its ships reach, for the island bonus, over a richer home spot")
    void settlesTheNewIslandForItsBonus() {
        board.ship(seaward, 0).ship(board.side(SEA_HEX, 0), 0).ship(board.side(SEA_HEX, 1), 0);
        Action home = new BuildSettlement(board.corner(0, 3));
        Action onIsland = new BuildSettlement(islandSpot);
        List<Action> options = List.of(EndTurn.INSTANCE, home, onIsland);
        Cards hand = new Cards(1, 1, 1, 1, 0, 0, 0, 0);

        assertEquals(onIsland, mainTurn(hand, options));
        java.util.Arrays.fill(view.islandBonus, 0);
        assertEquals(home, mainTurn(hand, options), "without the bonus the home spot is the better one");
    }

    @Test
    @DisplayName("R-23.3.2, R-23.3.4: moves the open-end ship of a dead end onto the way to the new island")
    void movesADeadEndShipTowardTheIsland() {
        workOutTheHomeIsland();
        int coast = board.side(HOME_HEX, 2);
        board.ship(coast, 0);
        Action move = new MoveShip(coast, seaward);

        Action answer = mainTurn(Cards.NONE, List.of(EndTurn.INSTANCE, move));

        assertEquals(move, answer);
    }

    @Test
    @DisplayName("R-23.3.3: keeps a ship that already leads to the best free spot")
    void keepsAShipThatLeadsToTheBestSpot() {
        workOutTheHomeIsland();
        board.ship(seaward, 0);
        Action move = new MoveShip(seaward, board.side(HOME_HEX, 2));

        Action answer = mainTurn(Cards.NONE, List.of(EndTurn.INSTANCE, move));

        assertEquals(EndTurn.INSTANCE, answer);
    }

    @Test
    @DisplayName(
            "R-23.2.3, R-23.9.2: mcts' evaluation values each ship under way to the unsettled island, the bonus included")
    void evaluationValuesShipsUnderWayToTheIsland() {
        workOutTheHomeIsland();
        double atHome = Evaluation.prospect(view, 0);
        board.ship(seaward, 0);
        double oneShipOut = Evaluation.prospect(view, 0);
        board.ship(board.side(SEA_HEX, 0), 0);
        double twoShipsOut = Evaluation.prospect(view, 0);

        assertTrue(oneShipOut > atHome, oneShipOut + " after one ship, " + atHome + " before");
        assertTrue(twoShipsOut > oneShipOut, twoShipsOut + " after two ships, " + oneShipOut + " after one");
        java.util.Arrays.fill(view.islandBonus, 0);
        assertTrue(Evaluation.prospect(view, 0) < twoShipsOut, "the island bonus to come is part of the prospect");
    }

    @Test
    @DisplayName("R-23.9.2: the prospect counts only on a Seafarers map and while a settlement is left to build")
    void prospectCountsOnlyOnSeaMapsWithSettlementsLeft() {
        board.ship(seaward, 0);
        assertTrue(Evaluation.prospect(view, 0) > 0);

        view.piecesLeft[0][org.knightsarena.api.board.Piece.SETTLEMENT.ordinal()] = 0;
        assertEquals(0, Evaluation.prospect(view, 0), "no settlement left to build");
        view.piecesLeft[0][org.knightsarena.api.board.Piece.SETTLEMENT.ordinal()] = 5;
        view.scenario = Optional.empty();
        assertEquals(0, Evaluation.prospect(view, 0), "the standard island keeps mcts' evaluation as it was");
    }
}
