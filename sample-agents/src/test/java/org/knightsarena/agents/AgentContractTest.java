package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.knightsarena.api.Agent;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;

/** What every shipped agent must do, whatever its strategy. */
class AgentContractTest {

    static Stream<Arguments> agents() {
        return Stream.of(
                Arguments.of("random", (Supplier<Agent>) RandomAgent::new),
                Arguments.of("heuristic", (Supplier<Agent>) HeuristicAgent::new));
    }

    private final SampleDecisions samples = new SampleDecisions();

    private static Agent started(Supplier<Agent> factory, long seed) {
        Agent agent = factory.get();
        agent.onMatchStart(Fixtures.context(0, seed));
        return agent;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agents")
    void answersEveryDecisionKindLegally(String name, Supplier<Agent> factory) {
        for (long seed = 0; seed < 50; seed++) {
            Agent agent = started(factory, seed);
            for (Decision decision : samples.all()) {
                Action answer = agent.decide(samples.view, decision);
                Optional<String> violation = decision.validate(answer);
                assertTrue(
                        violation.isEmpty(),
                        () -> name + " answered " + decision + " with " + answer + ": " + violation);
            }
        }
    }

    /** Asserts that the agent, started with each of 20 seeds, answers {@code decision} with {@code expected}. */
    private void assertAlwaysAnswers(Supplier<Agent> factory, Decision decision, Action expected) {
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(expected, started(factory, seed).decide(samples.view, decision), "seed " + seed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agents")
    void endsTheTurnWhenOnlyEndTurnIsLegal(String name, Supplier<Agent> factory) {
        assertAlwaysAnswers(factory, SampleDecisions.onlyEndTurn(Cards.NONE, 0), EndTurn.INSTANCE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agents")
    void discardsExactlyTheAskedNumberOfCardsFromTheHand(String name, Supplier<Agent> factory) {
        Cards hand = SampleDecisions.RICH_HAND;
        for (int count = 1; count <= hand.total(); count++) {
            Agent agent = started(factory, count);
            Action answer = agent.decide(samples.view, new Discard(0, count, hand));
            Cards cards = assertInstanceOf(DiscardCards.class, answer).cards();
            assertEquals(count, cards.total());
            assertTrue(hand.covers(cards), () -> cards + " is not in " + hand);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agents")
    void declinesAnOfferItCannotAccept(String name, Supplier<Agent> factory) {
        assertAlwaysAnswers(factory, SampleDecisions.declineOnly(), DeclineOffer.INSTANCE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agents")
    void answersOnlyListedOptionsWhenOptionsAreListed(String name, Supplier<Agent> factory) {
        Agent agent = started(factory, 7);
        for (Decision decision : samples.all()) {
            List<Action> options = decision.options();
            Action answer = agent.decide(samples.view, decision);
            boolean freeForm = decision instanceof Discard || answer instanceof OfferTrade;
            assertTrue(
                    freeForm || options.contains(answer), () -> name + " answered " + answer + " outside " + options);
        }
    }
}
