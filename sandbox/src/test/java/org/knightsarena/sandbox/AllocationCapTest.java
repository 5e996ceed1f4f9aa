package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Allocation inside allowed JDK calls (an {@code ArrayList} or a {@code StringBuilder} that
 * grows), which the work meter does not see, is bounded per call in the host JVM: the watchdog
 * reads what the call's thread allocated, stops the call past the cap, and the agent plays no more,
 * so the heap it can hold stays near the cap.
 */
class AllocationCapTest {
    private static final long CAP = 64L << 20;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "for (int i = 0; i < 60_000_000; i++) { kept.add(i); } return decision.options().get(0);",
                "StringBuilder s = new StringBuilder(\"knights\"); while (s.length() < 800_000_000) { s.append(s); }"
                        + " text.add(s); return decision.options().get(0);",
                "kept.addAll(Collections.nCopies(100_000_000, 7)); return decision.options().get(0);",
            })
    void aBotThatGrowsAJdkCollectionEveryDecisionIsStoppedAndTheHeapStaysBounded(String decide) throws Exception {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "List<Integer> kept = new ArrayList<>(); List<Object> text = new ArrayList<>();",
                        decide,
                        SandboxSettings.defaults().withAllocationPerCall(CAP))
                .newAgent(1);
        long before = heapUsed();
        agent.allow(Duration.ofSeconds(30));
        AgentUnusable stopped = assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION));
        assertEquals(
                "bots.Bot allocated more than 64 MB in decide, bot code and JDK calls together; it plays no more",
                stopped.getMessage());
        agent.allow(Duration.ofSeconds(30));
        assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION), "it is not asked again");
        long held = heapUsed() - before;
        // unbounded, one decision holds about a gigabyte (or runs the JVM out of memory)
        assertTrue(held < 8 * CAP, "the agent still holds " + (held >> 20) + " MB");
        assertTrue(agent.toString().contains("bots.Bot"), "the agent is still reachable, with what it holds");
    }

    private static long heapUsed() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        long after = Long.MAX_VALUE;
        long before;
        do {
            before = after;
            System.gc();
            Thread.sleep(50);
            after = runtime.totalMemory() - runtime.freeMemory();
        } while (after < before);
        return after;
    }
}
