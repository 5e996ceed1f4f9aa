package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.sandbox.inspect.InspectionLimits;

/** The sandbox's entry point, end to end with real JARs. */
class SandboxedBotTest {
    @TempDir
    Path dir;

    @Test
    void aCleanBotWithLambdasRecordsAndStringsAnswers() {
        SandboxedBot bot = Bots.load(dir, """
                    record Score(int index, int value) { }
                    enum Mood { CALM }
                """, """
                    List<Score> scores = new ArrayList<>();
                    for (int i = 0; i < decision.options().size(); i++) scores.add(new Score(i, i * 7 % 3));
                    Score best = scores.stream().max(Comparator.comparingInt(Score::value)).orElseThrow();
                    String label = "best " + best + " " + Mood.CALM;
                    return label.isEmpty() ? null : decision.options().get(best.index());
                """);
        assertEquals("bots.Bot", bot.agentClass());
        assertEquals(Bots.DECISION.options().get(1), bot.newAgent(1).decide(null, Bots.DECISION));
    }

    @Test
    void theRealHeuristicSampleAgentLoadsAndAnswers() throws BotRejected {
        SandboxedBot bot = SandboxedBot.load(SampleAgentJar.heuristic(dir), SandboxSettings.defaults());
        assertEquals(SampleAgentJar.HEURISTIC, bot.agentClass());
        Agent agent = bot.newAgent(1);
        assertEquals(RollDice.INSTANCE, agent.decide(null, new BeforeRoll(0, List.of(RollDice.INSTANCE))));
        assertTrue(agent.getClass() == SandboxedAgent.class);
    }

    @Test
    void theHashIsOfTheJarBytes() throws Exception {
        Path jar = Bots.jar(dir, "", "return decision.options().get(0);");
        SandboxedBot bot = SandboxedBot.load(jar, SandboxSettings.defaults());
        String expected =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(jar)));
        assertEquals(expected, bot.sha256());
    }

    @Test
    void theSameJarBytesUnderAnotherPathAreInstrumentedOnce() throws Exception {
        Path jar = Bots.jar(Files.createDirectories(dir.resolve("a")), "", "return decision.options().get(0);");
        Path copy = Files.copy(jar, Files.createDirectories(dir.resolve("b")).resolve("copy.jar"));
        Path other = Bots.jar(Files.createDirectories(dir.resolve("c")), "", "return decision.options().get(1);");
        SandboxedBot first = SandboxedBot.load(jar, SandboxSettings.defaults());
        assertSame(
                first.classes(),
                SandboxedBot.load(copy, SandboxSettings.defaults()).classes());
        assertNotSame(
                first.classes(),
                SandboxedBot.load(other, SandboxSettings.defaults()).classes());
        SandboxSettings tighter =
                new SandboxSettings(1_000, 1_000, Duration.ZERO, InspectionLimits.DEFAULT.withMaxEntries(10));
        assertNotSame(first.classes(), SandboxedBot.load(copy, tighter).classes(), "other limits inspect it again");
    }

    @Test
    void aRefusedBotSaysWhatAndWhere() {
        Path jar = Bots.jar(dir, "", "System.exit(1);\n        return null;");
        BotRejected e = assertThrows(BotRejected.class, () -> SandboxedBot.load(jar, SandboxSettings.defaults()));
        assertEquals(
                "refused: 1 problem\n  bots.Bot.decide(GameView, Decision), line 9: System.exit(...) is not allowed"
                        + " — return an action instead: the platform ends the match",
                e.describe());
        assertEquals(1, e.problems().size());
    }

    @Test
    void aMissingJarIsRefusedNotThrown() {
        BotRejected e = assertThrows(
                BotRejected.class, () -> SandboxedBot.load(dir.resolve("missing.jar"), SandboxSettings.defaults()));
        assertTrue(e.describe().contains("missing.jar: cannot be read"), e.describe());
    }

    @Test
    void staticsDoNotSurviveFromOneAgentToTheNext() {
        SandboxedBot bot = Bots.load(dir, "static int calls;", "return decision.options().get(calls++);");
        Agent first = bot.newAgent(1);
        assertEquals(Bots.DECISION.options().get(0), first.decide(null, Bots.DECISION));
        assertEquals(Bots.DECISION.options().get(1), first.decide(null, Bots.DECISION));
        assertEquals(Bots.DECISION.options().get(0), bot.newAgent(1).decide(null, Bots.DECISION));
    }

    @Test
    void deepRecursionIsACleanRuntimeException() {
        Agent agent = Bots.load(
                        dir,
                        "static int down(int n) { return down(n + 1) + 1; }",
                        "return decision.options().get(down(0));")
                .newAgent(1);
        AgentCrashed e = assertThrows(AgentCrashed.class, () -> agent.decide(null, Bots.DECISION));
        assertTrue(
                e.getMessage()
                        .startsWith("bots.Bot failed in decide: java.lang.StackOverflowError (recursion too deep)"
                                + " at bots.Bot.down(Bot.java:7)"),
                e.getMessage());
    }

    @Test
    void anImpossibleAllocationIsACleanRuntimeException() {
        Agent agent = Bots.load(
                        dir,
                        "",
                        "long[] a = new long[Integer.MAX_VALUE - 2]; return decision.options().get(a.length);",
                        SandboxSettings.defaults().withWork(Long.MAX_VALUE / 4, Long.MAX_VALUE / 2))
                .newAgent(1);
        AgentCrashed e = assertThrows(AgentCrashed.class, () -> agent.decide(null, Bots.DECISION));
        assertTrue(e.getMessage().startsWith("bots.Bot failed in decide: java.lang.OutOfMemoryError"), e.getMessage());
    }

    @Test
    void aJdkRuntimeExceptionPassesUnchanged() {
        Agent agent = Bots.load(dir, "", "throw new IllegalArgumentException(\"no idea\");")
                .newAgent(1);
        assertEquals(
                "no idea",
                assertThrows(IllegalArgumentException.class, () -> agent.decide(null, Bots.DECISION))
                        .getMessage());
    }

    @Test
    void aBotDefinedExceptionIsReportedWithoutLettingItsCodeRunOutsideTheBudget() {
        Agent agent = Bots.load(dir, """
                    static final class Sneaky extends RuntimeException {
                        public String getMessage() { while (true) { } }
                    }
                """, "throw new Sneaky();").newAgent(1);
        AgentCrashed e = assertThrows(AgentCrashed.class, () -> agent.decide(null, Bots.DECISION));
        assertTrue(
                e.getMessage()
                        .startsWith("bots.Bot failed in decide: bots.Bot$Sneaky: (its message could not be read: "),
                e.getMessage());
    }

    @Test
    void aFailingStaticInitializerMakesTheAgentUnusableAtItsFirstCall() {
        SandboxedBot bot = Bots.load(
                dir,
                "static final int[] TABLE = new int[Integer.parseInt(\"x\")];",
                "return decision.options().get(TABLE.length);");
        Agent agent = bot.newAgent(1);
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.onMatchStart(null));
        assertTrue(
                e.getMessage()
                        .startsWith("bots.Bot failed in its constructor: a static initializer threw"
                                + " java.lang.NumberFormatException: For input string: \"x\""),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("; it plays no more"), e.getMessage());
        assertEquals(
                e.getMessage(),
                assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION))
                        .getMessage());
    }

    @Test
    void endlessWorkInAStaticInitializerMakesTheAgentUnusable() {
        SandboxedBot bot =
                Bots.load(dir, "static int n; static { while (n >= 0) { n = n * 1; } }", "return null;", Bots.small());
        Agent agent = bot.newAgent(1);
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION));
        assertTrue(e.getMessage().startsWith("bots.Bot used its work budget for one decision ("), e.getMessage());
        assertTrue(e.getMessage().contains(") in its constructor"), e.getMessage());
    }

    @Test
    void aConstructorThatThrowsMakesTheAgentUnusable() {
        Agent agent = Bots.load(
                        dir,
                        "public Bot() { throw new IllegalStateException(\"no\"); }",
                        "return decision.options().get(0);")
                .newAgent(1);
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.onMatchStart(null));
        assertEquals(
                "bots.Bot failed in its constructor: java.lang.IllegalStateException: no; it plays no more",
                e.getMessage());
    }

    @Test
    void makingAnAgentRunsNoBotCode() {
        SandboxedBot bot =
                Bots.load(dir, "public Bot() { while (true) { } }", "return decision.options().get(0);", Bots.small());
        Agent agent = bot.newAgent(1);
        assertEquals("sandboxed bots.Bot", agent.toString());
        assertThrows(AgentUnusable.class, () -> agent.onMatchStart(null));
    }

    @Test
    void anAgentWithoutItsOwnOnEventAsksForNoEvents() {
        Watched quiet = (Watched)
                Bots.load(dir, "public Bot() { while (true) { } }", "return decision.options().get(0);", Bots.small())
                        .newAgent(1);
        assertFalse(quiet.listensToEvents(), "the match runner need not call a default onEvent");
        assertThrows(AgentUnusable.class, () -> quiet.onMatchStart(null), "finding out ran no bot code");
        Watched listening = (Watched) Bots.load(
                        dir,
                        "int seen; public void onEvent(org.knightsarena.api.event.GameEvent event) { seen++; }",
                        "return decision.options().get(0);")
                .newAgent(1);
        assertTrue(listening.listensToEvents());
        assertTrue(Watched.listens(listening));
    }

    @Test
    void theWatchdogStopsTimeSpentInsideJdkCalls() {
        // each pass costs a few units of bot work but scans 20 million list elements inside the JDK
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "",
                        "List<String> many = Collections.nCopies(20_000_000, \"x\"); while (true) { many.indexOf(\"y\"); }",
                        SandboxSettings.defaults().withWork(Long.MAX_VALUE / 4, Long.MAX_VALUE / 2))
                .newAgent(1);
        agent.allow(Duration.ofMillis(20));
        BudgetExhausted e = assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION));
        assertEquals(
                "bots.Bot ran out of time in decide: still running 250 ms after its allowance of 20 ms",
                e.getMessage());
    }

    @Test
    void theWatchdogStopsALoopTheJitHasCompiledAndTheNextCallRuns() {
        // 49 calls of 20,000 passes get the loop compiled, in which the meter's stop switch is a
        // constant; the 50th loops without end and must be deoptimized to see the switch thrown
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        "int calls;",
                        """
                    calls++;
                    List<String> many = Collections.nCopies(10, "x");
                    long passes = calls == 50 ? Long.MAX_VALUE : 20_000;
                    for (long pass = 0; pass < passes; pass++) { many.indexOf("y"); }
                    return decision.options().get(0);
                """,
                        SandboxSettings.defaults().withWork(Long.MAX_VALUE / 4, Long.MAX_VALUE / 2))
                .newAgent(1);
        for (int call = 1; call < 50; call++) {
            agent.decide(null, Bots.DECISION);
        }
        agent.allow(Duration.ofMillis(20));
        BudgetExhausted e = assertThrows(BudgetExhausted.class, () -> agent.decide(null, Bots.DECISION));
        assertEquals(
                "bots.Bot ran out of time in decide: still running 250 ms after its allowance of 20 ms",
                e.getMessage());
        agent.allow(Duration.ofSeconds(30));
        assertEquals(RollDice.INSTANCE, agent.decide(null, Bots.DECISION), "the switch is back for the next call");
    }

    @Test
    void theWatchdogBoundsCallbacksToo() {
        SandboxedAgent agent = (SandboxedAgent) Bots.load(
                        dir,
                        """
                    public void onEvent(org.knightsarena.api.event.GameEvent event) {
                        List<String> many = Collections.nCopies(20_000_000, "x");
                        while (true) { many.indexOf("y"); }
                    }
                """,
                        "return decision.options().get(0);",
                        SandboxSettings.defaults().withWork(Long.MAX_VALUE / 4, Long.MAX_VALUE / 2))
                .newAgent(1);
        agent.allow(Duration.ofMillis(20));
        BudgetExhausted e = assertThrows(BudgetExhausted.class, () -> agent.onEvent(null));
        assertEquals(
                "bots.Bot ran out of time in onEvent: still running 250 ms after its allowance of 20 ms",
                e.getMessage());
    }
}
