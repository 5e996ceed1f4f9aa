package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.BarbarianAttackCard;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.decision.ChooseBarbarianPrisoner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.api.rules.Limits;
import org.knightsarena.platform.game.rules.barbarianattack.Landing;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;

/**
 * What every seat's {@link GameView} tells of Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1):
 * gold, prisoners and the points they make, conquered hexes, the castle, knights in supply and the
 * scenario's deck, and that the forward model does not know the deck's order.
 */
class BarbarianAttackViewTest {

    @Test
    @DisplayName("R-24.1.9: every seat sees each player's prisoners, and the points of 2 prisoners are public points")
    void prisonersAndTheirPointsArePublic() {
        Fixture f = BarbarianAttackRulesTest.ring(2, 2, 1);
        f.dice(6, 6).dice(6, 6).dice(6, 6); // no casualty
        for (int viewer = 0; viewer < 3; viewer++) {
            assertEquals(0, f.game().view(viewer).victoryPoints(0), "no building, no prisoner yet");
        }
        f.game().applyChecked(EndTurn.INSTANCE);

        assertEquals(2, f.state().castle.prisoners[0], "the capture took both barbarians");
        for (int viewer = 0; viewer < 3; viewer++) {
            GameView view = f.game().view(viewer);
            assertEquals(2, view.prisoners(0), "seat " + viewer + " sees seat 0's prisoners");
            assertEquals(0, view.prisoners(1));
            assertEquals(1, view.victoryPoints(0), "seat " + viewer + " counts 2 prisoners as 1 point");
        }
        assertEquals(f.game().victoryPoints(0), f.game().view(2).victoryPoints(0), "public and total agree");
        assertEquals(1, f.state().publicPoints(0));
    }

    @Test
    @DisplayName(
            "R-24.1.9, R-24.1.8: every seat sees each player's gold, paid for a fallen knight and spent on resources")
    void goldIsPublic() {
        Fixture f = BarbarianAttackRulesTest.ring(1, 1, 1);
        f.dice(2, 6).dice(5, 6); // seat 1's knight falls, seat 0's stands
        f.game().applyChecked(EndTurn.INSTANCE);
        for (int viewer = 0; viewer < 3; viewer++) {
            assertEquals(3, f.game().view(viewer).gold(1), "seat " + viewer + " sees seat 1's 3 gold");
            assertEquals(0, f.game().view(viewer).gold(0));
        }
        f.main(1);
        f.game().applyChecked(new BuyWithGold(Card.ORE));
        assertEquals(1, f.game().view(0).gold(1), "2 gold spent, seen by the others");
        assertEquals(1, f.game().view(1).hand().count(Card.ORE));
    }

    @Test
    @DisplayName("R-24.1.4: a conquered hex is seen as such, and a besieged building's point leaves every seat's count")
    void conquestIsPublic() {
        Fixture f = Fixture.barbarianAttack(4, 3);
        GameState s = f.state();
        int node = BarbarianAttackRulesTest.lonelyNode(s);
        int hex = s.topology.hexAt(node, 0);
        f.settlement(0, node);
        assertEquals(1, f.game().view(1).victoryPoints(0));
        assertFalse(f.game().view(1).board().isConquered(hex));

        s.castle.barbarians[hex] = Limits.BARBARIANS_TO_CONQUER;
        Landing.refreshConquest(s);

        for (int viewer = 0; viewer < 4; viewer++) {
            BoardView board = f.game().view(viewer).board();
            assertTrue(board.isConquered(hex), "seat " + viewer + " sees the hex conquered");
            assertEquals(3, board.barbarians(hex));
            assertEquals(0, f.game().view(viewer).victoryPoints(0), "seat " + viewer + ": the settlement counts none");
        }
    }

    @Test
    @DisplayName("R-24.1.1, R-24.1.5: the view names the castle and counts each player's knights in supply")
    void castleAndKnightsInSupply() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        GameState s = f.state();
        f.main(0).hand(0, "1 grain, 1 ore, 1 wool");
        assertTrue(s.castle.bringToTop(BarbarianAttackCard.KNIGHTHOOD));
        GameView view = f.game().view(2);
        assertEquals(s.castle.castleHex, view.board().castle());
        assertEquals(Limits.PATH_KNIGHTS, view.piecesLeft(0, Piece.KNIGHT));

        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        int path = BarbarianAttackRulesTest.hexPath(s, s.castle.castleHex, 0);
        f.game().applyChecked(new PlacePathKnight(path));

        assertEquals(Limits.PATH_KNIGHTS - 1, view.piecesLeft(0, Piece.KNIGHT));
        assertEquals(0, view.board().pathKnightOwner(path));
        GameView standard =
                Game.create(GameOptions.standard(Ruleset.BASE, 4), 1).view(0);
        assertEquals(BoardView.NOBODY, standard.board().castle(), "no castle on the standard island");
        assertEquals(0, standard.gold(0) + standard.prisoners(0));
    }

    @Test
    @DisplayName(
            "R-24.1.5: the view counts the scenario's deck, and the forward model's copies draw from it shuffled anew")
    void theScenarioDeckIsCountedButItsOrderIsSecret() {
        Fixture f = Fixture.barbarianAttack(3, 2);
        int cards = 0;
        for (BarbarianAttackCard card : BarbarianAttackCard.values()) {
            cards += card.copies();
        }
        GameView view = f.game().view(1);
        assertEquals(cards, view.developmentDeckSize(), "the scenario's deck replaces the base one");
        f.main(0).hand(0, "2 grain, 2 ore, 2 wool");

        Set<BarbarianAttackCard> drawn = EnumSet.noneOf(BarbarianAttackCard.class);
        for (int i = 0; i < 30; i++) {
            Simulation sim = f.game().view(0).simulate();
            sim.apply(BuyDevelopmentCard.INSTANCE);
            assertEquals(cards - 1, sim.view(0).developmentDeckSize());
            drawn.add(cardPlayed(sim));
        }
        assertTrue(drawn.size() >= 2, "copies all drew " + drawn + ": they know the deck's order");
        assertEquals(cards, view.developmentDeckSize(), "the game's deck is untouched");

        f.game().applyChecked(BuyDevelopmentCard.INSTANCE);
        assertEquals(cards - 1, view.developmentDeckSize());
    }

    /** Which card a purchase in a copy played, read from what it asks next or pays (its events are not kept). */
    private static BarbarianAttackCard cardPlayed(Simulation sim) {
        Decision next = sim.decision();
        if (next instanceof PlaceKnightOnPath place) {
            return place.castleOnly() ? BarbarianAttackCard.KNIGHTHOOD : BarbarianAttackCard.BLACK_KNIGHT;
        }
        if (next instanceof ChooseBarbarianPrisoner) {
            return BarbarianAttackCard.INTRIGUE;
        }
        assertEquals(2, sim.view(0).gold(0), "neither a knight nor a prisoner: Treason pays 2 gold, " + next);
        return BarbarianAttackCard.TREASON;
    }
}
