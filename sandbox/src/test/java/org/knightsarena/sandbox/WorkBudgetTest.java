package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.Agent;

/** Every way a bot might try to outrun or swallow the work budget ends in BudgetExhausted. */
class WorkBudgetTest {
    private static final String ONE_DECISION = "bots.Bot used its work budget for one decision (";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "while (true) { }",
                "for (int i = 0; ; i++) { if (i == -1) break; } return null;",
                "while (true) { try { while (true) { } } catch (Throwable t) { } }",
                "while (true) { try { spin(); } catch (Error e) { continue; } }",
                "while (true) { try { spin(); } catch (VirtualMachineError e) { } }",
                "try { while (true) { } } finally { while (true) { } }",
                "while (true) { try { spin(); } finally { spin(); } }",
                "return recurse(0);",
                "Throwable last = null; while (true) { try { spin(); } catch (Throwable t) { if (t == last) break; last = t; } } return null;",
                "List<long[]> hoard = new ArrayList<>(); while (true) { hoard.add(new long[1 << 16]); }",
                "long[][] big = new long[1 << 15][1 << 15]; return null;",
                "long[] big = new long[1 << 30]; return null;",
                "Runnable r = () -> { while (true) { } }; r.run(); return null;",
                "synchronized (this) { while (true) { } }",
                "while (true) { try { spin(); } catch (Throwable t) { throw new IllegalStateException(t); } }",
                "decision.options().forEach(o -> { while (true) { try { spin(); } catch (Throwable t) { } } }); return null;",
                "for (int i = 0; ; i++) { try { Object[] junk = new Object[1 << 20]; } catch (OutOfMemoryError e) { } }",
                "while (true) { try { synchronized (this) { spin(); } } catch (Throwable t) { } }",
                "while (true) { try { synchronized (this) { try { spin(); } finally { spin(); } } } catch (Throwable t) { } }",
                "List<Integer> l = new ArrayList<>(List.of(3, 1, 2)); while (true) { try { l.sort((a, b) -> { while (true) { } }); } catch (Throwable t) { } }",
            })
    void everyShapeOfEndlessWorkEndsInBudgetExhausted(String decide) {
        Agent agent = Bots.load(dir, """
                    static void spin() { while (true) { } }
                    static Action recurse(int depth) {
                        try { return recurse(depth + 1); } catch (Throwable t) { return recurse(depth + 1); }
                    }
                """, decide, Bots.small()).newAgent(1);
        BudgetExhausted e = assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION));
        assertTrue(e.getMessage().startsWith(ONE_DECISION), e.getMessage());
        assertTrue(e.getMessage().endsWith(" units) in decide"), e.getMessage());
    }

    @Test
    void aLockHeldWhenTheBudgetRanOutIsReleased() throws Exception {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "int calls;",
                        "synchronized (decision) { if (calls++ == 0) { while (true) { } } } return decision.options().get(1);",
                        Bots.small())
                .newAgent(1);
        assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION));
        Thread other = new Thread(() -> {
            synchronized (Bots.DECISION) {
                Bots.DECISION.options();
            }
        });
        other.start();
        other.join();
        assertEquals(Bots.DECISION.options().get(1), agent.decide(null, Bots.DECISION));
    }

    @Test
    void theNextDecisionGetsAFreshBudget() {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "int calls;",
                        "if (calls++ == 0) { while (true) { } } return decision.options().get(1);",
                        Bots.small())
                .newAgent(1);
        assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION));
        assertEquals(Bots.DECISION.options().get(1), agent.decide(null, Bots.DECISION));
    }

    @Test
    void theMatchBudgetRunsOutAcrossDecisions() {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "",
                        "long x = 0; for (int i = 0; i < 1_000_000; i++) { x += i; } return decision.options().get(x > 0 ? 0 : 1);",
                        Bots.small())
                .newAgent(1);
        int decided = 0;
        BudgetExhausted e = null;
        while (e == null) {
            try {
                agent.decide(null, Bots.DECISION);
                decided++;
            } catch (BudgetExhausted exhausted) {
                e = exhausted;
            }
        }
        assertTrue(
                decided > 1 && agent.workInMatch() <= 50_000_000,
                decided + " decisions, " + agent.workInMatch() + " units");
        assertTrue(
                e.getMessage().startsWith("bots.Bot used its work budget for the match (50000000 units)"),
                e.getMessage());
        assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION), "the match budget stays spent");
    }

    @Test
    void workIsCountedPerInstructionSoAKnownLoopCostsWhatItShould() {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "",
                        "long x = 0; for (int i = 0; i < 1_000_000; i++) { x += i; } return decision.options().get(x > 0 ? 0 : 1);")
                .newAgent(1);
        agent.decide(null, Bots.DECISION);
        long used = agent.mostWorkPerCall();
        // the loop body and test are about 10 instructions
        assertTrue(used > 5_000_000 && used < 20_000_000, "units for a million iterations: " + used);
    }
}
