package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;

/** The rewritten sources of non-determinism give the same values for the same match seed. */
class DeterminismTest {
    /** The bot reports what it saw in the message of an IllegalStateException, which reaches the host unchanged. */
    private static final String REPORT = "throw new IllegalStateException(%s);";

    @TempDir
    Path dir;

    private String seen(SandboxedBot bot, long seed) {
        Agent agent = bot.newAgent(seed);
        return assertThrows(IllegalStateException.class, () -> agent.decide(null, Bots.DECISION))
                .getMessage();
    }

    private SandboxedBot bot(String members, String expression) {
        return Bots.load(dir, members, REPORT.formatted(expression));
    }

    @Test
    void unseededGeneratorsFollowTheMatchSeed() {
        SandboxedBot bot = bot(
                "static class Mine extends Random { }",
                "new Random().nextLong() + \" \" + new SplittableRandom().nextInt() + \" \" + Math.random() + \" \""
                        + " + StrictMath.random() + \" \" + new Mine().nextInt()"
                        + " + \" \" + ((java.util.function.Supplier<Random>) Random::new).get().nextInt()");
        assertEquals(seen(bot, 7), seen(bot, 7));
        assertNotEquals(seen(bot, 7), seen(bot, 8));
    }

    @Test
    void seededGeneratorsAreLeftAlone() {
        SandboxedBot bot = bot("", "String.valueOf(new Random(42).nextLong())");
        assertEquals(String.valueOf(new java.util.Random(42).nextLong()), seen(bot, 7));
    }

    @Test
    void identityHashesAreNumberedInTheOrderTheBotAsks() {
        SandboxedBot bot = bot(
                "enum Mood { CALM } static final class Plain { }",
                "System.identityHashCode(new Object()) + \" \" + new Object().hashCode() + \" \" + new Plain().hashCode()"
                        + " + \" \" + Mood.CALM.hashCode() + \" \" + new Plain()");
        assertEquals(seen(bot, 7), seen(bot, 7));
        assertNotEquals(seen(bot, 7), seen(bot, 8));
    }

    @Test
    void clocksAdvanceWithWorkNotWithTime() {
        SandboxedBot bot = bot(
                "static int spin() { int s = 0; for (int i = 0; i < 1000; i++) s += i; return s; }",
                "System.nanoTime() + \" \" + spin() + \" \" + System.nanoTime() + \" \" + System.currentTimeMillis()");
        String first = seen(bot, 7);
        assertEquals(first, seen(bot, 7));
        String[] t = first.split(" ");
        assertTrue(Long.parseLong(t[2]) > Long.parseLong(t[0]), first);
        assertTrue(Long.parseLong(t[3]) >= 1_767_225_600_000L, "the virtual wall clock starts on 2026-01-01: " + first);
    }

    @Test
    void hashSetsAndMapsIterateInInsertionOrder() {
        SandboxedBot bot = bot("""
                    enum Mood { CALM, GREEDY, ANGRY, SLEEPY, BORED }
                    static String order() {
                        Set<Mood> s = new HashSet<>();
                        s.add(Mood.BORED); s.add(Mood.CALM); s.add(Mood.ANGRY);
                        Map<Mood, Integer> m = new HashMap<>(4);
                        m.put(Mood.SLEEPY, 1); m.put(Mood.GREEDY, 2);
                        return s + " " + m.keySet();
                    }
                """, "order()");
        assertEquals("[BORED, CALM, ANGRY] [SLEEPY, GREEDY]", seen(bot, 7));
    }

    @Test
    void hashMapSubclassesAndMethodReferencesStillWork() {
        SandboxedBot bot = bot("""
                    static final class Counts extends HashMap<String, Integer> {
                        Counts() { super(new HashMap<>(Map.of("seed", 1))); }
                    }
                    enum Mood { CALM, GREEDY, ANGRY }
                    static String all() {
                        Counts c = new Counts();
                        c.merge("seed", 1, Integer::sum);
                        Map<Mood, Integer> m = java.util.stream.Stream.of(Mood.ANGRY, Mood.CALM, Mood.GREEDY)
                                .collect(java.util.stream.Collectors.toMap(x -> x, Mood::ordinal, (a, b) -> a, HashMap::new));
                        return c + " " + m.keySet() + " " + (m instanceof LinkedHashMap);
                    }
                """, "all()");
        assertEquals("{seed=2} [ANGRY, CALM, GREEDY] true", seen(bot, 7));
    }
}
