package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

/** The runner's contract with agents: faults become default moves, events arrive as the seat may see them. */
class MatchRunnerTest {

    private static final GameOptions OPTIONS =
            GameOptions.standard(Ruleset.BASE, 4).withTurnCap(60);
    private final AgentCatalog catalog = AgentCatalog.builtIn();

    @Test
    void anAgentThatThrowsGetsDefaultMovesAndFaultsWhileTheMatchCompletes() {
        MatchRecord match = play(TimeBudget.DEFAULT, (view, decision) -> {
            throw new IllegalStateException("boom");
        });
        assertTrue(match.game().isOver());
        assertTrue(match.faults().get(0) > 0);
        assertEquals(0, match.faults().get(1));
        FaultRecorded first = firstFault(match);
        assertEquals(0, first.player());
        assertEquals(Fault.EXCEPTION, first.kind());
        assertEquals("java.lang.IllegalStateException: boom, on turn 0 answering Setup", first.detail());
    }

    @Test
    void anIllegalAnswerIsReplacedAndRecordedWithTheReason() {
        MatchRecord match = play(TimeBudget.DEFAULT, (view, decision) -> new BuildRoad(71));
        FaultRecorded first = firstFault(match);
        assertEquals(Fault.ILLEGAL_ANSWER, first.kind());
        assertTrue(first.detail().contains("BuildRoad[path=71] is not one of the"), first.detail());
        assertTrue(match.game().isOver());
    }

    @Test
    void aNullAnswerIsAnIllegalAnswer() {
        MatchRecord match = play(TimeBudget.DEFAULT, (view, decision) -> null);
        assertEquals("answered null", firstFault(match).detail());
    }

    @Test
    void anAgentOverItsTimeWithAnEmptyBankTimesOut() {
        TimeBudget tight = new TimeBudget(Duration.ofNanos(1), Duration.ZERO);
        MatchRecord match = play(tight, (view, decision) -> {
            long end = System.nanoTime() + 200_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            return decision.options().get(0);
        });
        assertEquals(Fault.TIMEOUT, firstFault(match).kind());
    }

    @Test
    @Timeout(120) // a turn clock that never moved would keep it playing games for ever
    void aBuiltInAgentIsTimedPerTurnSoItsOverrunIsAtMostOneFaultForEachRunOfItsDecisions() {
        TimeBudget tight = new TimeBudget(Duration.ofNanos(1), Duration.ZERO);
        // A turn is timed by the coarse clock, which moves every few milliseconds: a run of
        // decisions shorter than that may be charged nothing, so games are played until some
        // run has been seen to overrun. Each run is charged once, however many decisions it holds.
        int overruns = 0;
        for (long seed = 5; overruns == 0; seed++) {
            List<Agent> agents = new ArrayList<>();
            for (int p = 0; p < 4; p++) {
                agents.add(catalog.create("heuristic"));
            }
            MatchRecord match = new MatchRunner(OPTIONS, tight, 1_000_000)
                    .play(seed, agents, List.of("heuristic", "heuristic#2", "heuristic#3", "heuristic#4"));
            List<SeatedAction> actions = match.game().actions();
            int[] runs = new int[4];
            for (int i = 0; i < actions.size(); i++) {
                if (i == 0 || actions.get(i).seat() != actions.get(i - 1).seat()) {
                    runs[actions.get(i).seat()]++;
                }
            }
            int[] timeouts = new int[4];
            for (GameEvent e : match.game().events()) {
                if (e instanceof FaultRecorded f) {
                    assertEquals(Fault.TIMEOUT, f.kind(), f.detail());
                    timeouts[f.player()]++;
                }
            }
            for (int p = 0; p < 4; p++) {
                assertTrue(
                        timeouts[p] <= runs[p], "seat " + p + ": " + timeouts[p] + " faults in " + runs[p] + " runs");
                overruns += timeouts[p];
            }
            assertTrue(actions.size() > java.util.Arrays.stream(runs).sum(), "some runs hold several decisions");
        }
    }

    @Test
    void builtInAgentsAreTheCatalogsOwnClassesOnly() {
        assertTrue(AgentCatalog.isBuiltIn(catalog.create("random")));
        assertTrue(AgentCatalog.isBuiltIn(catalog.create("heuristic")));
        assertFalse(
                AgentCatalog.isBuiltIn((view, decision) -> decision.options().get(0)));
    }

    @Test
    void agentsSeeOnlyTheEventsTheirSeatMaySeeAndTheMatchEnd() {
        List<GameEvent> seen = new ArrayList<>();
        List<MatchResult> ended = new ArrayList<>();
        Agent watcher = new Agent() {
            private final Agent random = catalog.create("random");

            @Override
            public void onMatchStart(MatchContext context) {
                random.onMatchStart(context);
            }

            @Override
            public Action decide(GameView view, Decision decision) {
                return random.decide(view, decision);
            }

            @Override
            public void onEvent(GameEvent event) {
                seen.add(event);
            }

            @Override
            public void onMatchEnd(MatchResult result) {
                ended.add(result);
            }
        };
        MatchRecord match = new MatchRunner(GameOptions.standard(Ruleset.BASE, 4), TimeBudget.DEFAULT)
                .play(
                        7,
                        List.of(watcher, catalog.create("random"), catalog.create("random"), catalog.create("random")),
                        List.of("watcher", "random", "random#2", "random#3"));
        List<GameEvent> visible = new ArrayList<>();
        for (GameEvent e : match.game().events()) {
            if (e.isVisibleTo(0)) {
                visible.add(e);
            }
        }
        assertEquals(visible, seen);
        assertTrue(
                match.game().events().stream().anyMatch(e -> e instanceof StolenCardSeen && !e.isVisibleTo(0)),
                "the game should hold a steal seat 0 did not see");
        assertEquals(List.of(match.result()), ended);
    }

    @Test
    void anAgentAtTheStrikeLimitIsEjectedPlaysOnAutopilotAndIsRankedLast() {
        int[] asked = {0};
        Agent faulty = (view, decision) -> {
            asked[0]++;
            throw new IllegalStateException("boom");
        };
        List<Agent> agents =
                List.of(faulty, catalog.create("heuristic"), catalog.create("random"), catalog.create("random"));
        MatchRecord match = new MatchRunner(OPTIONS, TimeBudget.DEFAULT, 3)
                .play(3, agents, List.of("faulty", "heuristic", "random", "random#2"));
        assertTrue(match.game().isOver());
        assertEquals(List.of(true, false, false, false), match.ejected());
        assertEquals(3, match.faults().get(0));
        assertEquals(3, asked[0], "an ejected agent is not asked again");
        List<AgentEjected> ejections = match.game().events().stream()
                .filter(AgentEjected.class::isInstance)
                .map(AgentEjected.class::cast)
                .toList();
        assertEquals(List.of(new AgentEjected(0, 3)), ejections);
        assertEquals(4, match.result().places().get(0), "ejected seats rank below every other seat");
        assertTrue(
                match.logs().get(0).stream().anyMatch(l -> l.contains("ejected after 3 faults")),
                match.logs().get(0).toString());
    }

    @Test
    void rankingEjectedSeatsLastKeepsTheOrderAmongTheOthersAndSharedPlaces() {
        MatchResult result = new MatchResult(
                MatchResult.Ending.WON, java.util.OptionalInt.of(1), List.of(5, 10, 7, 7), List.of(4, 1, 2, 2), 90);
        MatchResult ranked = EjectedLast.rank(result, new boolean[] {false, true, false, false});
        assertEquals(List.of(3, 4, 1, 1), ranked.places());
        assertTrue(ranked.winner().isEmpty(), "an ejected winner loses its win");
        MatchResult none = EjectedLast.rank(result, new boolean[4]);
        assertEquals(result, none);
        MatchResult two = EjectedLast.rank(result, new boolean[] {true, false, false, true});
        assertEquals(List.of(4, 1, 2, 3), two.places());
    }

    private MatchRecord play(TimeBudget budget, Agent faulty) {
        List<Agent> agents =
                List.of(faulty, catalog.create("random"), catalog.create("random"), catalog.create("random"));
        return new MatchRunner(OPTIONS, budget).play(3, agents, List.of("faulty", "random", "random#2", "random#3"));
    }

    private static FaultRecorded firstFault(MatchRecord match) {
        for (GameEvent e : match.game().events()) {
            if (e instanceof FaultRecorded) {
                return (FaultRecorded) e;
            }
        }
        throw new AssertionError("no fault recorded");
    }
}
