package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.Fault;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.HardStop;
import org.knightsarena.sandbox.SandboxSettings;
import org.knightsarena.sandbox.SandboxedBot;
import org.knightsarena.sandbox.TestJars;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/**
 * Hostile bot JARs played in process, the way {@code arena play} and {@code arena check} play them
 * ({@link HardStop#ABANDON_THREAD}): what goes wrong in construction, class initialisation,
 * callbacks or inside JDK calls is a fault of the bot's seat, recorded in the chronicle, and the
 * match completes for the others.
 */
class SandboxedSeatFaultsTest {

    private static final GameOptions OPTIONS =
            GameOptions.standard(Ruleset.BASE, 4).withTurnCap(60);
    /** A short watchdog grace, so that a hard limit (allowance plus twice the grace) comes soon. */
    private static final SandboxSettings SANDBOX =
            new SandboxSettings(20_000_000, 200_000_000, Duration.ofMillis(50), InspectionLimits.DEFAULT);

    private static final int STRIKES = 10;

    @TempDir
    Path dir;

    @Test
    void aConstructorThatThrowsIsACrashedFaultAndTheSeatIsEjectedAtOnce() {
        MatchRecord match = play(
                bot("public Evil() { throw new IllegalStateException(\"no\"); }", "return decision.options().get(0);"),
                TimeBudget.DEFAULT);
        List<FaultRecorded> faults = faults(match);
        assertEquals(1, faults.size(), faults::toString);
        assertEquals(Fault.CRASHED, faults.get(0).kind());
        assertEquals(
                "bots.Evil failed in its constructor: java.lang.IllegalStateException: no; it plays no more",
                faults.get(0).detail());
        assertEjectedLastWithOthersUnharmed(match, 1);
    }

    @Test
    void aStaticInitializerThatLoopsRunsOutOfBudgetAndTheSeatIsEjected() {
        MatchRecord match =
                play(bot("static int n; static { while (n >= 0) { n = n * 1; } }", "return null;"), TimeBudget.DEFAULT);
        FaultRecorded first = faults(match).get(0);
        assertEquals(Fault.CRASHED, first.kind());
        assertTrue(first.detail().startsWith("bots.Evil used its work budget for one decision ("), first.detail());
        assertTrue(first.detail().contains(" in its constructor"), first.detail());
        assertEjectedLastWithOthersUnharmed(match, 1);
    }

    @Test
    void aDecisionStuckInsideAJdkCallIsAbandonedAndTheSeatEjected() {
        // ten billion numbers summed inside the JDK: seconds, far past the hard limit, yet it ends;
        // the clock is roomy enough that the other seats do not time out on a loaded machine
        MatchRecord match = play(
                bot(
                        "",
                        "long sum = java.util.stream.LongStream.range(0, 10_000_000_000L).sum();"
                                + " return decision.options().get(0);"),
                new TimeBudget(Duration.ofMillis(200), Duration.ofMillis(300)));
        FaultRecorded first = faults(match).get(0);
        assertEquals(Fault.CRASHED, first.kind());
        assertTrue(
                first.detail().startsWith("bots.Evil was still running in decide 100 ms after its allowance of 500 ms"),
                first.detail());
        assertEjectedLastWithOthersUnharmed(match, 1);
    }

    @Test
    void faultsInOnEventAreRecordedAndStrikesStopAtTheLimit() {
        MatchRecord match = play(
                bot(
                        "public void onEvent(org.knightsarena.api.event.GameEvent e) {"
                                + " throw new IllegalStateException(\"event\"); }",
                        "return decision.options().get(0);"),
                TimeBudget.DEFAULT);
        List<FaultRecorded> faults = faults(match);
        assertEquals(STRIKES, faults.size());
        assertEquals(Fault.EXCEPTION, faults.get(0).kind());
        assertEquals(
                "onEvent threw java.lang.IllegalStateException: event at bots.Evil.onEvent(Evil.java:7), on turn 0",
                faults.get(0).detail());
        assertEjectedLastWithOthersUnharmed(match, STRIKES);
    }

    @Test
    void aFaultInOnMatchEndIsRecordedAfterThePlacesAreSet() {
        MatchRecord match = play(
                bot(
                        "public void onMatchEnd(MatchResult r) { throw new IllegalStateException(\"end\"); }",
                        "return decision.options().get(0);"),
                TimeBudget.DEFAULT);
        List<FaultRecorded> faults = faults(match);
        assertEquals(
                List.of(new FaultRecorded(
                        0,
                        Fault.EXCEPTION,
                        "onMatchEnd threw java.lang.IllegalStateException: end"
                                + " at bots.Evil.onMatchEnd(Evil.java:7), on turn "
                                + match.game().turn())),
                faults);
        assertEquals(1, match.faults().get(0));
        assertEquals(List.of(false, false, false, false), match.ejected());
    }

    @Test
    void aHugeFaultMessageIsCutWhereItIsRecorded() {
        MatchRecord match =
                play(bot("", "throw new IllegalStateException(\"x\".repeat(2_000_000));"), TimeBudget.DEFAULT);
        String detail = faults(match).get(0).detail();
        // cut where it is recorded: the first characters, and how many more there were (the message's
        // rest, then where it was thrown and when)
        String where = ", on turn 0 answering Setup";
        assertTrue(
                detail.matches("java\\.lang\\.IllegalStateException: x{" + (MatchRunner.MAX_FAULT_DETAIL - 33)
                        + "}… \\(\\d+ more characters\\)"),
                detail.substring(MatchRunner.MAX_FAULT_DETAIL - 40));
        int more = Integer.parseInt(detail.replaceAll(".*… \\((\\d+) more characters\\)", "$1"));
        assertTrue(more > 2_000_000 - (MatchRunner.MAX_FAULT_DETAIL - 33) + where.length(), "cut " + more);
    }

    private MatchRecord play(SandboxedBot bot, TimeBudget budget) {
        AgentCatalog catalog = AgentCatalog.builtIn();
        List<Agent> agents = List.of(
                bot.newAgent(3, HardStop.ABANDON_THREAD),
                catalog.create("random"),
                catalog.create("random"),
                catalog.create("heuristic"));
        return new MatchRunner(OPTIONS, budget, STRIKES)
                .play(3, agents, List.of("evil", "random", "random#2", "heuristic"));
    }

    private SandboxedBot bot(String members, String decideBody) {
        Path jar = TestJars.jar(dir, Map.of("bots.Evil", """
                package bots;
                import java.util.*;
                import org.knightsarena.api.*;
                import org.knightsarena.api.action.Action;
                import org.knightsarena.api.decision.Decision;
                public final class Evil implements Agent {
                %s
                    public Action decide(GameView view, Decision decision) {
                %s
                    }
                }
                """.formatted(members, decideBody)), null);
        try {
            return SandboxedBot.load(jar, SANDBOX);
        } catch (BotRejected e) {
            throw new AssertionError(e.describe(), e);
        }
    }

    private static List<FaultRecorded> faults(MatchRecord match) {
        return match.game().events().stream()
                .filter(FaultRecorded.class::isInstance)
                .map(FaultRecorded.class::cast)
                .toList();
    }

    private static void assertEjectedLastWithOthersUnharmed(MatchRecord match, int strikes) {
        assertTrue(match.game().isOver());
        assertTrue(faults(match).stream().allMatch(f -> f.player() == 0), faults(match)::toString);
        List<AgentEjected> ejections = match.game().events().stream()
                .filter(AgentEjected.class::isInstance)
                .map(AgentEjected.class::cast)
                .toList();
        assertEquals(List.of(new AgentEjected(0, strikes)), ejections);
        assertEquals(strikes, match.faults().get(0));
        assertEquals(4, match.result().places().get(0));
    }
}
