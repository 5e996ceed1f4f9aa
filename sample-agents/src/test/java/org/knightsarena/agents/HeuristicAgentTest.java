package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseVictim;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.decision.Setup;

class HeuristicAgentTest {

    /** Two each of wool, grain and ore: one ore short of a city. */
    private static final Cards ORE_SHORT_OF_A_CITY = new Cards(0, 0, 2, 2, 2, 0, 0, 0);

    private final SampleDecisions samples = new SampleDecisions();
    private final HeuristicAgent agent = started();

    private static HeuristicAgent started() {
        HeuristicAgent agent = new HeuristicAgent();
        agent.onMatchStart(Fixtures.context(0, 1));
        return agent;
    }

    /** Answers an offer from seat 1 of {@code give} for {@code take} while holding {@link #ORE_SHORT_OF_A_CITY}. */
    private Action answerToOffer(Card give, Card take) {
        samples.view.hand(ORE_SHORT_OF_A_CITY);
        return agent.decide(
                samples.view,
                new RespondToOffer(
                        0,
                        1,
                        Cards.of(give, 1),
                        Cards.of(take, 1),
                        List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE)));
    }

    /** Answers the decision before the roll when a knight could be played. */
    private Action beforeRollWithAKnight() {
        return agent.decide(samples.view, new BeforeRoll(0, List.of(RollDice.INSTANCE, PlayDevelopmentCard.knight())));
    }

    private Action mainTurn(Cards hand, List<Action> options) {
        return mainTurn(hand, options, 2);
    }

    private Action mainTurn(Cards hand, List<Action> options, int offersLeft) {
        samples.view.hand(hand);
        return agent.decide(
                samples.view,
                new MainTurn(0, SampleDecisions.withEndTurn(options), hand, offersLeft, SampleDecisions.TRADABLE));
    }

    @Test
    void setupPicksTheHighestPipSpot() {
        TestBoard board = new TestBoard();
        Terrain[] cheap = {Terrain.FOREST, Terrain.PASTURE, Terrain.HILLS, Terrain.FIELDS, Terrain.MOUNTAINS};
        int[] lowTokens = {2, 12, 3, 11};
        for (int h = 0; h < board.hexCount(); h++) {
            board.hex(h, cheap[h % cheap.length], lowTokens[h % lowTokens.length]);
        }
        board.hex(4, Terrain.HILLS, 6)
                .hex(5, Terrain.FIELDS, 8)
                .hex(9, Terrain.MOUNTAINS, 5)
                .robberOn(0);
        int best = board.corner(9, 0);
        assertEquals(3, board.hexCountAt(best));
        TestView view = new TestView(board, 0);
        List<Action> spots = new SampleDecisions().freeSpots();

        Action answer = agent.decide(view, new Setup(0, Piece.SETTLEMENT, spots));

        assertEquals(new BuildSettlement(best), answer);
    }

    @Test
    void setupRoadLeadsAwayFromTheSettlementTowardAFreeSpot() {
        TestBoard board = Fixtures.beginnerBoard();
        int settlement = board.corner(9, 0);
        board.settlement(settlement, 0);
        TestView view = new TestView(board, 0);
        List<Action> roads = List.of(
                new BuildRoad(board.pathAt(settlement, 0)),
                new BuildRoad(board.pathAt(settlement, 1)),
                new BuildRoad(board.pathAt(settlement, 2)));

        Action answer = agent.decide(view, new Setup(0, Piece.ROAD, roads));

        assertTrue(roads.contains(answer), answer::toString);
    }

    @Test
    void buildsACityBeforeASettlement() {
        Action city = new BuildCity(samples.ownSettlement);
        Action answer = mainTurn(new Cards(1, 1, 1, 3, 3, 0, 0, 0), List.of(new BuildSettlement(40), city));
        assertEquals(city, answer);
    }

    @Test
    void tradesWithTheBankWhenATradeCompletesACity() {
        Action answer = mainTurn(new Cards(0, 0, 4, 2, 2, 0, 0, 0), Fixtures.allBankTrades());
        assertEquals(new TradeWithBank(Card.WOOL, Card.ORE), answer);
    }

    @Test
    void tradesAtItsHarbourRate() {
        samples.view.board.harbour(samples.ownSettlement, Harbour.WOOL);
        Action answer = mainTurn(ORE_SHORT_OF_A_CITY, Fixtures.allBankTrades());
        assertEquals(new TradeWithBank(Card.WOOL, Card.ORE), answer);
    }

    @Test
    void doesNotTradeWithTheBankWhenTradesCannotCompleteABuild() {
        Action answer = mainTurn(new Cards(0, 0, 4, 1, 1, 0, 0, 0), Fixtures.allBankTrades(), 0);
        assertEquals(EndTurn.INSTANCE, answer);
    }

    @Test
    void offersASpareCardForTheMissingCardOfACityButNotTheSameOfferTwice() {
        assertEquals(
                new OfferTrade(Cards.of(Card.WOOL, 1), Cards.of(Card.ORE, 1)),
                mainTurn(ORE_SHORT_OF_A_CITY, List.of()));
        assertEquals(EndTurn.INSTANCE, mainTurn(ORE_SHORT_OF_A_CITY, List.of()));
    }

    @Test
    void buildsARoadTowardAFreeSpotWhenNoSpotIsConnected() {
        List<Action> roads = samples.roadsFromNetwork();
        Action answer = mainTurn(new Cards(1, 1, 0, 0, 0, 0, 0, 0), roads);
        assertTrue(roads.contains(answer), answer::toString);
    }

    @Test
    void savesForTheSettlementWhenASpotIsConnected() {
        TestBoard board = samples.view.board;
        int end = board.corner(4, 1);
        int spot = board.corner(4, 2);
        board.road(board.pathBetween(end, spot), 0);
        List<Action> roads = samples.roadsFromNetwork();
        Action answer = mainTurn(new Cards(1, 1, 1, 0, 0, 0, 0, 0), roads);
        assertEquals(EndTurn.INSTANCE, answer);
    }

    @Test
    void discardKeepsTheCardsOfTheNextBuild() {
        Cards hand = new Cards(0, 2, 3, 2, 3, 0, 0, 0);
        samples.view.hand(hand);
        Action answer = agent.decide(samples.view, new Discard(0, 5, hand));
        assertEquals(
                new Cards(0, 2, 3, 0, 0, 0, 0, 0),
                assertInstanceOf(DiscardCards.class, answer).cards());
    }

    @Test
    void robberAvoidsItsOwnHexesAndBlocksTheLeader() {
        samples.view.board.settlement(samples.view.board.corner(17, 0), 2);
        samples.view.board.settlement(samples.view.board.corner(4, 3), 3);
        Action answer = agent.decide(samples.view, new PlaceRobber(0, samples.robberMoves()));
        assertEquals(new MoveRobber(11), answer);
    }

    @Test
    void stealsFromTheLeader() {
        Action answer = agent.decide(samples.view, new ChooseVictim(0, List.of(new StealFrom(2), new StealFrom(1))));
        assertEquals(new StealFrom(1), answer);
    }

    @Test
    void acceptsAnOfferThatBringsTheNextBuildCloser() {
        assertEquals(AcceptOffer.INSTANCE, answerToOffer(Card.ORE, Card.WOOL));
    }

    @Test
    void declinesAnOfferThatCostsACardOfTheNextBuild() {
        assertEquals(DeclineOffer.INSTANCE, answerToOffer(Card.BRICK, Card.ORE));
    }

    @Test
    void declinesOffersFromAPlayerAboutToWin() {
        samples.view.victoryPoints[1] = 8;
        assertEquals(DeclineOffer.INSTANCE, answerToOffer(Card.ORE, Card.WOOL));
    }

    @Test
    void playsAKnightBeforeRollingWhenTheRobberBlocksItsHex() {
        samples.view.board.robberOn(4);
        assertEquals(PlayDevelopmentCard.knight(), beforeRollWithAKnight());
    }

    @Test
    void rollsWhenTheRobberIsElsewhere() {
        assertEquals(RollDice.INSTANCE, beforeRollWithAKnight());
    }

    @Test
    void yearOfPlentyTakesTheCardsThatCompleteACity() {
        List<Action> plays = List.of(
                PlayDevelopmentCard.yearOfPlenty(Card.BRICK, Card.LUMBER),
                PlayDevelopmentCard.yearOfPlenty(Card.GRAIN, Card.ORE),
                PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.ORE));
        Action answer = mainTurn(new Cards(0, 0, 0, 2, 1, 0, 0, 0), plays);
        assertEquals(PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.ORE), answer);
    }
}
