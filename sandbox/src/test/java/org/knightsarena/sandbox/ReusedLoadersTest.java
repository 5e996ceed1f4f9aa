package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.MatchResult;

/**
 * A bot's class loader serves match after match (its classes are defined and compiled once), and
 * every match still starts from fresh static fields, whatever the previous match left in them.
 */
class ReusedLoadersTest {
    /** Static state of every kind the bot can keep, reported by the message of an IllegalStateException. */
    private static final String MEMBERS = """
                static int calls;
                static final int BASE = base();
                static int initialised;
                static final Map<String, Integer> CACHE = new HashMap<>();
                static final int[] TABLE = {1, 2, 3};
                static final Random SHARED = new Random();
                static long[] boxes = new long[2];
                enum Mood { CALM(1), BOLD(2); final int weight; Mood(int weight) { this.weight = weight; } }
                static final class Tally { static int seen; static { seen = 100; } }
                static int base() { initialised++; return 40 + initialised; }
            """;

    private static final String DECIDE = """
                calls++;
                Tally.seen++;
                CACHE.merge("k", 1, Integer::sum);
                TABLE[0] += 10;
                boxes[1]++;
                throw new IllegalStateException(calls + " " + BASE + " " + initialised + " " + CACHE + " " + TABLE[0]
                        + " " + SHARED.nextInt(1000) + " " + boxes[1] + " " + Tally.seen + " " + Mood.BOLD.weight);
            """;

    private static final MatchResult END =
            new MatchResult(MatchResult.Ending.TURN_CAP, OptionalInt.empty(), List.of(0), List.of(1), 1);

    @TempDir
    Path dir;

    private static String seen(SandboxedAgent agent) {
        return assertThrows(IllegalStateException.class, () -> agent.decide(null, Bots.DECISION))
                .getMessage();
    }

    private static List<String> playMatch(SandboxedAgent agent) {
        List<String> seen = new ArrayList<>(List.of(seen(agent), seen(agent), seen(agent)));
        agent.onMatchEnd(END);
        return seen;
    }

    @Test
    void theNextMatchReusesTheLoaderAndStartsFromFreshStatics() {
        SandboxedBot bot = Bots.load(dir, MEMBERS, DECIDE);
        SandboxedAgent first = (SandboxedAgent) bot.newAgent(7);
        ClassLoader loader = first.loader();
        List<String> fresh = playMatch(first);
        long work = first.workInMatch();
        assertEquals("3 41 1 {k=3} 31", fresh.get(2).substring(0, 15), "the statics change within a match: " + fresh);
        // more matches than the JDK's reflection makes accessor classes after (15), which a bot loader could not link
        for (int match = 0; match < 20; match++) {
            SandboxedAgent next = (SandboxedAgent) bot.newAgent(7);
            assertSame(loader, next.loader(), "a loader whose match is over serves the next");
            assertEquals(fresh, playMatch(next), "a reused loader starts the match as a fresh one does");
            assertEquals(work, next.workInMatch(), "and counts the same work");
        }
        SandboxedAgent otherSeed = (SandboxedAgent) bot.newAgent(8);
        assertTrue(!fresh.equals(playMatch(otherSeed)), "new Random() still follows the match seed");
    }

    @Test
    void agentsPlayingAtOnceNeverShareALoaderAndAnEndedAgentIsNotCalledAgain() {
        SandboxedBot bot = Bots.load(dir, MEMBERS, DECIDE);
        SandboxedAgent one = (SandboxedAgent) bot.newAgent(7);
        SandboxedAgent two = (SandboxedAgent) bot.newAgent(7);
        assertNotSame(one.loader(), two.loader());
        assertEquals(seen(one), seen(two));
        one.onMatchEnd(END);
        AgentUnusable e = assertThrows(AgentUnusable.class, () -> one.decide(null, Bots.DECISION));
        assertEquals("bots.Bot was called after its match ended", e.getMessage());
    }

    @Test
    void arraysInAnEnumAreWrittenInOneMatchAndPutBackForTheNext() {
        SandboxedBot bot = Bots.load(dir, """
                    enum Mood {
                        CALM, BOLD { final int[] own = {5}; int own() { return ++own[0]; } };
                        final int[] counts = new int[2];
                        final int[][] grid = {{0, 0}, {0}};
                        static final long[] TOTALS = new long[1];
                        int own() { return 0; }
                    }
                """, """
                    Mood.CALM.counts[0]++;
                    Mood.CALM.grid[1][0] += 2;
                    Mood.TOTALS[0] += 3;
                    throw new IllegalStateException(Mood.CALM.counts[0] + " " + Mood.CALM.grid[1][0] + " "
                            + Mood.TOTALS[0] + " " + Mood.BOLD.own());
                """);
        for (int match = 0; match < 3; match++) {
            SandboxedAgent agent = (SandboxedAgent) bot.newAgent(7);
            assertEquals(
                    List.of("1 2 3 6", "2 4 6 7", "3 6 9 8"),
                    playMatch(agent),
                    "match " + match + " starts from the enum's arrays as initialised");
        }
    }

    @Test
    void anEnumFieldWhoseContentsCannotBePutBackIsRefused() {
        BotRejected e = assertThrows(
                BotRejected.class,
                () -> SandboxedBot.load(
                        Bots.jar(
                                dir,
                                "enum Log { ONLY; final List<String> lines = new ArrayList<>(); }",
                                "Log.ONLY.lines.add(\"x\"); return decision.options().get(0);"),
                        SandboxSettings.defaults()));
        assertEquals("""
                refused: 1 problem
                  bots.Bot$Log: cannot be given fresh static state for each match: the enum's field lines holds a\
                 java.util.List, whose contents can be changed: an enum's constants and static fields are made once\
                 and kept from match to match, so a change to them would reach the next match; give the field a type\
                 whose values cannot change (a primitive, String, record of them, enum, or an array, which is put\
                 back for each match), or keep the value in a class""", e.describe());
    }

    @Test
    void aStaticInitializerThatFailsFailsAgainInTheNextMatch() {
        SandboxedBot bot =
                Bots.load(dir, "static int n = Integer.parseInt(\"x\");", "return decision.options().get(n);");
        for (int match = 0; match < 2; match++) {
            SandboxedAgent agent = (SandboxedAgent) bot.newAgent(7);
            AgentUnusable e = assertThrows(AgentUnusable.class, () -> agent.decide(null, Bots.DECISION));
            assertTrue(
                    e.getMessage().contains("a static initializer threw java.lang.NumberFormatException"),
                    e.getMessage());
        }
    }

    @Test
    void whatCannotStartFreshEachMatchIsRefusedWithTheReason() {
        BotRejected e = assertThrows(
                BotRejected.class,
                () -> SandboxedBot.load(TestJars.jar(dir, Map.of("bots.Bot", """
                        package bots;
                        import java.util.*;
                        import org.knightsarena.api.*;
                        import org.knightsarena.api.action.Action;
                        import org.knightsarena.api.decision.Decision;
                        public final class Bot implements Agent {
                            enum Mood { CALM; int times; }
                            interface Tables { List<Integer> PRIMES = List.of(2, 3, 5); }
                            public Action decide(GameView view, Decision decision) {
                                return decision.options().get(Tables.PRIMES.get(0) - 2 + Mood.CALM.times);
                            }
                        }
                        """), null), SandboxSettings.defaults()));
        assertEquals("""
                refused: 2 problems
                  bots.Bot$Mood: cannot be given fresh static state for each match: the enum's field times is not final:\
                 an enum's constants are made once and kept from match to match, so a value written to them would\
                 reach the next match; make the field final or keep the value elsewhere
                  bots.Bot$Tables: cannot be given fresh static state for each match: the interface initialises static\
                 fields with code, which the sandbox cannot run again for each match; move those fields into a class""", e.describe());
    }
}
