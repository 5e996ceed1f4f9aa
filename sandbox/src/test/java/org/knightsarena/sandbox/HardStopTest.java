package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/**
 * {@link HardStop#ABANDON_THREAD}: a call stuck inside a JDK method, where the meter cannot stop it,
 * is abandoned at its hard limit and the agent plays no more. The stuck calls here sum three
 * billion numbers inside the JDK, seconds of work that end by themselves, so the abandoned threads
 * do not keep a core busy for the rest of the test run.
 */
class HardStopTest {
    /** A short grace, so the hard limit (allowance plus twice the grace) comes long before the scan ends. */
    private static final SandboxSettings SHORT_GRACE = new SandboxSettings(
            Long.MAX_VALUE / 4, Long.MAX_VALUE / 2, Duration.ofMillis(50), InspectionLimits.DEFAULT);

    private static final String STUCK = "long sum = java.util.stream.LongStream.range(0, 3_000_000_000L).sum();";

    @TempDir
    Path dir;

    @Test
    void aDecisionStuckInAJdkCallIsAbandonedAndTheAgentPlaysNoMore() {
        Agent agent = Bots.load(dir, "", STUCK + " return decision.options().get(0);", SHORT_GRACE)
                .newAgent(1, HardStop.ABANDON_THREAD);
        ((Watched) agent).allow(Duration.ofMillis(10));
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION));
        assertEquals(
                "bots.Bot was still running in decide 100 ms after its allowance of 10 ms, inside a call the work"
                        + " meter cannot stop; its thread is abandoned and it plays no more",
                e.getMessage());
        assertEquals(
                e.getMessage(),
                assertThrows(AgentUnusable.class, () -> agent.onEvent(null)).getMessage());
    }

    @Test
    void aConstructorStuckInAJdkCallIsAbandoned() {
        Agent agent = Bots.load(dir, "public Bot() { " + STUCK + " }", "return decision.options().get(0);", SHORT_GRACE)
                .newAgent(1, HardStop.ABANDON_THREAD);
        ((Watched) agent).allow(Duration.ofMillis(10));
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.onMatchStart(null));
        assertTrue(
                e.getMessage().startsWith("bots.Bot was still running in its constructor 100 ms after"),
                e.getMessage());
    }

    @Test
    void onItsOwnThreadAnAgentAnswersAndFaultsAsOnTheCallersThread() {
        Agent agent = Bots.load(
                        dir,
                        "int calls;",
                        "if (calls++ == 1) throw new IllegalStateException(\"second\");"
                                + " return decision.options().get(1);",
                        SHORT_GRACE)
                .newAgent(1, HardStop.ABANDON_THREAD);
        ((Watched) agent).allow(Duration.ofSeconds(5));
        assertEquals(Bots.DECISION.options().get(1), agent.decide(null, Bots.DECISION));
        ((Watched) agent).allow(Duration.ofSeconds(5));
        assertEquals(
                "second",
                assertThrows(IllegalStateException.class, () -> agent.decide(null, Bots.DECISION))
                        .getMessage());
        assertEquals(Bots.DECISION.options().get(1), agent.decide(null, Bots.DECISION));
    }

    @Test
    void anAgentsOwnThreadEndsOnceItIsNoLongerCalled() throws InterruptedException {
        Agent agent = Bots.load(dir, "", "return decision.options().get(0);", SHORT_GRACE)
                .newAgent(1, HardStop.ABANDON_THREAD);
        // other tests' bots have the same class name, and a stuck one's abandoned thread may still
        // be winding down on a loaded machine: only the thread this call started is watched
        Set<Thread> before = ownThreadsAlive();
        agent.decide(null, Bots.DECISION);
        Set<Thread> mine = ownThreadsAlive();
        mine.removeAll(before);
        assertFalse(mine.isEmpty(), "the call ran on the agent's own thread");
        // idle for a second, the thread ends; waiting up to 30 s bounds the test, it times nothing
        for (int i = 0; i < 300 && mine.stream().anyMatch(Thread::isAlive); i++) {
            Thread.sleep(100);
        }
        assertTrue(mine.stream().noneMatch(Thread::isAlive), "no thread, so nothing keeps the agent's class loaders");
    }

    private static Set<Thread> ownThreadsAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(Boundary.OWN_THREAD_PREFIX + "bots.Bot") && t.isAlive())
                .collect(Collectors.toCollection(HashSet::new));
    }
}
