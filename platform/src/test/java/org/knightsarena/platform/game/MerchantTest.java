package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.TradeCardsTest.holding;
import static org.knightsarena.platform.game.TradeCardsTest.options;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.action.PlayMerchantFleet;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.MerchantPlaced;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.state.GameState;

/**
 * RULES.md §14 (the merchant, R-13.6.3) and Merchant Fleet with the bank rates of
 * on the beginner map: node 24 touches pasture hex 5, the desert (hex 9) and forest
 * hex 10; node 8 touches mountains hex 0, pasture hex 1 and hills hex 4; node 31 touches forest
 * hex 10, mountains hex 11 and pasture hex 15.
 */
class MerchantTest {

    /** Seat 0: a settlement on 24 and a city on 8 (3 points); seat 1: a settlement on 31 (1 point). */
    private static Fixture board() {
        return TradeCardsTest.spur(Fixture.ck(4).settlement(0, 24), 0, 24)
                .city(0, 8)
                .roads(0, 8, 13)
                .settlement(1, 31)
                .roads(1, 31, 37);
    }

    @Test
    @DisplayName("R-14.1 the merchant is off the board until the first Merchant card is played")
    void offBoardAtFirst() {
        Fixture f = board();
        assertEquals(BoardView.NOBODY, f.state().figures.merchantHex);
        assertEquals(BoardView.NOBODY, f.state().figures.merchantOwner);
        assertEquals(OptionalInt.empty(), f.game().view(0).board().merchant());
    }

    @Test
    @DisplayName(
            "R-14.2 the merchant goes on a producing land hex next to one of the player's buildings, never the desert")
    void placement() {
        Fixture f = holding(board(), 0, ProgressCard.MERCHANT).main(0);
        assertEquals(
                List.of(
                        new PlayMerchant(0),
                        new PlayMerchant(1),
                        new PlayMerchant(4),
                        new PlayMerchant(5),
                        new PlayMerchant(10)),
                options(f.game(), PlayMerchant.class));
        f.game().apply(new PlayMerchant(4));
        assertEquals(OptionalInt.of(4), f.game().view(1).board().merchant());
    }

    @Test
    @DisplayName("R-14.3 the player who plays Merchant controls it: 1 VP and 2:1 for the hex's resource only")
    void control() {
        Fixture f = holding(board(), 0, ProgressCard.MERCHANT)
                .hand(0, "2 brick, 2 coin")
                .main(0);
        Game game = f.game();
        assertEquals(3, game.victoryPoints(0));
        List<GameEvent> events = eventsOf(game, new PlayMerchant(4)); // hills: brick
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.MERCHANT, new PlayMerchant(4)),
                        new MerchantPlaced(0, 4)),
                events);
        assertEquals(4, game.victoryPoints(0));
        assertEquals(2, Trading.rate(f.state(), 0, Card.BRICK));
        assertEquals(4, Trading.rate(f.state(), 0, Card.LUMBER));
        assertEquals(4, Trading.rate(f.state(), 0, Card.COIN), "the merchant never trades the commodity");
        assertEquals(4, Trading.rate(f.state(), 1, Card.BRICK), "only the controller");
        assertEquals(
                List.of(new BankTraded(0, Cards.parse("2 brick"), Cards.parse("1 ore"))),
                eventsOf(game, new TradeWithBank(Card.BRICK, Card.ORE)));
        assertTrue(game.check(new TradeWithBank(Card.COIN, Card.ORE)).isPresent());
        Invariants.check(game);
    }

    @Test
    @DisplayName(
            "R-14.3 control and the point pass to the last player to play a Merchant, the controller's own included")
    void controlPasses() {
        Fixture f = holding(board(), 0, ProgressCard.MERCHANT, ProgressCard.MERCHANT);
        holding(f, 1, ProgressCard.MERCHANT).main(0);
        Game game = f.game();
        game.apply(new PlayMerchant(4));
        assertEquals(4, game.victoryPoints(0));
        assertEquals(1, game.victoryPoints(1));
        // the controller's own merchant does not go back where it stands
        assertEquals(
                List.of(new PlayMerchant(0), new PlayMerchant(1), new PlayMerchant(5), new PlayMerchant(10)),
                options(game, PlayMerchant.class));
        game.apply(new PlayMerchant(10)); // moved by its controller: no point changes
        assertEquals(4, game.victoryPoints(0));
        assertEquals(10, f.state().figures.merchantHex);
        assertEquals(2, Trading.rate(f.state(), 0, Card.LUMBER));
        assertEquals(4, Trading.rate(f.state(), 0, Card.BRICK));
        Invariants.check(game);

        f.main(1);
        assertEquals(
                List.of(new PlayMerchant(10), new PlayMerchant(11), new PlayMerchant(15)),
                options(game, PlayMerchant.class),
                "an opponent may take it over on the same hex");
        assertEquals(
                List.of(new MerchantPlaced(1, 10)).get(0),
                eventsOf(game, new PlayMerchant(10)).get(1));
        assertEquals(3, game.victoryPoints(0));
        assertEquals(2, game.victoryPoints(1));
        assertEquals(1, f.state().figures.merchantOwner);
        assertEquals(4, Trading.rate(f.state(), 0, Card.LUMBER));
        assertEquals(2, Trading.rate(f.state(), 1, Card.LUMBER));
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-14.4 the robber and the merchant ignore each other: same hex allowed, the 2:1 rate still works")
    void robberIgnored() {
        Fixture f = holding(board(), 0, ProgressCard.MERCHANT)
                .robber(4)
                .hand(0, "2 brick")
                .main(0);
        Game game = f.game();
        assertTrue(options(game, PlayMerchant.class).contains(new PlayMerchant(4)));
        game.apply(new PlayMerchant(4));
        assertEquals(4, f.state().figures.robber);
        assertEquals(2, Trading.rate(f.state(), 0, Card.BRICK));
        assertTrue(game.decision().options().contains(new TradeWithBank(Card.BRICK, Card.WOOL)));
    }

    @Test
    @DisplayName("R-16 the merchant's point counts toward the win on the controller's turn")
    void merchantPointWins() {
        Fixture f = holding(board(), 0, ProgressCard.MERCHANT).main(0);
        GameState s = f.state();
        s.points.publicPoints[0] += 9; // 12 points, as if from elsewhere
        s.points.defenderPoints[0] += 9;
        f.game().apply(new PlayMerchant(0));
        assertEquals(13, f.game().victoryPoints(0));
        assertTrue(f.game().isOver());
        assertEquals(OptionalInt.of(0), f.game().winner());
    }

    // --- Merchant Fleet

    @Test
    @DisplayName("R-12.2.1 with Merchant Fleet: the named kind trades 2:1 with the bank until the end of the turn")
    void merchantFleet() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.MERCHANT_FLEET)
                .hand(0, "3 coin, 2 wool")
                .main(0);
        Game game = f.game();
        assertEquals(4, Trading.rate(f.state(), 0, Card.COIN));
        assertTrue(options(game, TradeWithBank.class).isEmpty());
        List<GameEvent> played = eventsOf(game, new PlayMerchantFleet(Card.COIN));
        assertEquals(
                List.of(new ProgressCardPlayed(0, ProgressCard.MERCHANT_FLEET, new PlayMerchantFleet(Card.COIN))),
                played);
        assertEquals(2, Trading.rate(f.state(), 0, Card.COIN));
        assertEquals(4, Trading.rate(f.state(), 0, Card.WOOL), "only the named kind");
        assertEquals(4, Trading.rate(f.state(), 1, Card.COIN), "only the player");
        assertEquals(
                List.of(new BankTraded(0, Cards.parse("2 coin"), Cards.parse("1 ore"))),
                eventsOf(game, new TradeWithBank(Card.COIN, Card.ORE)));
        assertEquals(Cards.parse("1 coin, 2 wool, 1 ore"), f.state().cards.handOf(0));
        game.apply(EndTurn.INSTANCE);
        f.main(0);
        assertEquals(4, Trading.rate(f.state(), 0, Card.COIN), "the rate lapses with the turn");
        Invariants.check(game);
    }

    @Test
    @DisplayName(
            "R-12.2.1 with Merchant Fleet: two fleets in one turn give two kinds 2:1; a kind already at 2:1 is not offered")
    void twoFleets() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.MERCHANT_FLEET, ProgressCard.MERCHANT_FLEET)
                .level(0, Track.TRADE, 3)
                .main(0);
        Game game = f.game();
        // the Merchant Guild already trades commodities 2:1: only resources are offered
        assertEquals(
                List.of(
                        new PlayMerchantFleet(Card.BRICK),
                        new PlayMerchantFleet(Card.LUMBER),
                        new PlayMerchantFleet(Card.WOOL),
                        new PlayMerchantFleet(Card.GRAIN),
                        new PlayMerchantFleet(Card.ORE)),
                options(game, PlayMerchantFleet.class));
        game.apply(new PlayMerchantFleet(Card.WOOL));
        assertEquals(
                List.of(
                        new PlayMerchantFleet(Card.BRICK),
                        new PlayMerchantFleet(Card.LUMBER),
                        new PlayMerchantFleet(Card.GRAIN),
                        new PlayMerchantFleet(Card.ORE)),
                options(game, PlayMerchantFleet.class));
        game.apply(new PlayMerchantFleet(Card.ORE));
        assertEquals(2, Trading.rate(f.state(), 0, Card.WOOL));
        assertEquals(2, Trading.rate(f.state(), 0, Card.ORE));
        assertEquals(4, Trading.rate(f.state(), 0, Card.GRAIN));
        assertInstanceOf(MainTurn.class, game.decision());
        GameState copy = f.state().copy();
        assertEquals(2, Trading.rate(copy, 0, Card.WOOL), "the copy keeps the fleets");
        Invariants.check(game);
    }
}
