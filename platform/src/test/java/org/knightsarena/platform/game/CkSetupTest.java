package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;

/** RULES.md §3 with Cities &amp; Knights, on the beginner map. */
class CkSetupTest {

    private static Game create() {
        return Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), StandardMap.beginner(), 7);
    }

    @Test
    @DisplayName(
            "R-3.1 the game starts with three shuffled 18-card decks of the exact composition, the ship at 0, no levels")
    void creation() {
        Game game = create();
        GameState s = game.state();
        int[] counts = new int[ProgressCard.values().length];
        for (int t = 0; t < 3; t++) {
            assertEquals(18, s.progress.deckSize[t]);
            for (int i = 0; i < 18; i++) {
                counts[s.progress.decks[t][i]]++;
                assertEquals(
                        t, ProgressCard.values()[s.progress.decks[t][i]].deck().ordinal());
            }
        }
        for (ProgressCard card : ProgressCard.values()) {
            assertEquals(card.copies(), counts[card.ordinal()], card.name());
        }
        assertEquals(0, s.barbarians.position());
        assertFalse(s.barbarians.hasAttacked());
        assertEquals(0, s.devDeck.size(), "R-5.1 no development cards");
        assertEquals(12, s.cards.bank[Card.PAPER.ordinal()]);
        assertEquals(9, s.figures.robber);
        for (int level : s.improvements.levels) {
            assertEquals(0, level);
        }
    }

    @Test
    @DisplayName("R-3.3 round 1 places a settlement and a road in seat order")
    void roundOne() {
        Game game = create();
        for (int seat = 0; seat < 4; seat++) {
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(seat, d.seat());
            assertEquals(Piece.SETTLEMENT, d.piece());
            game.apply(d.options().get(0));
            assertEquals(Piece.ROAD, ((Setup) game.decision()).piece());
            game.apply(game.decision().options().get(0));
        }
        assertEquals(Piece.CITY, ((Setup) game.decision()).piece());
    }

    @Test
    @DisplayName(
            "R-3.4 round 2 places a city and a road in reverse order; R-3.6 the city pays one resource per producing hex; R-3.7 3 points each")
    void roundTwo() {
        Game game = create();
        int[] firsts = {2, 13, 22, 40};
        for (int seat = 0; seat < 4; seat++) {
            game.apply(CachedActions.settlement(firsts[seat]));
            game.apply(game.decision().options().get(0));
        }
        int[] cities = {46, 31, 10, 33};
        for (int i = 0; i < 4; i++) {
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(3 - i, d.seat());
            assertEquals(Piece.CITY, d.piece());
            int node = cities[3 - i];
            List<Action> options = d.options();
            BuildCity city = new BuildCity(node);
            assertTrue(options.contains(city), "city " + node);
            int before = game.events().size();
            game.apply(city);
            if (node == 31) {
                List<GameEvent> events = BaseBoardQueries.eventsSince(game, before);
                assertEquals(new Produced(1, Cards.parse("1 lumber, 1 wool, 1 ore")), events.get(1));
            }
            game.apply(game.decision().options().get(0));
        }
        assertInstanceOf(BeforeRoll.class, game.decision());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(3, game.victoryPoints(seat));
            assertEquals(
                    0,
                    game.state().cards.handOf(seat).paper()
                            + game.state().cards.handOf(seat).cloth()
                            + game.state().cards.handOf(seat).coin());
        }
        Invariants.check(game);
    }
}
