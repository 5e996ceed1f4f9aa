package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ChasePirate;
import org.knightsarena.api.action.ChaseRobber;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/**
 * A Cities &amp; Knights knight chasing the Seafarers pirate (docs/rules/variants.md#R-17.1.4): an
 * active knight on a corner of the pirate's sea hex, after the first barbarian attack, makes its
 * owner move the pirate as after a seven, and becomes inactive.
 */
class SeafarersKnightChasesPirateTest {

    /** A C&K game on Heading for New Shores with seat 0's active knight on a corner of the pirate's hex. */
    private static Fixture knightBesideThePirate() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        return f.knight(0, s.topology.corner(s.figures.pirate, 0), 1, true);
    }

    private static int knightNode(GameState s) {
        return s.topology.corner(s.figures.pirate, 0);
    }

    @Test
    @DisplayName(
            "R-17.1.4: after the first attack an active knight beside the pirate chases it; the owner moves it and robs a ship owner")
    void anActiveKnightChasesThePirate() {
        Fixture f = knightBesideThePirate().afterFirstAttack().main(0);
        GameState s = f.state();
        int knight = knightNode(s);
        int start = s.figures.pirate;
        assertTrue(TradeCardsTest.options(f.game(), ChasePirate.class).contains(new ChasePirate(knight)));

        int target = otherSea(s, start);
        int side = s.topology.pathBetween(s.topology.corner(target, 0), s.topology.corner(target, 1));
        f.ship(2, side).hand(2, "1 ore");
        f.game().apply(new ChasePirate(knight));

        assertFalse(s.knights.isActive(knight), "the chase is the knight's action: it becomes inactive");
        assertTrue(
                f.game().events().contains(new KnightChanged(0, KnightChange.CHASED_PIRATE, knight, knight, 1, false)));
        assertEquals(Phase.PLACE_PIRATE, s.turn.phase());
        PlaceRobber d = assertInstanceOf(PlaceRobber.class, f.game().decision());
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            boolean allowed = !s.sea.landHex(hex) && hex != start;
            assertEquals(allowed, d.options().contains(new MovePirate(hex)), "hex " + hex);
        }
        for (Action option : d.options()) {
            assertInstanceOf(MovePirate.class, option, "the pirate only: the robber stays where it is");
        }
        String position = Positions.write(f.game());
        assertEquals(position, Positions.write(Positions.read(position)), "the phase reads back");

        f.game().apply(new MovePirate(target));
        assertEquals(target, s.figures.pirate);
        assertTrue(f.game().events().contains(new PirateMoved(0, target)));
        assertEquals(1, s.cards.count(0, Card.ORE), "the only ship owner beside the pirate is robbed at once");
        assertEquals(0, s.cards.count(2, Card.ORE));
        assertEquals(Phase.MAIN, s.turn.phase(), "then the turn goes on");
    }

    @Test
    @DisplayName("R-17.1.4, R-23.6.4: before the first attack no knight chases the pirate, and the chase is refused")
    void frozenBeforeTheFirstAttack() {
        Fixture f = knightBesideThePirate().main(0);
        GameState s = f.state();
        assertFalse(s.barbarians.hasAttacked());
        assertTrue(TradeCardsTest.options(f.game(), ChasePirate.class).isEmpty());
        assertTrue(f.game().decision().validate(new ChasePirate(knightNode(s))).isPresent(), "refused with a reason");
    }

    @Test
    @DisplayName("R-17.1.4, R-9.2.2: an inactive knight, or one away from the pirate's hex, does not chase it")
    void onlyAnActiveKnightBesideThePirate() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1).afterFirstAttack();
        GameState s = f.state();
        int beside = knightNode(s);
        f.knight(0, beside, 2, false);
        int away = awayFrom(s, s.figures.pirate);
        f.knight(0, away, 1, true).main(0);
        List<ChasePirate> chases = TradeCardsTest.options(f.game(), ChasePirate.class);
        assertTrue(chases.isEmpty(), chases.toString());
        assertTrue(f.game().decision().validate(new ChasePirate(away)).isPresent());
    }

    @Test
    @DisplayName("R-17.1.4: a chase of the robber still moves the robber only, never the pirate")
    void robberChaseLeavesThePirate() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1).afterFirstAttack();
        GameState s = f.state();
        int knight = s.topology.corner(s.figures.robber, 0);
        f.knight(0, knight, 1, true).main(0);
        assertTrue(TradeCardsTest.options(f.game(), ChaseRobber.class).contains(new ChaseRobber(knight)));
        f.game().apply(new ChaseRobber(knight));
        assertEquals(Phase.PLACE_ROBBER, s.turn.phase());
        for (Action option : f.game().decision().options()) {
            assertFalse(option instanceof MovePirate, option.toString());
        }
    }

    private static int otherSea(GameState s, int not) {
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            if (!s.sea.landHex(hex) && hex != not) {
                return hex;
            }
        }
        throw new AssertionError("one sea hex only");
    }

    /** @return an intersection that is no corner of the hex */
    private static int awayFrom(GameState s, int hex) {
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            boolean corner = false;
            for (int c = 0; c < 6; c++) {
                corner |= s.topology.corner(hex, c) == node;
            }
            if (!corner && s.knights.owner[node] == org.knightsarena.api.board.BoardView.NOBODY) {
                return node;
            }
        }
        throw new AssertionError("every intersection touches hex " + hex);
    }
}
