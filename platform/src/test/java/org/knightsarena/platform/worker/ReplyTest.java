package org.knightsarena.platform.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.Fault;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchRecord;
import org.knightsarena.platform.match.MatchRunner;
import org.knightsarena.platform.match.SeatFault;

/** What a worker JVM tells its parent: the outcome of a match, each seat's faults with it. */
class ReplyTest {

    @Test
    void anOutcomeCarriesEachSeatsFaultsAcrossTheWorkersPipe() {
        AgentCatalog catalog = AgentCatalog.builtIn();
        List<Agent> agents = List.of(new ThrowsThenAnswersNull(), catalog.create("random"), catalog.create("random"));
        MatchRecord record = new MatchRunner(
                        GameOptions.standard(Ruleset.BASE, 3).withTurnCap(20), TimeBudget.DEFAULT)
                .play(5, agents, List.of("faulty", "random", "random#2"));

        MatchOutcome outcome = MatchOutcome.completed(record, Duration.ofMillis(12));
        MatchOutcome received = Reply.parse(Reply.outcome(outcome).toJson()).outcome();

        List<SeatFault> expected = List.of(
                new SeatFault(Fault.EXCEPTION, "java.lang.IllegalStateException: first, on turn 0 answering Setup"),
                new SeatFault(Fault.ILLEGAL_ANSWER, "answered null"));
        assertEquals(expected, outcome.seats().get(0).faults(), "as the chronicle recorded them, in order");
        assertEquals(
                List.of(List.of(), List.of()),
                outcome.seats().subList(1, 3).stream()
                        .map(MatchOutcome.SeatOutcome::faults)
                        .toList());
        assertEquals(
                record.faults(),
                outcome.seats().stream()
                        .map(MatchOutcome.SeatOutcome::faultCount)
                        .toList(),
                "the count the runner kept");
        assertEquals(outcome.seats(), received.seats());
    }

    /** Throws at its first decision, answers null at its second, then makes the default move. */
    private static final class ThrowsThenAnswersNull implements Agent {
        private int decisions;

        @Override
        public Action decide(GameView view, Decision decision) {
            decisions++;
            if (decisions == 1) {
                throw new IllegalStateException("first");
            }
            return decisions == 2 ? null : decision.defaultAnswer();
        }
    }
}
