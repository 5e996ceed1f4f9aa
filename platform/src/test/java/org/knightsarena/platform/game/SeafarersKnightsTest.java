package org.knightsarena.platform.game;

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
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.platform.game.state.GameState;

/** Knights along ships on a Seafarers map with Cities &amp; Knights. */
class SeafarersKnightsTest {

    /** Seat 0: a coastal settlement, a ship out from it and a second one out to sea, in its main turn. */
    private static Fixture route(int[] walk) {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        int[] p = paths(s, walk);
        f.settlement(0, walk[0]).ship(0, p[0]).ship(0, p[1]).pirateAwayFrom(walk);
        s.turn.number = 2;
        return f.main(0);
    }

    private static int[] walk(Fixture probe) {
        GameState s = probe.state();
        return chain(s, shipPath(s), land(s), any(), sea(s));
    }

    @Test
    @DisplayName("R-17.1.5: a knight is placed where an own ship reaches, even where only sea meets")
    void knightPlacedAlongShips() {
        int[] walk = walk(Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1));
        Fixture f = route(walk).hand(0, "1 wool, 1 ore");
        assertTrue(options(f.state()).contains(new RecruitKnight(walk[2])), "the ships' end at sea " + walk[2]);
    }

    @Test
    @DisplayName("R-17.1.5: a knight moves along its owner's ships as along roads")
    void knightMovesAlongShips() {
        int[] walk = walk(Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1));
        Fixture f = route(walk).knight(0, walk[1], 1, true);
        assertTrue(options(f.state()).contains(new MoveKnight(walk[1], walk[2])), "along the second ship");
        f.state().ships.remove(f.state().topology, paths(f.state(), walk)[1]);
        assertFalse(options(f.state()).contains(new MoveKnight(walk[1], walk[2])), "no ship there, no way");
    }

    @Test
    @DisplayName("R-17.1.5: an opponent's knight stops a knight's walk along ships, as on roads")
    void opponentsKnightStopsTheWalk() {
        Fixture probe = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState ps = probe.state();
        int[] walk = chain(ps, shipPath(ps), land(ps), any(), any(), any());
        Fixture f = route(walk);
        GameState s = f.state();
        f.ship(0, paths(s, walk)[2]).knight(0, walk[1], 1, true).knight(1, walk[2], 1, false);
        assertFalse(options(s).contains(new MoveKnight(walk[1], walk[3])), "seat 1's knight at " + walk[2]);
    }
}
