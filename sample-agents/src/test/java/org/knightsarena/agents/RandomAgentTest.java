package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;

class RandomAgentTest {

    private static List<Action> play(long seed, int rounds) {
        SampleDecisions samples = new SampleDecisions();
        RandomAgent agent = new RandomAgent();
        agent.onMatchStart(Fixtures.context(0, seed));
        List<Action> answers = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            for (Decision decision : samples.all()) {
                answers.add(agent.decide(samples.view, decision));
            }
        }
        return answers;
    }

    @Test
    void sameSeedGivesTheSameAnswers() {
        assertEquals(play(42, 20), play(42, 20));
    }

    @Test
    void differentSeedsGiveDifferentAnswers() {
        assertNotEquals(play(1, 20), play(2, 20));
    }

    @Test
    void choosesAKindFirstSoBankTradesDoNotDrownABuild() {
        List<Action> options = SampleDecisions.withEndTurn(Fixtures.allBankTrades());
        options.add(0, new BuildSettlement(3));
        MainTurn turn = new MainTurn(0, options, SampleDecisions.RICH_HAND, 0, SampleDecisions.TRADABLE);
        RandomAgent agent = new RandomAgent();
        agent.onMatchStart(Fixtures.context(0, 5));
        int settlements = 0;
        int trades = 0;
        int runs = 3000;
        for (int i = 0; i < runs; i++) {
            Action answer = agent.decide(null, turn);
            settlements += answer instanceof BuildSettlement ? 1 : 0;
            trades += answer instanceof TradeWithBank ? 1 : 0;
        }
        // Three kinds (settlement, bank trade, end turn): about a third each, not 1 in 22.
        assertTrue(settlements > runs / 4 && settlements < runs * 5 / 12, "settlements: " + settlements);
        assertTrue(trades > runs / 4 && trades < runs * 5 / 12, "trades: " + trades);
    }

    @Test
    void picksEveryOptionOfAKindThatIsSplitAcrossTheList() {
        List<Action> options = new ArrayList<>(List.of(
                new BuildRoad(1),
                new TradeWithBank(Card.ORE, Card.WOOL),
                new BuildRoad(2),
                new TradeWithBank(Card.WOOL, Card.ORE),
                new BuildRoad(3)));
        MainTurn turn = new MainTurn(0, SampleDecisions.withEndTurn(options), Cards.NONE, 0, SampleDecisions.TRADABLE);
        RandomAgent agent = new RandomAgent();
        agent.onMatchStart(Fixtures.context(0, 11));
        Set<Action> seen = new HashSet<>();
        for (int i = 0; i < 600; i++) {
            Action answer = agent.decide(null, turn);
            assertTrue(turn.options().contains(answer), answer::toString);
            seen.add(answer);
        }
        assertEquals(new HashSet<>(turn.options()), seen);
    }

    @Test
    void tradeOffersGiveOneOrTwoHeldCardsForOneCardOfAnotherKind() {
        Cards hand = new Cards(1, 0, 2, 0, 1, 0, 0, 0);
        MainTurn turn = new MainTurn(
                0, SampleDecisions.withEndTurn(Fixtures.allBankTrades()), hand, 2, SampleDecisions.TRADABLE);
        RandomAgent agent = new RandomAgent();
        agent.onMatchStart(Fixtures.context(0, 9));
        int offers = 0;
        for (int i = 0; i < 2000; i++) {
            Action answer = agent.decide(null, turn);
            assertTrue(turn.validate(answer).isEmpty(), answer::toString);
            if (answer instanceof OfferTrade) {
                OfferTrade offer = (OfferTrade) answer;
                offers++;
                assertTrue(offer.give().total() >= 1 && offer.give().total() <= 2, offer::toString);
                assertEquals(1, offer.take().total(), offer::toString);
                assertTrue(offer.take().resources() == 1, offer::toString);
            }
        }
        // Offers are the exception: about 1 decision in 16.
        assertTrue(offers > 60 && offers < 250, "offers: " + offers);
    }

    @Test
    void makesNoOfferWhenNoOffersAreLeft() {
        MainTurn turn = new MainTurn(
                0, SampleDecisions.withEndTurn(List.of()), SampleDecisions.RICH_HAND, 0, SampleDecisions.TRADABLE);
        RandomAgent agent = new RandomAgent();
        agent.onMatchStart(Fixtures.context(0, 3));
        for (int i = 0; i < 500; i++) {
            assertTrue(turn.validate(agent.decide(null, turn)).isEmpty());
        }
    }

    @Test
    void refusesToDecideBeforeTheMatchStarts() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> new RandomAgent().decide(null, SampleDecisions.onlyEndTurn(Cards.NONE, 0)));
        assertEquals("decide was called before onMatchStart gave the generator", e.getMessage());
    }
}
