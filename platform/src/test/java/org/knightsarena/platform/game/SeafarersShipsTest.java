package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.coast;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.path;
import static org.knightsarena.platform.game.SeaChains.paths;
import static org.knightsarena.platform.game.SeaChains.sea;
import static org.knightsarena.platform.game.SeaChains.shipPath;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.rules.Limits;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.Costs;
import org.knightsarena.platform.game.rules.ships.Shipping;
import org.knightsarena.platform.game.state.GameState;

/** Building ships on a Seafarers map (docs/rules/seafarers.md, R-23.2). */
class SeafarersShipsTest {

    static final String SHORES = "heading-for-new-shores";

    static Fixture shores() {
        return Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
    }

    static List<Action> options(GameState s) {
        return LegalActions.decision(s).options();
    }

    @Test
    @DisplayName("R-23.2.1: a ship costs 1 lumber and 1 wool, and each player has 15")
    void costAndSupply() {
        assertEquals(new Cards(0, 1, 1, 0, 0, 0, 0, 0), Costs.SHIP);
        assertEquals(Costs.SHIP, org.knightsarena.api.rules.Costs.SHIP);
        assertEquals(15, Limits.perPlayer(Piece.SHIP));
        Fixture f = shores();
        GameState s = f.state();
        int[] coast = chain(s, shipPath(s), land(s), any());
        int path = path(s, coast[0], coast[1]);
        f.settlement(0, coast[0]).hand(0, "1 brick, 1 lumber").main(0);
        assertFalse(options(s).contains(new BuildShip(path)), "offered without wool");
        assertEquals(15, s.ships.left[0]);
        f.hand(0, "1 lumber, 1 wool");
        Game game = f.game();
        game.apply(new BuildShip(path));
        assertEquals(Cards.NONE, s.cards.handOf(0), "paid 1 lumber and 1 wool");
        assertEquals(14, s.ships.left[0]);
        assertEquals(0, s.ships.owner[path]);
        assertTrue(game.events().contains(new Built(0, Piece.SHIP, path)));
        assertEquals(14, game.view(0).piecesLeft(0, Piece.SHIP));
        assertEquals(0, game.view(1).board().shipOwner(path));
        s.ships.left[0] = 0;
        f.hand(0, "1 lumber, 1 wool");
        assertTrue(options(s).stream().noneMatch(a -> a instanceof BuildShip), "no ship left in supply");
    }

    @Test
    @DisplayName("R-23.2.2: a ship goes on a sea path or coast, never a land path, and a path holds one piece")
    void seaPathsAndCoastsOnly() {
        Fixture f = shores();
        GameState s = f.state();
        int[] node = chain(s, shipPath(s), land(s), any());
        f.settlement(0, node[0]).hand(0, "5 lumber, 5 wool, 5 brick").main(0);
        List<Action> options = options(s);
        int ships = 0;
        for (int k = 0; k < s.topology.pathCountAt(node[0]); k++) {
            int path = s.topology.pathAt(node[0], k);
            assertEquals(s.sea.shipPath(path), options.contains(new BuildShip(path)), "path " + path);
            ships += s.sea.shipPath(path) ? 1 : 0;
        }
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (options.contains(new BuildShip(path))) {
                assertTrue(s.sea.shipPath(path), "ship offered on land path " + path);
            }
        }
        int[] shore = chain(s, coast(s), land(s), any());
        int coastPath = path(s, shore[0], shore[1]);
        f.settlement(1, shore[0]).road(1, coastPath);
        assertFalse(Shipping.canPlaceShip(s, 1, coastPath), "a coast with a road takes no ship");
        int[] other = chain(s, coast(s), n -> n != shore[0] && Building.isFreeSpot(s, n), any());
        int otherCoast = path(s, other[0], other[1]);
        f.settlement(2, other[0]).ship(2, otherCoast);
        assertFalse(Building.canPlaceRoad(s, 2, otherCoast), "a coast with a ship takes no road");
        assertTrue(ships > 0, "the settlement is on the shore");
    }

    @Test
    @DisplayName("R-23.2.3: a ship touches a building of its owner or carries on from a ship where no opponent builds")
    void shipsCarryOnFromShips() {
        Fixture f = shores();
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), land(s), any());
        int[] p = paths(s, walk);
        f.settlement(0, walk[0]).ship(0, p[0]).ship(0, p[1]);
        assertTrue(Shipping.canPlaceShip(s, 0, p[2]), "carries on from the ship at " + walk[2]);
        assertFalse(Shipping.canPlaceShip(s, 1, p[2]), "seat 1 has nothing there");
        f.settlement(1, walk[2]);
        assertFalse(
                Shipping.canPlaceShip(s, 0, p[2]), "R-23.2.3 the opponent's settlement at " + walk[2] + " stops it");
        assertTrue(Shipping.canPlaceShip(s, 1, p[2]), "the settlement's owner may start a ship there");
    }

    @Test
    @DisplayName("R-17.1.5, R-23.2.3: with Cities & Knights an opponent's knight stops a ship carrying on")
    void knightStopsShips() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), sea(s), any());
        int[] p = paths(s, walk);
        f.settlement(0, walk[0]).ship(0, p[0]);
        assertTrue(Shipping.canPlaceShip(s, 0, p[1]));
        f.knight(1, walk[1], 1, true);
        assertFalse(Shipping.canPlaceShip(s, 0, p[1]), "a knight of seat 1 at " + walk[1]);
        f.state().knights.lift(walk[1]);
        f.knight(0, walk[1], 1, true);
        assertTrue(Shipping.canPlaceShip(s, 0, p[1]), "the player's own knight does not stop it");
    }

    @Test
    @DisplayName("R-23.2.4: roads and ships join only through a building")
    void roadsAndShipsJoinThroughBuildings() {
        Fixture f = shores();
        GameState s = f.state();
        int[] walk = chain(s, coast(s), land(s), land(s), land(s), land(s));
        int[] p = paths(s, walk);
        f.settlement(0, walk[0]).road(0, p[0]);
        assertFalse(Shipping.canPlaceShip(s, 0, p[1]), "no ship carries on from a road at " + walk[1]);
        assertTrue(Building.canPlaceRoad(s, 0, p[1]), "the road carries on");
        Fixture g = shores();
        GameState t = g.state();
        g.settlement(0, walk[0]).ship(0, p[0]);
        assertFalse(Building.canPlaceRoad(t, 0, p[1]), "no road carries on from a ship at " + walk[1]);
        assertTrue(Shipping.canPlaceShip(t, 0, p[1]), "the ship carries on");
        g.ship(0, p[1]).settlement(0, walk[2]);
        assertTrue(Building.canPlaceRoad(t, 0, p[2]), "a road leaves the settlement the ships reached");
    }

    @Test
    @DisplayName("R-23.2.6: a settlement may be built where the player's ships reach a coast")
    void shipsReachNewSettlementSpots() {
        Fixture f = shores();
        GameState s = f.state();
        int[] walk = chain(s, shipPath(s), land(s), any(), land(s));
        int[] p = paths(s, walk);
        f.settlement(0, walk[0])
                .ship(0, p[0])
                .hand(0, "1 brick, 1 lumber, 1 wool, 1 grain")
                .main(0);
        assertFalse(options(s).contains(new BuildSettlement(walk[2])), "not reached yet");
        f.ship(0, p[1]);
        assertTrue(Building.canPlaceSettlement(s, 0, walk[2]));
        assertTrue(options(s).contains(new BuildSettlement(walk[2])), "reached by the ships");
        assertFalse(options(s).contains(new BuildSettlement(walk[1])), "the distance rule still holds");
    }
}
