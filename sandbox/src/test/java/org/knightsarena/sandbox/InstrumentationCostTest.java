package org.knightsarena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Agent;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;

/**
 * Prints what the instrumentation costs on CPU-bound bot code: the same compiled class, called
 * plain (defined from its original bytes) and sandboxed, after a warm-up. No timed assertion: the
 * figures go to standard output ({@code mvn -pl sandbox -am verify -Dtest=InstrumentationCostTest
 * -Dsurefire.failIfNoSpecifiedTests=false}); the test checks both give the same answers.
 */
class InstrumentationCostTest {
    private static final int WARM_UP = 2_000;
    private static final int CALLS = 2_000;
    private static final String MEMBERS = """
                static int score(int[] a) {
                    int s = 0;
                    for (int i = 0; i < a.length; i++) {
                        for (int j = i + 1; j < a.length; j++) {
                            s += (a[i] ^ a[j]) % 7 == 0 ? a[i] : -1;
                        }
                    }
                    return s;
                }
                private final int[] data = new int[200];
                private int round;
            """;
    private static final String DECIDE = """
                round++;
                for (int i = 0; i < data.length; i++) data[i] = (i * 31 + round) & 1023;
                List<Action> options = decision.options();
                return options.get(Math.floorMod(score(data), options.size()));
            """;

    @TempDir
    Path dir;

    @Test
    void instrumentedAndPlainCodeAnswerAlikeAndTheCostIsPrinted() throws Exception {
        Path jar = Bots.jar(dir, MEMBERS, DECIDE);
        Agent sandboxed = SandboxedBot.load(jar, SandboxSettings.defaults()).newAgent(1);
        Agent plain = plain(dir.resolve("classes/bots/Bot.class"));
        Decision decision = new BeforeRoll(
                0,
                List.of(Bots.DECISION.options().get(0), Bots.DECISION.options().get(1)));
        for (int i = 0; i < WARM_UP; i++) {
            assertEquals(plain.decide(null, decision), sandboxed.decide(null, decision));
        }
        long plainNanos = time(plain, decision);
        long sandboxedNanos = time(sandboxed, decision);
        long work = ((SandboxedAgent) sandboxed).mostWorkPerCall();
        System.out.printf(
                "instrumentation cost: plain %.1f us/call, sandboxed %.1f us/call, ratio %.2f;"
                        + " %d work units per call, %.2f ns per unit sandboxed%n",
                plainNanos / 1e3 / CALLS,
                sandboxedNanos / 1e3 / CALLS,
                (double) sandboxedNanos / plainNanos,
                work,
                (double) sandboxedNanos / CALLS / work);
    }

    private static long time(Agent agent, Decision decision) {
        long start = System.nanoTime();
        for (int i = 0; i < CALLS; i++) {
            agent.decide(null, decision);
        }
        return System.nanoTime() - start;
    }

    /** The bot class from its original bytes, in a plain loader that sees the API. */
    private static Agent plain(Path classFile) throws Exception {
        byte[] bytes = Files.readAllBytes(classFile);
        ClassLoader loader = new ClassLoader("plain", Agent.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (!name.equals("bots.Bot")) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
        return (Agent) loader.loadClass("bots.Bot").getConstructor().newInstance();
    }
}
