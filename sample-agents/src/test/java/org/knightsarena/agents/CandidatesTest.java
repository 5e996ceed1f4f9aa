package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.MainTurn;

class CandidatesTest {

    private final SampleDecisions samples = new SampleDecisions();

    @Test
    void keepsAShortListWholeWithTheHeuristicsAnswerFirst() {
        List<Action> options = List.of(EndTurn.INSTANCE, new BuildCity(samples.ownSettlement));
        List<Action> candidates = Candidates.of(samples.view, options, options.get(1), 10, new Random(1));
        assertEquals(List.of(options.get(1), options.get(0)), candidates);
    }

    @Test
    void addsAnUnlistedTradeOfferOfTheHeuristicInFront() {
        Action offer = new OfferTrade(Cards.of(Card.ORE, 1), Cards.of(Card.BRICK, 1));
        List<Action> options = List.of(EndTurn.INSTANCE);
        assertEquals(List.of(offer, EndTurn.INSTANCE), Candidates.of(samples.view, options, offer, 10, new Random(1)));
    }

    @Test
    void cutsALongMainTurnToDistinctAnswersOfEveryKind() {
        MainTurn turn = samples.richMainTurn();
        Action heuristic = new BuildCity(samples.ownSettlement);
        List<Action> candidates = Candidates.of(samples.view, turn.options(), heuristic, 12, new Random(3));
        assertEquals(12, candidates.size());
        assertEquals(heuristic, candidates.get(0));
        assertEquals(candidates.size(), new HashSet<>(candidates).size(), "duplicates in " + candidates);
        assertTrue(turn.options().containsAll(candidates), candidates + " are not all options");
        Set<Class<?>> kinds = new HashSet<>();
        candidates.forEach(c -> kinds.add(c.getClass()));
        assertTrue(kinds.containsAll(Set.of(EndTurn.class, BuildRoad.class, TradeWithBank.class)), kinds.toString());
    }

    @Test
    void ranksTheSpotsOfASetupByTheirValue() {
        List<Action> spots = samples.freeSpots();
        Placement place = new Placement(samples.view.board(), 0);
        Action first = spots.get(0);
        List<Action> candidates = Candidates.of(samples.view, spots, first, 6, new Random(5));
        double worstKept = Double.POSITIVE_INFINITY;
        for (Action kept : candidates.subList(1, candidates.size())) {
            worstKept = Math.min(worstKept, place.spotValue(((BuildSettlement) kept).intersection()));
        }
        for (Action spot : spots) {
            if (!candidates.contains(spot)) {
                double value = place.spotValue(((BuildSettlement) spot).intersection());
                assertTrue(value <= worstKept, spot + " worth " + value + " was cut for one worth " + worstKept);
            }
        }
    }

    @Test
    void dependsOnlyOnTheGeneratorsSeed() {
        MainTurn turn = samples.richMainTurn();
        Action heuristic = EndTurn.INSTANCE;
        assertEquals(
                Candidates.of(samples.view, turn.options(), heuristic, 10, new Random(9)),
                Candidates.of(samples.view, turn.options(), heuristic, 10, new Random(9)));
    }
}
