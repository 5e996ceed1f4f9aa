package org.knightsarena.sandbox.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.Agent;
import org.knightsarena.sandbox.TestJars;
import org.knightsarena.sandbox.instrument.Instrumenter;
import org.knightsarena.sandbox.instrument.runtime.Meter;

class BotClassLoaderTest {
    private static final String METER = Meter.class.getName();

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "org.knightsarena.sandbox.SandboxedBot",
                "org.knightsarena.sandbox.instrument.runtime.Meter",
                "org.knightsarena.sandbox.load.BotClassLoader",
                "org.knightsarena.platform.match.MatchRunner",
                "org.knightsarena.agents.HeuristicAgent",
                "java.io.File",
                "java.lang.Thread",
                "java.lang.reflect.Method",
                "java.lang.Runtime",
                "java.util.concurrent.ConcurrentHashMap",
                "sun.misc.Unsafe",
                "bots.Other",
            })
    void theParentHidesEverythingButTheApiAndTheAllowedJdk(String name) throws IOException {
        BotClassLoader loader = new BotClassLoader("bot test", bot());
        ClassNotFoundException e = assertThrows(
                ClassNotFoundException.class, () -> loader.getParent().loadClass(name));
        assertEquals(
                name
                        + " is not visible to bots: they see only org.knightsarena.api and the JDK classes the sandbox allows",
                e.getMessage());
    }

    @Test
    void theApiAndAllowedJdkAreTheHostsOwnClasses() throws Exception {
        ClassLoader parent = ExposedClasses.instance();
        assertSame(Agent.class, parent.loadClass(Agent.class.getName()));
        assertSame(java.util.ArrayList.class, parent.loadClass("java.util.ArrayList"));
        assertSame(System.class, parent.loadClass("java.lang.System"), "visible for System.arraycopy");
        assertNull(parent.getResource("org/knightsarena/sandbox/verify/jdk-allowed.txt"));
        assertNull(
                new BotClassLoader("bot test", bot()).getResource("bots/Bot.class"), "nothing is extracted or served");
    }

    @Test
    void eachLoaderDefinesTheBotAndTheMeterAnew() throws Exception {
        Map<String, byte[]> classes = bot();
        BotClassLoader first = new BotClassLoader("bot first", classes);
        BotClassLoader second = new BotClassLoader("bot second", classes);
        Class<?> a = first.loadClass("bots.Bot");
        Class<?> b = second.loadClass("bots.Bot");
        assertNotSame(a, b);
        assertSame(first, a.getClassLoader());
        assertTrue(Agent.class.isAssignableFrom(a));
        Class<?> meterA = first.loadClass(METER);
        assertNotSame(Meter.class, meterA, "the host's own meter class is never the bot's");
        assertNotSame(meterA, second.loadClass(METER));
        assertSame(
                meterA,
                Class.forName(METER, false, a.getClassLoader()),
                "the bot's instrumented calls reach its own meter");
    }

    @Test
    void metersOfTwoLoadersCountSeparately() throws Exception {
        Map<String, byte[]> classes = bot();
        BotClassLoader first = new BotClassLoader("bot first", classes);
        BotClassLoader second = new BotClassLoader("bot second", classes);
        first.meter().start(1, 1_000_000, 10_000_000);
        second.meter().start(1, 1_000_000, 10_000_000);
        first.meter().beginCall();
        second.meter().beginCall();
        ((Agent) first.loadClass("bots.Bot").getConstructor().newInstance()).decide(null, null);
        assertTrue(first.meter().usedInCall() > 1000, "units: " + first.meter().usedInCall());
        assertEquals(0, second.meter().usedInCall());
    }

    private Map<String, byte[]> bot() throws IOException {
        Path classes = TestJars.compile(dir, Map.of("bots.Bot", """
                package bots;
                public final class Bot implements org.knightsarena.api.Agent {
                    public org.knightsarena.api.action.Action decide(org.knightsarena.api.GameView v,
                            org.knightsarena.api.decision.Decision d) {
                        long x = 0;
                        for (int i = 0; i < 1000; i++) x += i;
                        return x < 0 ? null : null;
                    }
                }
                """));
        Instrumenter.Result result = new Instrumenter()
                .instrument(Map.of("bots.Bot", Files.readAllBytes(classes.resolve("bots/Bot.class"))));
        assertTrue(result.problems().isEmpty(), result.problems()::toString);
        return result.classes();
    }
}
