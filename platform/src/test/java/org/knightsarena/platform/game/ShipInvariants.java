package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.ShipBoard;

/** What holds of the ships after every step; nothing on the standard island. */
final class ShipInvariants {
    private ShipInvariants() {}

    static void check(GameState s) {
        ShipBoard ships = s.ships;
        if (!ships.inPlay()) {
            assertEquals(0, ships.left.length, "ships on the standard island");
            return;
        }
        Topology t = s.topology;
        int[] count = new int[s.players];
        for (int path = 0; path < t.pathCount(); path++) {
            int owner = ships.owner[path];
            if (owner == BoardView.NOBODY) {
                continue;
            }
            count[owner]++;
            assertTrue(s.sea.shipPath(path), "R-23.2.2 ship on land path " + path);
            assertEquals(BoardView.NOBODY, s.pieces.roadOwner[path], "R-23.2.2 road and ship on path " + path);
            assertTrue(
                    Invariants.connected(s, owner, path, ships.owner),
                    "R-23.2.3 ship " + path + " joined to no ship or building of its owner");
            assertTrue(ships.builtTurn[path] <= s.turn.number, "ship " + path + " built in a later turn");
        }
        for (int p = 0; p < s.players; p++) {
            assertEquals(ShipBoard.SHIPS, count[p] + ships.left[p], "R-23.2.1 ship supply of seat " + p);
            for (int node = 0; node < t.intersectionCount(); node++) {
                assertEquals(ships.countAt(t, p, node) > 0, ships.reach.contains(p, node), "ship reach at " + node);
            }
        }
        if (ships.movedThisTurn) {
            assertFalse(s.turn.number == 0, "R-23.3.3 a ship moved during set-up");
        }
    }
}
