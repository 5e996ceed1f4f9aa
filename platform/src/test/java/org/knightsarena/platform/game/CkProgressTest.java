package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.CkRollTest.roll;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseProgressDiscard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.ProgressCardDiscarded;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardReceived;

/** RULES.md §13.2–§13.3 (holding progress cards) and §16 (victory) with Cities &amp; Knights. */
class CkProgressTest {

    private static Fixture fourHeld(int seat) {
        return Fixture.ck(4)
                .progress(seat, ProgressCard.SPY)
                .progress(seat, ProgressCard.SPY)
                .progress(seat, ProgressCard.BISHOP)
                .progress(seat, ProgressCard.WARLORD);
    }

    @Test
    @DisplayName("R-13.2.1 a draw is public by deck and private by card")
    void drawEvents() {
        Fixture f = Fixture.ck(4).level(1, Track.TRADE, 1).progressTop(ProgressCard.MERCHANT);
        List<GameEvent> events = roll(f, 1, 1, EventDie.TRADE_GATE);
        assertTrue(events.contains(new ProgressCardDrawn(1, Track.TRADE)));
        GameEvent received = new ProgressCardReceived(1, ProgressCard.MERCHANT);
        assertTrue(events.contains(received));
        assertTrue(received.isVisibleTo(1) && !received.isVisibleTo(0));
        assertEquals(List.of(ProgressCard.MERCHANT), f.game().view(1).progressCards());
        assertEquals(1, f.game().view(0).progressCardCount(1));
    }

    @Test
    @DisplayName("R-13.3.3 off turn, a fifth card is discarded at once; R-13.2.2 it goes to the bottom of its deck")
    void offTurnDiscard() {
        Fixture f = fourHeld(1).level(1, Track.POLITICS, 1).progressTop(ProgressCard.DIPLOMAT);
        roll(f, 1, 1, EventDie.POLITICS_GATE);
        Game game = f.game();
        ChooseProgressDiscard d = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(1, d.seat());
        assertEquals(4, d.options().size());
        int before = game.events().size();
        game.apply(new DiscardProgressCard(ProgressCard.SPY));
        assertEquals(new ProgressCardDiscarded(1, Track.POLITICS), game.events().get(before));
        assertEquals(ProgressCard.SPY.ordinal(), f.state().progress.decks[Track.POLITICS.ordinal()][0]);
        assertEquals(4, game.view(1).progressCardCount(1));
        assertInstanceOf(MainTurn.class, game.decision());
    }

    @Test
    @DisplayName("R-13.3.2 on one's own turn a fifth card is kept until the end of the turn")
    void ownTurnKeepsUntilEnd() {
        Fixture f = fourHeld(0).level(0, Track.POLITICS, 1);
        roll(f, 1, 1, EventDie.POLITICS_GATE);
        Game game = f.game();
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(5, game.view(0).progressCardCount(0));
        game.apply(EndTurn.INSTANCE);
        ChooseProgressDiscard d = assertInstanceOf(ChooseProgressDiscard.class, game.decision());
        assertEquals(0, d.seat());
        game.apply(d.options().get(0));
        assertInstanceOf(BeforeRoll.class, game.decision());
        assertEquals(1, game.view(0).activePlayer());
    }

    @Test
    @DisplayName("R-13.3.1 Printer and Constitution do not count toward the limit of 4")
    void victoryCardsNotCounted() {
        Fixture f = fourHeld(1).level(1, Track.POLITICS, 1).progressTop(ProgressCard.CONSTITUTION);
        roll(f, 1, 1, EventDie.POLITICS_GATE);
        assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(1, f.state().points.progressPoints[1]);
    }

    @Test
    @DisplayName("R-13.2.2 an empty deck yields nothing")
    void emptyDeck() {
        Fixture f = Fixture.ck(4).level(0, Track.SCIENCE, 1);
        f.state().progress.deckSize[Track.SCIENCE.ordinal()] = 0;
        List<GameEvent> events = roll(f, 1, 1, EventDie.SCIENCE_GATE);
        assertTrue(events.stream().noneMatch(e -> e instanceof ProgressCardDrawn));
    }

    @Test
    @DisplayName("R-13.2.3 a Constitution drawn off turn is laid face up for a point")
    void constitutionOffTurn() {
        Fixture f = Fixture.ck(4).level(2, Track.POLITICS, 5).progressTop(ProgressCard.CONSTITUTION);
        roll(f, 6, 6, EventDie.POLITICS_GATE);
        assertEquals(1, f.game().victoryPoints(2));
        assertEquals(0, f.game().view(2).progressCardCount(2));
    }

    @Test
    @DisplayName("R-13.2.1 the forward model re-deals opponents' secret progress cards keeping counts per deck")
    void simulationRedealsProgressCards() {
        Fixture f = fourHeld(1).progress(0, ProgressCard.CRANE).main(0);
        org.knightsarena.api.Simulation sim = f.game().view(0).simulate();
        assertEquals(4, sim.view(1).progressCardCount(1));
        assertEquals(List.of(ProgressCard.CRANE), sim.view(0).progressCards());
        for (ProgressCard card : sim.view(1).progressCards()) {
            assertEquals(Track.POLITICS, card.deck());
        }
    }

    @Test
    @DisplayName("R-16.1 Cities & Knights plays to 13 points")
    void target() {
        assertEquals(13, Fixture.ck(3).game().options().pointsToWin());
    }

    @Test
    @DisplayName("R-16.3 13 points reached off turn win at the start of one's next turn")
    void offTurnWinAtNextTurn() {
        Fixture f = Fixture.ck(4).level(1, Track.POLITICS, 5).progressTop(ProgressCard.CONSTITUTION);
        f.state().points.publicPoints[1] = 12;
        f.state().points.defenderPoints[1] = 12;
        roll(f, 1, 1, EventDie.POLITICS_GATE);
        Game game = f.game();
        assertEquals(13, game.victoryPoints(1));
        assertTrue(!game.isOver(), "R-16.2 no win off turn");
        game.apply(EndTurn.INSTANCE);
        assertTrue(game.isOver());
        assertEquals(1, game.winner().getAsInt());
        assertInstanceOf(GameWon.class, game.events().get(game.events().size() - 1));
    }
}
